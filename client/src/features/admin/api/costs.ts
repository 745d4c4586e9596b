import type { MessageCostsResponse } from "@shared/costs";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { costsKey } from "@/lib/query-keys";

/** GET /api/admin/costs?days=N: what the messages sent in the period cost, per month and per alert. */
export const costsQueryOptions = (days: string) =>
  queryOptions({
    queryKey: costsKey(days),
    queryFn: ({ signal }) => getJson<MessageCostsResponse>(`/api/admin/costs?days=${days}`, "throw", signal),
  });

export function useCosts(days: string) {
  return useQuery(costsQueryOptions(days));
}
