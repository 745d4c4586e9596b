import type { TimeToAlertResponse } from "@shared/time-to-alert";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { timeToAlertKey } from "@/lib/query-keys";

/** GET /api/admin/time-to-alert?days=N: the period's medians and worst cases, per channel. */
export const timeToAlertQueryOptions = (days: string) =>
  queryOptions({
    queryKey: timeToAlertKey(days),
    queryFn: ({ signal }) =>
      getJson<TimeToAlertResponse>(`/api/admin/time-to-alert?days=${days}`, "throw", signal),
  });

export function useTimeToAlert(days: string) {
  return useQuery(timeToAlertQueryOptions(days));
}
