import { TOTAL_COUNT_HEADER } from "@shared/admin";
import type { StaffSubscriber } from "@shared/moderation";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { subscribersPageKey } from "@/lib/query-keys";

export interface SubscribersPage {
  items: StaffSubscriber[];
  total: number;
}

/** GET /api/admin/subscribers?limit&offset: one page, with the total from X-Total-Count. */
export async function fetchSubscribersPage(offset: number, limit: number, signal?: AbortSignal) {
  const res = await apiRequest("GET", `/api/admin/subscribers?limit=${limit}&offset=${offset}`, undefined, {
    signal,
  });
  const items = (await res.json()) as StaffSubscriber[];
  return {
    items,
    total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length),
  } satisfies SubscribersPage;
}

export const subscribersPageQueryOptions = (offset: number, limit: number) =>
  queryOptions({
    queryKey: subscribersPageKey(offset, limit),
    queryFn: ({ signal }) => fetchSubscribersPage(offset, limit, signal),
    placeholderData: keepPreviousData,
  });

export function useSubscribersPage(offset: number, limit: number) {
  return useQuery(subscribersPageQueryOptions(offset, limit));
}
