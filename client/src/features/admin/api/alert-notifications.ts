import type { AlertNotificationsResponse } from "@shared/admin";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { alertNotificationsKey } from "./query-keys";

/** Statuses a message leaves on its own: while any are left, the distribution is still going. */
const IN_PROGRESS = new Set(["queued", "sending"]);
const REFRESH_MS = 5_000;

/** GET /api/admin/alerts/{id}/notifications: how an alert's distribution is going (refreshed while it runs). */
export function useAlertNotifications(alertId: number) {
  return useQuery({
    queryKey: alertNotificationsKey(alertId),
    queryFn: async ({ signal }) =>
      (await getJson<AlertNotificationsResponse>(
        `/api/admin/alerts/${alertId}/notifications`,
        "throw",
        signal,
      )) as AlertNotificationsResponse,
    refetchInterval: (query) =>
      query.state.data?.counts.some((c) => IN_PROGRESS.has(c.status) && c.count > 0) ? REFRESH_MS : false,
  });
}
