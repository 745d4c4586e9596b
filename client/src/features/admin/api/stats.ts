import type { AdminStats } from "@shared/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { adminStatsKey } from "@/lib/query-keys";

/** GET /api/admin/stats: the four counters. */
export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminStatsKey,
    queryFn: ({ signal }) => getJson<AdminStats>("/api/admin/stats", "throw", signal),
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
