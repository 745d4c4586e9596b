import { alertPageId } from "@shared/alert-paths";

/** The alert page's code: its own chunk, outside the home page's first load. */
export const loadAlertDetailPage = () => import("./pages/AlertDetailPage");

/**
 * Asks for the code of the page at `path` when it is not in the main bundle, beside the main
 * bundle's own start: an alert page opened from a shared link does not wait for React to reach it.
 */
export function loadStartingPageCode(path: string): Promise<unknown> {
  return alertPageId(path) === null ? Promise.resolve() : loadAlertDetailPage().catch(() => undefined);
}
