import type { StaffAlert } from "@shared/alerts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { pendingAlertsKey } from "@/lib/query-keys";

/** GET /api/alerts?verified=false: reports waiting for review (open ones only). */
export const pendingAlertsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: pendingAlertsKey,
    queryFn: ({ signal }) =>
      apiJson<StaffAlert[]>("GET", "/api/alerts?verified=false&active=true", undefined, {
        bearer: token,
        signal,
      }),
  });

export function usePendingAlerts(token: string) {
  return useQuery(pendingAlertsQueryOptions(token));
}
