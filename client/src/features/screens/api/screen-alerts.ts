import { SCREEN_REFRESH_SECONDS, type ScreenAlertsResponse, screenAlertsPath } from "@shared/screens";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { screenAlertsKey } from "@/lib/query-keys";
import { loadScreenCopy, saveScreenCopy } from "../screen-copy";

/**
 * GET /api/screens/{token}/alerts every minute, by itself. Each answer is kept on the device, and
 * the kept one is shown first (and for as long as the connection fails); a failed request is not
 * retried before the next minute's.
 */
export const screenAlertsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: screenAlertsKey(token),
    queryFn: async ({ signal }) => {
      const answer = await getJson<ScreenAlertsResponse>(screenAlertsPath(token), "throw", signal);
      saveScreenCopy(token, answer);
      return answer;
    },
    initialData: () => loadScreenCopy(token) ?? undefined,
    // The kept copy is shown at once and asked for again at once.
    initialDataUpdatedAt: 0,
    staleTime: 0,
    refetchInterval: SCREEN_REFRESH_SECONDS * 1000,
    refetchIntervalInBackground: true,
    // A screen offline still asks (TanStack Query would otherwise wait for the browser to say it
    // is online): its failure is what tells the screen to say it shows an older copy.
    networkMode: "always",
  });

export function useScreenAlerts(token: string) {
  return useQuery(screenAlertsQueryOptions(token));
}
