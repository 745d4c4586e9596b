import { COUNT_POLL_MS } from "@shared/constants";
import type { PublicSubscriber } from "@shared/subscribers";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { useRefetchEvery } from "./live-refresh";

// GET /api/subscribers: the last 10 supporters, newest first (id, name, photo URL, locality).
export const recentSubscribersQueryKey = ["/api/subscribers"] as const;

export async function fetchRecentSubscribers(signal?: AbortSignal): Promise<PublicSubscriber[]> {
  // The server's default page is the spec's 10 (RECENT_SUPPORTERS_SHOWN).
  return (await getJson<PublicSubscriber[]>("/api/subscribers", "throw", signal)) as PublicSubscriber[];
}

export function useRecentSubscribers() {
  const query = useQuery({
    queryKey: recentSubscribersQueryKey,
    queryFn: ({ signal }) => fetchRecentSubscribers(signal),
    refetchInterval: COUNT_POLL_MS,
  });
  useRefetchEvery(query.refetch);
  return query;
}
