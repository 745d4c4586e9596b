import type { AlertSighting } from "@shared/sightings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { alertSightingsKey } from "@/lib/query-keys";

/** GET /api/alerts/{id}/sightings: verified sightings for the public, every sighting for staff. */
export const alertSightingsQueryOptions = (alertId: number | null) =>
  queryOptions({
    queryKey: alertSightingsKey(alertId ?? 0),
    enabled: alertId !== null,
    queryFn: ({ signal }) => getJson<AlertSighting[]>(`/api/alerts/${alertId}/sightings`, "throw", signal),
  });

export function useAlertSightings(alertId: number | null) {
  return useQuery(alertSightingsQueryOptions(alertId));
}
