import { ALERT_LOCATIONS_PATH, activeAlertsPath, alertPageId } from "@shared/alert-paths";
import { DEFAULT_LANGUAGE, type Language } from "@shared/languages";
import type { PageRenderer } from "@shared/server-rendering";
import type { AppContext } from "../../context";
import { AppError } from "../../errors";
import { getNotificationSettings } from "../../notifications";
import { getVisibleAlert } from "../alerts/alerts.service";
import { alertPageMeta, type PageMeta, sitePageMeta } from "./page-meta";
import { renderPageHtml, renderServerRenderedPageHtml } from "./site.html";

/** /active-alerts: the list's first page and its location filter are what it fetches first. */
const ACTIVE_ALERTS_PAGE_PATH = /^\/active-alerts\/?$/;

/**
 * The preview of the page at `path`. An alert page previews its alert only when the public may
 * see it (verified, active or found): a pending, denied or unknown id gets the site's own tags,
 * exactly like any other page, so a preview never tells that a report exists.
 */
export async function pageMetaFor(
  ctx: AppContext,
  path: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PageMeta> {
  const site = ctx.config.site;
  // The home page's sample alert: the newest active alert.
  if (path === "/")
    return { ...sitePageMeta(site, path, language), preloadJson: [activeAlertsPath({ limit: 1 })] };
  if (ACTIVE_ALERTS_PAGE_PATH.test(path)) {
    return { ...sitePageMeta(site, path, language), preloadJson: [activeAlertsPath(), ALERT_LOCATIONS_PATH] };
  }
  const id = alertPageId(path);
  if (id === null) return sitePageMeta(site, path, language);
  try {
    const alert = await getVisibleAlert(ctx, id, { isStaff: false });
    // Only a redacted record's preview depends on the settings: the others skip reading them.
    const announceFound =
      alert.redactedAt !== null &&
      (await getNotificationSettings(ctx.database.db, site.brandName)).announceFound;
    return alertPageMeta(alert, site, { announceFound }, language);
  } catch (error) {
    if (error instanceof AppError && error.kind === "not_found") return sitePageMeta(site, path, language);
    throw error;
  }
}

/** How long a page waits for its server rendering before it is sent for the browser to render. */
export const SERVER_RENDER_TIMEOUT_MS = 2_000;

export interface PageRendering {
  /** The client's server renderer (http/server-rendering.ts); null when the client is not built. */
  renderer: PageRenderer | null;
  /** Told when a page could not be server-rendered (it is sent for the browser to render). */
  onFailure: (error: unknown, path: string) => void;
}

/** The page asked for: its path, its query (without "?") and the language it is shown in. */
export interface PageRequest {
  path: string;
  search: string;
  language: Language;
}

async function serverRender(
  ctx: AppContext,
  rendering: PageRendering,
  { path, search, language }: PageRequest,
) {
  if (!rendering.renderer) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`server rendering took over ${SERVER_RENDER_TIMEOUT_MS} ms`)),
      SERVER_RENDER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      rendering.renderer.render({ path, search, language, site: ctx.config.site, now: ctx.now() }),
      timeout,
    ]);
  } catch (error) {
    rendering.onFailure(error, path);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One page's HTML: its preview tags and, for the public pages, its content rendered on the server
 * (docs/decisions/018). A page that cannot be server-rendered is still sent: the browser renders
 * it, exactly as before.
 */
export async function renderPageFor(
  ctx: AppContext,
  indexHtml: string,
  request: PageRequest,
  rendering: PageRendering,
): Promise<string> {
  const [meta, page] = await Promise.all([
    pageMetaFor(ctx, request.path, request.language),
    serverRender(ctx, rendering, request),
  ]);
  return page ? renderServerRenderedPageHtml(indexHtml, meta, page) : renderPageHtml(indexHtml, meta);
}
