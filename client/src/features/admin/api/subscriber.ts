import type { StaffSubscriber } from "@shared/moderation";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { subscriberKey } from "./query-keys";

/** GET /api/admin/subscribers/{id}: one subscriber's details, for the map popup. */
export function useSubscriber(id: number) {
  return useQuery({
    queryKey: subscriberKey(id),
    queryFn: async ({ signal }) =>
      (await getJson<StaffSubscriber>(`/api/admin/subscribers/${id}`, "throw", signal)) as StaffSubscriber,
  });
}
