import { ClipboardCheck, Lock, Search } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/card";
import { Input } from "@/components/ui/form-controls";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { isUnlockLost } from "../api/moderator-request";
import { usePendingAlerts } from "../api/pending-alerts";
import { usePendingSightings } from "../api/pending-sightings";
import { useResolveAlert } from "../api/resolve-alert";
import { useVerifyAlert } from "../api/verify-alert";
import { useVerifySighting } from "../api/verify-sighting";
import { PendingAlertCard } from "./PendingAlertCard";
import { PendingSightingCard } from "./PendingSightingCard";
import { filterAlerts, filterSightings } from "./search";

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count === 0) return null;
  return (
    <Badge tone="red" aria-label={`${count} ${label}`}>
      {count}
    </Badge>
  );
}

/**
 * A tab another feature adds (the page composes it): its label and panel get the unlock token,
 * and the panel a callback for when the server no longer accepts it.
 */
export interface ModeratorTab {
  value: string;
  trigger: (token: string) => ReactNode;
  panel: (token: string, onAccessLost: () => void) => ReactNode;
}

/** The unlocked dashboard: pending reports and sightings, searchable, with the review actions. */
export function ModeratorDashboard({
  token,
  username,
  onLock,
  moreTabs = [],
}: {
  token: string;
  username: string;
  /** Called when the user locks the dashboard, or the server no longer accepts the unlock. */
  onLock: (reason: "user" | "expired") => void;
  moreTabs?: ModeratorTab[];
}) {
  const [search, setSearch] = useState("");
  const alerts = usePendingAlerts(token);
  const sightings = usePendingSightings(token);
  const verifyAlert = useVerifyAlert(token);
  const resolveAlert = useResolveAlert(token);
  const verifySighting = useVerifySighting(token);

  const lost = isUnlockLost(alerts.error) || isUnlockLost(sightings.error);
  useEffect(() => {
    if (lost) onLock("expired");
  }, [lost, onLock]);

  const failed = (title: string) => (error: unknown) => {
    if (isUnlockLost(error)) onLock("expired");
    toast({ title, description: errorDescription(error), variant: "destructive" });
  };

  const allAlerts = alerts.data ?? [];
  const allSightings = sightings.data ?? [];
  const shownAlerts = filterAlerts(allAlerts, search);
  const shownSightings = filterSightings(allSightings, search);
  const searching = search.trim() !== "";

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-3xl font-bold text-gray-900">
            <ClipboardCheck className="h-8 w-8 text-brand-700" aria-hidden="true" />
            Moderator Dashboard
          </h1>
          <p className="mt-1 text-gray-700">
            Review missing person reports and sightings before they reach the community.
          </p>
        </div>
        <div className="flex items-center gap-3 text-sm text-gray-700">
          <span>
            Signed in as <strong>{username}</strong>
          </span>
          <Button variant="outline" size="sm" onClick={() => onLock("user")}>
            <Lock className="h-4 w-4" aria-hidden="true" />
            Lock
          </Button>
        </div>
      </div>

      <div className="relative mb-6 max-w-xl">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search reports or sightings"
          placeholder="Search reports or sightings..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pl-9"
        />
      </div>

      <Tabs defaultValue="alerts">
        <TabsList>
          <TabsTrigger value="alerts">
            Pending Alerts
            <CountBadge count={allAlerts.length} label="pending alerts" />
          </TabsTrigger>
          <TabsTrigger value="sightings">
            Pending Sightings
            <CountBadge count={allSightings.length} label="pending sightings" />
          </TabsTrigger>
          {moreTabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.trigger(token)}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="alerts" className="space-y-4">
          {alerts.isPending ? (
            <LoadingState label="Loading pending alerts..." />
          ) : alerts.isError ? (
            <ErrorState
              title="Could not load pending alerts"
              message={errorDescription(alerts.error)}
              onRetry={() => alerts.refetch()}
            />
          ) : shownAlerts.length === 0 ? (
            searching ? (
              <EmptyState title="No alerts match your search" />
            ) : (
              <EmptyState title="No pending alerts">
                All reported missing person alerts have been verified.
              </EmptyState>
            )
          ) : (
            shownAlerts.map((alert) => (
              <PendingAlertCard
                token={token}
                key={alert.id}
                alert={alert}
                busy={
                  (verifyAlert.isPending && verifyAlert.variables?.id === alert.id) ||
                  (resolveAlert.isPending && resolveAlert.variables === alert.id)
                }
                onVerify={(choice) =>
                  verifyAlert.mutate(
                    { id: alert.id, ...choice },
                    {
                      onSuccess: () =>
                        toast({
                          title: "Alert verified",
                          description: "The alert has been verified and will be distributed to subscribers.",
                        }),
                      onError: failed("Error verifying alert"),
                    },
                  )
                }
                onReject={() =>
                  resolveAlert.mutate(alert.id, {
                    onSuccess: () =>
                      toast({
                        title: "Alert resolved",
                        description: "The alert has been marked as resolved.",
                      }),
                    onError: failed("Error resolving alert"),
                  })
                }
              />
            ))
          )}
        </TabsContent>

        <TabsContent value="sightings" className="space-y-4">
          {sightings.isPending ? (
            <LoadingState label="Loading pending sightings..." />
          ) : sightings.isError ? (
            <ErrorState
              title="Could not load pending sightings"
              message={errorDescription(sightings.error)}
              onRetry={() => sightings.refetch()}
            />
          ) : shownSightings.length === 0 ? (
            searching ? (
              <EmptyState title="No sightings match your search" />
            ) : (
              <EmptyState title="No pending sightings">All reported sightings have been verified.</EmptyState>
            )
          ) : (
            shownSightings.map((sighting) => (
              <PendingSightingCard
                key={sighting.id}
                sighting={sighting}
                busy={verifySighting.isPending && verifySighting.variables === sighting.id}
                onVerify={() =>
                  verifySighting.mutate(sighting.id, {
                    onSuccess: () =>
                      toast({
                        title: "Sighting verified",
                        description: "The sighting has been verified and will be visible to the community.",
                      }),
                    onError: failed("Error verifying sighting"),
                  })
                }
              />
            ))
          )}
        </TabsContent>
        {moreTabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="space-y-4">
            {tab.panel(token, () => onLock("expired"))}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
