import { ALERT_LOCATIONS_PATH, activeAlertsPath, alertPageId } from "../../../../shared/alert-paths";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { getVisibleAlert } from "../alerts/alerts.service";
import { alertPageMeta, type PageMeta, sitePageMeta } from "./page-meta";
import { renderPageHtml } from "./site.html";

/** /active-alerts: the list's first page and its location filter are what it fetches first. */
const ACTIVE_ALERTS_PAGE_PATH = /^\/active-alerts\/?$/;

/**
 * The preview of the page at `path`. An alert page previews its alert only when the public may
 * see it (verified, active or found): a pending, denied or unknown id gets the site's own tags,
 * exactly like any other page, so a preview never tells that a report exists.
 */
export async function pageMetaFor(ctx: AppContext, path: string): Promise<PageMeta> {
  const site = ctx.config.site;
  // The home page's sample alert: the newest active alert.
  if (path === "/") return { ...sitePageMeta(site, path), preloadJson: [activeAlertsPath({ limit: 1 })] };
  if (ACTIVE_ALERTS_PAGE_PATH.test(path)) {
    return { ...sitePageMeta(site, path), preloadJson: [activeAlertsPath(), ALERT_LOCATIONS_PATH] };
  }
  const id = alertPageId(path);
  if (id === null) return sitePageMeta(site, path);
  try {
    const alert = await getVisibleAlert(ctx, id, { isStaff: false });
    return alertPageMeta(alert, site);
  } catch (error) {
    if (error instanceof AppError && error.kind === "not_found") return sitePageMeta(site, path);
    throw error;
  }
}

export async function renderPageFor(ctx: AppContext, indexHtml: string, path: string): Promise<string> {
  return renderPageHtml(indexHtml, await pageMetaFor(ctx, path));
}
