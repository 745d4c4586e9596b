import { alertPageId } from "@shared/alert-paths";
import { verifyPageCode } from "@shared/verify";
import type { QueryClient } from "@tanstack/react-query";
import { activeAlertsQueryOptions } from "@/features/alerts/api/active-alerts";
import { alertQueryOptions } from "@/features/alerts/api/alert";
import { alertLocationsQueryOptions } from "@/features/alerts/api/alert-locations";
import { latestAlertQueryOptions } from "@/features/home/api/latest-alert";
import { verifyCodeQueryOptions } from "@/features/verify/api/verify-code";

// The pages the server renders (docs/decisions/018-server-rendered-pages.md): the ones people
// open from a shared link or a search on a slow phone, which show the same to everyone. Staff
// screens, the chat and personal links are rendered by the phone as before.

const ACTIVE_ALERTS_PAGE = /^\/active-alerts\/?$/;
const VERIFY_PAGE = /^\/verify\/?$/;

/**
 * Loads the data the first screen of the page at `path` shows into `queryClient`: null when the
 * server does not render that page. The data an alert page needs is only there for an alert the
 * public may see.
 */
export function loadServerRenderedPageData(queryClient: QueryClient, path: string): Promise<unknown> | null {
  if (path === "/") return queryClient.prefetchQuery(latestAlertQueryOptions());
  if (path === "/subscribe" || path === "/report" || VERIFY_PAGE.test(path)) return Promise.resolve();
  const code = verifyPageCode(path);
  if (code !== null) return queryClient.prefetchQuery(verifyCodeQueryOptions(code));
  if (ACTIVE_ALERTS_PAGE.test(path)) {
    return Promise.all([
      queryClient.prefetchInfiniteQuery(activeAlertsQueryOptions({ search: "", location: "all" })),
      queryClient.prefetchQuery(alertLocationsQueryOptions()),
    ]);
  }
  const id = alertPageId(path);
  return id === null ? null : queryClient.prefetchQuery(alertQueryOptions(id));
}
