import type { StaffAlert } from "@shared/alerts";
import { ALERTS_LIST_MAX_LIMIT } from "@shared/constants";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { liveCasesKey } from "@/lib/query-keys";
import { staffRequest } from "./staff-request";

/** GET /api/alerts?active=true (staff): the open cases, of which the verified ones have an area. */
export const liveCasesQueryOptions = (token?: string) =>
  queryOptions({
    queryKey: liveCasesKey,
    queryFn: ({ signal }) =>
      apiJson<StaffAlert[]>(
        "GET",
        `/api/alerts?active=true&limit=${ALERTS_LIST_MAX_LIMIT}`,
        undefined,
        staffRequest(token, signal),
      ),
    select: (alerts) => alerts.filter((a) => a.isVerified),
  });

export function useLiveCases(token?: string) {
  return useQuery(liveCasesQueryOptions(token));
}
