import { COUNT_POLL_MS } from "@shared/constants";
import type { PublicSubscriber } from "@shared/subscribers.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { recentSubscribersKey } from "@/lib/query-keys";
import { useRefetchEvery } from "./live-refresh";

// GET /api/subscribers: the last 10 supporters, newest first (id, name, photo URL, locality).
export async function fetchRecentSubscribers(signal?: AbortSignal): Promise<PublicSubscriber[]> {
  // The server's default page is RECENT_SUPPORTERS_SHOWN long.
  return getJson<PublicSubscriber[]>("/api/subscribers", "throw", signal);
}

export const recentSubscribersQueryOptions = () =>
  queryOptions({
    queryKey: recentSubscribersKey,
    queryFn: ({ signal }) => fetchRecentSubscribers(signal),
    refetchInterval: COUNT_POLL_MS,
  });

export function useRecentSubscribers() {
  const query = useQuery(recentSubscribersQueryOptions());
  useRefetchEvery(query.refetch);
  return query;
}
