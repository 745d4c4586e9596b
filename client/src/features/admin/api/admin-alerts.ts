import type { StaffAlert } from "@shared/alerts";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { adminAlertsKey } from "./query-keys";

/** GET /api/admin/alerts: every report with its status, for the map and the reports table. */
export function useAdminAlerts() {
  return useQuery({
    queryKey: adminAlertsKey,
    queryFn: async ({ signal }) =>
      (await getJson<StaffAlert[]>("/api/admin/alerts", "throw", signal)) as StaffAlert[],
  });
}
