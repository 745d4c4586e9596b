import type { PublicAlert } from "@shared/alerts";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { alertKey } from "./query-keys";

/** GET /api/alerts/{id}: the alert (staff signed in also see unverified ones). */
export function useAlert(id: number | null) {
  return useQuery({
    queryKey: alertKey(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      getJson<PublicAlert>(`/api/alerts/${id}`, "throw", signal) as Promise<PublicAlert>,
  });
}
