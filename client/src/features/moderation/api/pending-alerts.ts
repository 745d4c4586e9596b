import type { StaffAlert } from "@shared/alerts";
import { useQuery } from "@tanstack/react-query";
import { moderatorRequest } from "./moderator-request";
import { pendingAlertsKey } from "./query-keys";

/** GET /api/alerts?verified=false: reports waiting for review (open ones only). */
export async function fetchPendingAlerts(token: string, signal?: AbortSignal): Promise<StaffAlert[]> {
  const res = await moderatorRequest(token, "GET", "/api/alerts?verified=false&active=true", signal);
  return (await res.json()) as StaffAlert[];
}

export function usePendingAlerts(token: string) {
  return useQuery({
    queryKey: pendingAlertsKey,
    queryFn: ({ signal }) => fetchPendingAlerts(token, signal),
  });
}
