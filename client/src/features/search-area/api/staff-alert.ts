import { alertPath } from "@shared/alert-paths";
import type { StaffAlert } from "@shared/alerts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { alertsPrefix } from "@/lib/query-keys";

/** GET /api/alerts/{id} as staff (the session cookie): the case the area belongs to. */
export const staffAlertQueryOptions = (alertId: number) =>
  queryOptions({
    // Its own key: the public page's query of the same URL holds the public shape.
    queryKey: [...alertsPrefix, alertId, "staff"] as const,
    queryFn: ({ signal }) => apiJson<StaffAlert>("GET", alertPath(alertId), undefined, { signal }),
  });

export function useStaffAlert(alertId: number) {
  return useQuery(staffAlertQueryOptions(alertId));
}
