import { COUNT_POLL_MS } from "@shared/constants";
import type { SubscriberCount } from "@shared/subscribers.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { subscriberCountKey } from "@/lib/query-keys";
import { useRefetchEvery } from "./live-refresh";

// GET /api/subscribers/count: { count }. Polled every COUNT_POLL_MS, re-fetched every COUNT_REFETCH_MS
// and on demand.
export async function fetchSubscriberCount(signal?: AbortSignal): Promise<SubscriberCount> {
  return getJson<SubscriberCount>("/api/subscribers/count", "throw", signal);
}

export const subscriberCountQueryOptions = () =>
  queryOptions({
    queryKey: subscriberCountKey,
    queryFn: ({ signal }) => fetchSubscriberCount(signal),
    refetchInterval: COUNT_POLL_MS,
  });

export function useSubscriberCount() {
  const query = useQuery(subscriberCountQueryOptions());
  useRefetchEvery(query.refetch);
  return query;
}
