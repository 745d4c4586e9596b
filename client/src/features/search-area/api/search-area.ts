import type { SearchAreaView } from "@shared/levels";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { searchAreaKey } from "@/lib/query-keys";
import { staffRequest } from "./staff-request";

/** The area changes on its own (scheduled steps, sightings): staff see it again this often. */
export const SEARCH_AREA_REFRESH_MS = 30_000;

/** GET /api/alerts/{id}/search-area (staff): circles, rings with their reach, the next step. */
export const searchAreaQueryOptions = (alertId: number, token?: string) =>
  queryOptions({
    queryKey: searchAreaKey(alertId),
    queryFn: ({ signal }) =>
      apiJson<SearchAreaView>(
        "GET",
        `/api/alerts/${alertId}/search-area`,
        undefined,
        staffRequest(token, signal),
      ),
    refetchInterval: SEARCH_AREA_REFRESH_MS,
  });

export function useSearchArea(alertId: number, token?: string) {
  return useQuery(searchAreaQueryOptions(alertId, token));
}
