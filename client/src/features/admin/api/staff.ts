import type { StaffUser } from "@shared/staff";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { staffKey } from "./query-keys";

export type StaffRow = StaffUser & { hasAccessCode: boolean };

/** GET /api/admin/staff: the real staff accounts. */
export function useStaff() {
  return useQuery({
    queryKey: staffKey,
    queryFn: async ({ signal }) =>
      (await getJson<StaffRow[]>("/api/admin/staff", "throw", signal)) as StaffRow[],
  });
}
