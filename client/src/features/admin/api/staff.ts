import type { StaffUser } from "@shared/staff";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { staffKey } from "@/lib/query-keys";

export type StaffRow = StaffUser & { hasAccessCode: boolean };

/** GET /api/admin/staff: the real staff accounts. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffKey,
    queryFn: ({ signal }) => getJson<StaffRow[]>("/api/admin/staff", "throw", signal),
  });

export function useStaff() {
  return useQuery(staffQueryOptions());
}
