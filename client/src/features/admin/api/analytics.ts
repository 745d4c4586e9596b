import type { AnalyticsResponse } from "@shared/admin";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { analyticsKey } from "./query-keys";

/** GET /api/admin/analytics?days=N: the figures of the period, computed from the data. */
export function useAnalytics(days: string) {
  return useQuery({
    queryKey: analyticsKey(days),
    queryFn: async ({ signal }) =>
      (await getJson<AnalyticsResponse>(
        `/api/admin/analytics?days=${days}`,
        "throw",
        signal,
      )) as AnalyticsResponse,
  });
}
