import type { UnlockResponse } from "@shared/staff";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import {
  liveCasesKey,
  pendingAlertsKey,
  pendingSightingsKey,
  problemReportsPrefix,
  safeRequestsPrefix,
} from "@/lib/query-keys";
import { ModeratorDashboard, type ModeratorTab } from "./ModeratorDashboard";
import { ModeratorGate } from "./ModeratorGate";

/**
 * Locked, then unlocked by a personal access code the server checks. The unlock token is
 * held in this component's state only: a reload, or leaving the page, locks it again.
 */
export function ModerationArea({ moreTabs }: { moreTabs?: ModeratorTab[] } = {}) {
  const [unlocked, setUnlocked] = useState<UnlockResponse | null>(null);
  const queryClient = useQueryClient();

  const forget = useCallback(() => {
    // Reporters' contact details must not outlive the unlock in the cache.
    queryClient.removeQueries({ queryKey: pendingAlertsKey });
    queryClient.removeQueries({ queryKey: liveCasesKey });
    queryClient.removeQueries({ queryKey: pendingSightingsKey });
    queryClient.removeQueries({ queryKey: problemReportsPrefix });
    queryClient.removeQueries({ queryKey: safeRequestsPrefix });
  }, [queryClient]);

  useEffect(() => forget, [forget]);

  const lock = useCallback(
    (reason: "user" | "expired") => {
      setUnlocked(null);
      forget();
      if (reason === "expired") {
        toast({
          title: "Moderator access ended",
          description: "Your access has expired or was revoked. Enter your access code again.",
          variant: "destructive",
        });
      }
    },
    [forget],
  );

  if (!unlocked) {
    return (
      <ModeratorGate
        onUnlocked={(u) => {
          forget();
          setUnlocked(u);
        }}
      />
    );
  }
  return (
    <ModeratorDashboard
      token={unlocked.token}
      username={unlocked.staff.username}
      onLock={lock}
      moreTabs={moreTabs}
    />
  );
}
