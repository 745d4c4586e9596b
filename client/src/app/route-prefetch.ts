import { parsePositiveId } from "@shared/ids";
import type { QueryClient } from "@tanstack/react-query";
import { alertQueryOptions } from "@/features/alerts/api/alert";

/** How long the first render waits for the starting page's data (beyond that, it shows Loading). */
export const STARTING_DATA_WAIT_MS = 300;

/**
 * Opened from a shared link, an alert page needs its data; the HTML preloads it beside the code
 * (server/src/modules/site), and this asks for it before the first render, which waits for it
 * for at most STARTING_DATA_WAIT_MS. The photo and facts are then in the page's first paint
 * instead of a loading state that a second render replaces. Other pages start at once.
 */
export function prefetchStartingPage(queryClient: QueryClient, path: string): Promise<void> {
  const match = /^\/alert\/([^/]+)\/?$/.exec(path);
  const id = parsePositiveId(match?.[1]);
  if (id === null) return Promise.resolve();
  const data = queryClient.prefetchQuery(alertQueryOptions(id));
  const wait = new Promise<void>((resolve) => setTimeout(resolve, STARTING_DATA_WAIT_MS));
  return Promise.race([data, wait]);
}
