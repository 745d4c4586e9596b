import { COUNT_POLL_MS } from "@shared/constants";
import type { SubscriberCount } from "@shared/subscribers";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { useRefetchEvery } from "./live-refresh";

// GET /api/subscribers/count: { count }. Polled every 10 s, re-fetched every 30 s and on demand.
export const subscriberCountQueryKey = ["/api/subscribers/count"] as const;

export async function fetchSubscriberCount(signal?: AbortSignal): Promise<SubscriberCount> {
  return (await getJson<SubscriberCount>("/api/subscribers/count", "throw", signal)) as SubscriberCount;
}

export function useSubscriberCount() {
  const query = useQuery({
    queryKey: subscriberCountQueryKey,
    queryFn: ({ signal }) => fetchSubscriberCount(signal),
    refetchInterval: COUNT_POLL_MS,
  });
  useRefetchEvery(query.refetch);
  return query;
}
