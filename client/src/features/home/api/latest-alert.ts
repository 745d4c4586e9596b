import type { AlertSummary } from "@shared/alerts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { latestAlertKey } from "@/lib/query-keys";

// GET /api/alerts?verified=true&active=true: the home page's sample alert is the newest
// verified, active alert (only one is needed).
export async function fetchLatestAlert(signal?: AbortSignal): Promise<AlertSummary | null> {
  const alerts =
    (await getJson<AlertSummary[]>("/api/alerts?verified=true&active=true&limit=1", "throw", signal)) ?? [];
  const newest = [...alerts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  return newest ?? null;
}

export const latestAlertQueryOptions = () =>
  queryOptions({ queryKey: latestAlertKey, queryFn: ({ signal }) => fetchLatestAlert(signal) });

export function useLatestAlert() {
  return useQuery(latestAlertQueryOptions());
}
