import type { StaffSubscriberDetail } from "@shared/moderation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { subscriberKey } from "@/lib/query-keys";

/** GET /api/admin/subscribers/{id}: one subscriber's details and other places, for the map popup. */
export const subscriberQueryOptions = (id: number) =>
  queryOptions({
    queryKey: subscriberKey(id),
    queryFn: ({ signal }) => getJson<StaffSubscriberDetail>(`/api/admin/subscribers/${id}`, "throw", signal),
  });

export function useSubscriber(id: number) {
  return useQuery(subscriberQueryOptions(id));
}
