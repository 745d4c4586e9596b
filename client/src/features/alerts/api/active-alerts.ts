import { activeAlertsPath } from "@shared/alert-paths";
import type { AlertSummary } from "@shared/alerts";
import { ACTIVE_ALERTS_PAGE_SIZE, TOTAL_COUNT_HEADER } from "@shared/constants";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { activeAlertsKey } from "@/lib/query-keys";

export interface ActiveAlertsPage {
  items: AlertSummary[];
  total: number;
}

export interface ActiveAlertsFilters {
  search: string;
  /** "all" or the first segment of a last location. */
  location: string;
}

/** GET /api/alerts?verified=true&active=true, one page, searched and filtered on the server. */
export async function fetchActiveAlerts(
  filters: ActiveAlertsFilters,
  offset: number,
  limit: number = ACTIVE_ALERTS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ActiveAlertsPage> {
  const path = activeAlertsPath({ offset, search: filters.search, location: filters.location, limit });
  const res = await apiRequest("GET", path, undefined, { signal });
  const items = (await res.json()) as AlertSummary[];
  const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/** Page size 6; Load More adds 6. */
export const activeAlertsQueryOptions = (filters: ActiveAlertsFilters) =>
  infiniteQueryOptions({
    queryKey: activeAlertsKey(filters),
    initialPageParam: 0,
    // Keep the cards on screen while the next search's results load.
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) =>
      fetchActiveAlerts(filters, pageParam, ACTIVE_ALERTS_PAGE_SIZE, signal),
    getNextPageParam: (last: ActiveAlertsPage, pages: ActiveAlertsPage[]) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });

export function useActiveAlerts(filters: ActiveAlertsFilters) {
  return useInfiniteQuery(activeAlertsQueryOptions(filters));
}
