import type { StaffScreen } from "@shared/screens";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { adminScreensKey } from "@/lib/query-keys";

/** GET /api/admin/screens: the partners' alert screens with their last check-in. */
export const screensQueryOptions = () =>
  queryOptions({
    queryKey: adminScreensKey,
    queryFn: ({ signal }) => getJson<StaffScreen[]>("/api/admin/screens", "throw", signal),
    // "Last seen 3 minutes ago" moves on while the list is open.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

export function useScreens() {
  return useQuery(screensQueryOptions());
}
