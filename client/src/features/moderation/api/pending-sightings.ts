import type { PendingSighting } from "@shared/moderation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { pendingSightingsKey } from "@/lib/query-keys";

/** GET /api/moderation/sightings/pending: every unverified sighting with its case, in one call. */
export const pendingSightingsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: pendingSightingsKey,
    queryFn: ({ signal }) =>
      apiJson<PendingSighting[]>("GET", "/api/moderation/sightings/pending", undefined, {
        bearer: token,
        signal,
      }),
  });

export function usePendingSightings(token: string) {
  return useQuery(pendingSightingsQueryOptions(token));
}
