import type { PendingSighting } from "@shared/moderation";
import { useQuery } from "@tanstack/react-query";
import { moderatorRequest } from "./moderator-request";
import { pendingSightingsKey } from "./query-keys";

/** GET /api/moderation/sightings/pending: every unverified sighting with its case, in one call. */
export async function fetchPendingSightings(token: string, signal?: AbortSignal): Promise<PendingSighting[]> {
  const res = await moderatorRequest(token, "GET", "/api/moderation/sightings/pending", signal);
  return (await res.json()) as PendingSighting[];
}

export function usePendingSightings(token: string) {
  return useQuery({
    queryKey: pendingSightingsKey,
    queryFn: ({ signal }) => fetchPendingSightings(token, signal),
  });
}
