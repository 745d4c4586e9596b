import type { AdminStats } from "@shared/admin";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { statsKey } from "./query-keys";

/** GET /api/admin/stats: the four counters. */
export function useAdminStats() {
  return useQuery({
    queryKey: statsKey,
    queryFn: async ({ signal }) =>
      (await getJson<AdminStats>("/api/admin/stats", "throw", signal)) as AdminStats,
  });
}
