import { alertPageId } from "@shared/alert-paths";
import type { QueryClient } from "@tanstack/react-query";
import { alertQueryOptions } from "@/features/alerts/api/alert";
import { latestAlertQueryOptions } from "@/features/home/api/latest-alert";

/** How long the first render waits for the starting page's data (beyond that, it shows Loading). */
export const STARTING_DATA_WAIT_MS = 300;

/** The data the first screen of the page at `path` shows, as a prefetch; null for other pages. */
function startingData(queryClient: QueryClient, path: string): Promise<void> | null {
  if (path === "/") return queryClient.prefetchQuery(latestAlertQueryOptions());
  const id = alertPageId(path);
  return id === null ? null : queryClient.prefetchQuery(alertQueryOptions(id));
}

/**
 * Opened from a shared link, an alert page needs its alert, and the home page its latest alert;
 * the HTML preloads them beside the code (server/src/modules/site), and this asks for them before
 * the first render, which waits for them for at most STARTING_DATA_WAIT_MS. They are then in the
 * page's first paint instead of a loading state that a second render replaces, and what is below
 * them starts where it will stay. Other pages start at once.
 */
export function prefetchStartingPage(queryClient: QueryClient, path: string): Promise<void> {
  const data = startingData(queryClient, path);
  if (!data) return Promise.resolve();
  const wait = new Promise<void>((resolve) => setTimeout(resolve, STARTING_DATA_WAIT_MS));
  return Promise.race([data, wait]);
}
