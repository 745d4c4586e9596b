import { ALERT_LOCATIONS_PATH } from "@shared/alert-paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { alertLocationsKey } from "@/lib/query-keys";

/** GET /api/alerts/locations: the location filter's options (first segment of each last location). */
export const alertLocationsQueryOptions = () =>
  queryOptions({
    queryKey: alertLocationsKey,
    queryFn: ({ signal }) => getJson<string[]>(ALERT_LOCATIONS_PATH, "throw", signal),
  });

export function useAlertLocations() {
  return useQuery(alertLocationsQueryOptions());
}
