import type { AlertSummary } from "@shared/alerts";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";

// GET /api/alerts?verified=true&active=true: the home page's sample alert is the newest
// verified, active alert (only one is needed).
export const latestAlertQueryKey = ["/api/alerts", "home-latest"] as const;

export async function fetchLatestAlert(signal?: AbortSignal): Promise<AlertSummary | null> {
  const alerts =
    (await getJson<AlertSummary[]>("/api/alerts?verified=true&active=true&limit=1", "throw", signal)) ?? [];
  const newest = [...alerts].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  return newest ?? null;
}

export function useLatestAlert() {
  return useQuery({ queryKey: latestAlertQueryKey, queryFn: ({ signal }) => fetchLatestAlert(signal) });
}
