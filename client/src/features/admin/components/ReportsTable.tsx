import type { StaffAlert } from "@shared/alerts";
import { ExternalLink } from "lucide-react";
import { type ReactNode, useState } from "react";
import { LevelBadge } from "@/components/levels/LevelBadge";
import type { LevelChoice } from "@/components/levels/LevelPicker";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { stacked } from "@/components/ui/stacked-table";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorDescription } from "@/lib/api-client";
import { formatDate } from "@/lib/datetime";
import { cn } from "@/lib/utils";
import { useAdminAlerts } from "../api/admin-alerts";
import { requestInfoToast, useRequestInfo } from "../api/request-info";
import { ReviewError, useApproveAlert, useDenyAlert } from "../api/review-alert";
import { ApproveDialog } from "./ApproveDialog";
import { DeliveryDialog } from "./DeliveryDialog";

type Tab = "pending" | "approved" | "denied";
const TABS: { value: Tab; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "denied", label: "Denied" },
];

/** The Close case control of an active, approved alert (the cases feature, handed in by the page). */
export type CloseCaseAction = (alert: StaffAlert) => ReactNode;
/** The way to an approved alert's search area (the search-area feature, handed in by the page). */
export type SearchAreaAction = (alert: StaffAlert) => ReactNode;

export function ReportsTable({
  closeCase,
  searchArea,
}: {
  closeCase?: CloseCaseAction;
  searchArea?: SearchAreaAction;
} = {}) {
  const alerts = useAdminAlerts();
  const [tab, setTab] = useState<Tab>("pending");
  const byStatus = (s: Tab) => (alerts.data ?? []).filter((a) => a.status === s);
  const pendingCount = byStatus("pending").length;
  return (
    <Card className="p-4">
      <h2 className="mb-4 text-xl font-semibold text-gray-900">Missing Person Reports</h2>
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
        <TabsList>
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
              {t.value === "pending" && pendingCount > 0 && (
                <Badge tone="red" data-testid="pending-badge">
                  {pendingCount}
                </Badge>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {alerts.isPending ? (
              <LoadingState label="Loading reports..." />
            ) : alerts.isError ? (
              <ErrorState title="Could not load reports" message={errorDescription(alerts.error)} />
            ) : (
              <ReportRows
                rows={byStatus(t.value)}
                tab={t.value}
                closeCase={closeCase}
                searchArea={searchArea}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </Card>
  );
}

function ReportRows({
  rows,
  tab,
  closeCase,
  searchArea,
}: {
  rows: StaffAlert[];
  tab: Tab;
  closeCase?: CloseCaseAction;
  searchArea?: SearchAreaAction;
}) {
  const approve = useApproveAlert();
  const deny = useDenyAlert();
  const requestInfo = useRequestInfo();
  if (rows.length === 0) {
    return (
      <EmptyState title="No Reports">
        <p>There are no {tab} reports to display at this time.</p>
      </EmptyState>
    );
  }
  const reviewFailed = (error: unknown) =>
    toast({
      title: "Error",
      description: error instanceof ReviewError ? error.toastText : `Failed: ${errorDescription(error)}`,
      variant: "destructive",
    });
  const onApprove = (a: StaffAlert, choice: LevelChoice, done: () => void) =>
    approve.mutate(
      { id: a.id, ...choice },
      {
        onSuccess: (alert) => {
          done();
          toast({
            title: "Alert approved",
            description: `Alert for ${alert.name} has been approved and notifications will be sent`,
          });
        },
        onError: reviewFailed,
      },
    );
  const onDeny = (a: StaffAlert) =>
    deny.mutate(a.id, {
      onSuccess: (alert) =>
        toast({ title: "Alert denied", description: `Alert for ${alert.name} has been denied` }),
      onError: reviewFailed,
    });
  const onRequestInfo = (a: StaffAlert) =>
    requestInfo.mutate(a.id, {
      // "Request sent" only when an e-mail went out; without an SMTP server it was only logged.
      onSuccess: (r) => toast(requestInfoToast(r)),
      onError: (error) =>
        toast({
          title: error instanceof ApiError && error.status === 404 ? "Could not find alert details" : "Error",
          description: errorDescription(error),
          variant: "destructive",
        }),
    });
  const busy = approve.isPending || deny.isPending;
  return (
    <div className="overflow-x-auto">
      <table className={stacked.table}>
        <thead className={stacked.thead}>
          <tr>
            <th className="px-2 py-2">ID</th>
            <th className="px-2 py-2">Name</th>
            <th className="px-2 py-2">Age</th>
            <th className="px-2 py-2">Reported By</th>
            <th className="px-2 py-2">Location</th>
            <th className="px-2 py-2">Date Submitted</th>
            <th className="px-2 py-2">Actions</th>
          </tr>
        </thead>
        <tbody className={stacked.tbody}>
          {rows.map((a) => (
            <tr key={a.id} className={stacked.row} data-testid="report-row">
              <td className={stacked.cell} data-label="ID">
                {a.id}
              </td>
              <td className={cn(stacked.cell, "font-medium")} data-label="Name">
                <span>
                  {a.name}
                  {a.levelStyle && <LevelBadge style={a.levelStyle} className="ml-2" />}
                </span>
              </td>
              <td className={stacked.cell} data-label="Age">
                {a.age}
              </td>
              <td className={stacked.cell} data-label="Reported By">
                <span>
                  {a.reporterName}
                  <span className="block text-xs text-gray-600">{a.reporterRelationship}</span>
                  {a.policeReference && (
                    <span className="block text-xs text-gray-700" data-testid="police-reference">
                      Police ref: {a.policeReference}
                    </span>
                  )}
                </span>
              </td>
              <td
                className={cn(stacked.cell, "md:max-w-[14rem] md:truncate")}
                title={a.lastLocation}
                data-label="Location"
              >
                <span className="min-w-0 [overflow-wrap:anywhere]">{a.lastLocation}</span>
              </td>
              <td className={cn(stacked.cell, "whitespace-nowrap")} data-label="Date Submitted">
                {formatDate(a.createdAt)}
              </td>
              <td className={stacked.actions}>
                <div className="flex flex-wrap gap-2">
                  {tab === "pending" && (
                    <>
                      <ApproveDialog
                        alert={a}
                        disabled={busy}
                        pending={approve.isPending}
                        onApprove={(choice, done) => onApprove(a, choice, done)}
                      />
                      <Button size="sm" variant="destructive" disabled={busy} onClick={() => onDeny(a)}>
                        Deny
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={requestInfo.isPending}
                        onClick={() => onRequestInfo(a)}
                      >
                        Request More Info
                      </Button>
                    </>
                  )}
                  {tab === "approved" && <DeliveryDialog alertId={a.id} name={a.name} />}
                  {tab === "approved" && a.isActive && a.isVerified && searchArea?.(a)}
                  {tab === "approved" && a.isActive && closeCase?.(a)}
                  {tab === "approved" && !a.isActive && (
                    <Badge tone="gray" data-testid="closed-badge">
                      Closed
                    </Badge>
                  )}
                  <a
                    href={`/alert/${a.id}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex h-8 items-center gap-1 rounded-md px-3 text-sm text-brand-800 hover:bg-gray-100"
                  >
                    View Details
                    <ExternalLink className="h-3 w-3" aria-hidden="true" />
                  </a>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
