import type { StaffAlert } from "@shared/alerts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { adminAlertsKey } from "@/lib/query-keys";

/** GET /api/admin/alerts: every report with its status, for the map and the reports table. */
export const adminAlertsQueryOptions = () =>
  queryOptions({
    queryKey: adminAlertsKey,
    queryFn: ({ signal }) => getJson<StaffAlert[]>("/api/admin/alerts", "throw", signal),
  });

export function useAdminAlerts() {
  return useQuery(adminAlertsQueryOptions());
}
