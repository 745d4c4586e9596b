import { activeAlertsPath } from "@shared/alert-paths";
import type { AlertSummary } from "@shared/alerts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { latestAlertKey } from "@/lib/query-keys";

// GET /api/alerts?verified=true&active=true: the home page's sample alert is the newest
// verified, active alert (only one is needed). The home page's HTML preloads it.
const LATEST_ALERT_PATH = activeAlertsPath({ limit: 1 });
export async function fetchLatestAlert(signal?: AbortSignal): Promise<AlertSummary | null> {
  const alerts = (await getJson<AlertSummary[]>(LATEST_ALERT_PATH, "throw", signal)) ?? [];
  const newest = [...alerts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  return newest ?? null;
}

export const latestAlertQueryOptions = () =>
  queryOptions({ queryKey: latestAlertKey, queryFn: ({ signal }) => fetchLatestAlert(signal) });

export function useLatestAlert() {
  return useQuery(latestAlertQueryOptions());
}
