import type { AnalyticsResponse } from "@shared/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { analyticsKey } from "@/lib/query-keys";

/** GET /api/admin/analytics?days=N: the figures of the period, computed from the data. */
export const analyticsQueryOptions = (days: string) =>
  queryOptions({
    queryKey: analyticsKey(days),
    queryFn: ({ signal }) => getJson<AnalyticsResponse>(`/api/admin/analytics?days=${days}`, "throw", signal),
  });

export function useAnalytics(days: string) {
  return useQuery(analyticsQueryOptions(days));
}
