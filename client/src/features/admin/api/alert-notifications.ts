import type { AlertNotificationsResponse } from "@shared/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { alertNotificationsKey } from "@/lib/query-keys";

/** Statuses a message leaves on its own: while any are left, the distribution is still going. */
const IN_PROGRESS = new Set(["queued", "sending"]);
const REFRESH_MS = 5_000;

/** GET /api/admin/alerts/{id}/notifications: how an alert's distribution is going (refreshed while it runs). */
export const alertNotificationsQueryOptions = (alertId: number) =>
  queryOptions({
    queryKey: alertNotificationsKey(alertId),
    queryFn: ({ signal }) =>
      getJson<AlertNotificationsResponse>(`/api/admin/alerts/${alertId}/notifications`, "throw", signal),
    refetchInterval: (query) =>
      query.state.data?.counts.some((c) => IN_PROGRESS.has(c.status) && c.count > 0) ? REFRESH_MS : false,
  });

export function useAlertNotifications(alertId: number) {
  return useQuery(alertNotificationsQueryOptions(alertId));
}
