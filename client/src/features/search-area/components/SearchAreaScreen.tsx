import { ChevronLeft } from "lucide-react";
import { Link } from "wouter";
import type { LevelStyles } from "@/components/levels/level-styles";
import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { errorDescription } from "@/lib/api-client";
import { formatDateTime } from "@/lib/datetime";
import { useStaffAlert } from "../api/staff-alert";
import { SearchAreaPanel } from "./SearchAreaPanel";
import { SharingPolicyChange } from "./SharingPolicyChange";

/** The admin's page of one case's search area: whose case, then the area. */
export function SearchAreaScreen({ alertId, styles }: { alertId: number; styles?: LevelStyles }) {
  const alert = useStaffAlert(alertId);
  return (
    <div className="space-y-4">
      <Link
        href="/admin/dashboard"
        className="inline-flex items-center gap-1 text-sm text-brand-800 hover:underline"
      >
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Back to the dashboard
      </Link>
      {alert.isPending ? (
        <LoadingState label="Loading the case..." />
      ) : alert.isError ? (
        <ErrorState title="Could not load the case" message={errorDescription(alert.error)} />
      ) : (
        <Card className="space-y-4 p-4">
          <div>
            <p className="text-xl font-bold text-gray-900" data-testid="search-area-case">
              {alert.data.name}, {alert.data.age}
            </p>
            <p className="text-sm text-gray-700 [overflow-wrap:anywhere]">
              Last seen {formatDateTime(alert.data.lastSeen)} at {alert.data.lastLocation}
            </p>
          </div>
          <SharingPolicyChange alert={alert.data} />
          <SearchAreaPanel alertId={alertId} styles={styles} />
        </Card>
      )}
    </div>
  );
}
