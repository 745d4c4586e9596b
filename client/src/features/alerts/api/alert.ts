import type { PublicAlert } from "@shared/alerts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { alertKey } from "@/lib/query-keys";

/** GET /api/alerts/{id}: the alert (staff signed in also see unverified ones). No id, no request. */
export const alertQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: alertKey(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => getJson<PublicAlert>(`/api/alerts/${id}`, "throw", signal),
  });

export function useAlert(id: number | null) {
  return useQuery(alertQueryOptions(id));
}
