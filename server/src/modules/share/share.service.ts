import { createHash } from "node:crypto";
import { LoadingCache } from "../../cache";
import type { AppContext } from "../../context";
import { getShareablePublicAlert } from "../alerts/alerts.service";
import { getPhoto, photoAccess } from "../photos/photos.service";
import { renderCard, renderPortrait } from "./share.images";
import { renderPosterPdf } from "./share.pdf";
import { type ShareFacts, type ShareSite, shareFileName, sharePhotoUrl, toShareFacts } from "./share.text";

// The share card, poster and share image of an alert. Only what the public may see is shared:
// the alert is looked up as an anonymous viewer (verified alerts shared widely, active or closed,
// and not yet redacted; anything else is the same 404 as an unknown id), whoever asks, and the
// photo is drawn only when the photos module says it is public.

export type ShareKind = "card" | "poster-pdf" | "poster-image";

const FORMATS: Record<ShareKind, { contentType: string; extension: string }> = {
  card: { contentType: "image/jpeg", extension: "jpg" },
  "poster-pdf": { contentType: "application/pdf", extension: "pdf" },
  "poster-image": { contentType: "image/jpeg", extension: "jpg" },
};

/** Bumped when a layout changes, so files rendered by an older build are not served as current. */
const LAYOUT_VERSION = 2;
/**
 * Rendered files kept per running app, least recently used first out. Keys carry the alert's
 * version, so an alert that changes is rendered afresh and its old files age out; a shared link
 * brings bursts, which share one rendering.
 */
const CACHE_BYTES = 24 * 1024 * 1024;

export interface ShareFile {
  contentType: string;
  fileName: string;
  /** Changes whenever anything drawn would change (status, any public field, photo, site). */
  etag: string;
  /** The file's bytes, rendered on first use and then cached. */
  load(): Promise<Buffer>;
}

const caches = new WeakMap<AppContext, LoadingCache<Buffer>>();

function renderCache(ctx: AppContext): LoadingCache<Buffer> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new LoadingCache<Buffer>({ maxSize: CACHE_BYTES, sizeOf: (file) => file.length });
    caches.set(ctx, cache);
  }
  return cache;
}

export function shareSite(ctx: AppContext, alertId: number): ShareSite {
  return {
    brandName: ctx.config.site.brandName,
    emergencyPhone: ctx.config.site.emergencyPhone,
    alertUrl: `${ctx.config.publicUrl}/alert/${alertId}`,
    publicUrl: ctx.config.publicUrl,
  };
}

/** The version of what would be drawn: a hash of the public facts, the photo's URL and the site. */
export function shareVersion(kind: ShareKind, facts: ShareFacts, photoUrl: string | null, site: ShareSite) {
  const drawn = JSON.stringify([LAYOUT_VERSION, kind, facts, photoUrl, site]);
  return createHash("sha256").update(drawn).digest("base64url").slice(0, 16);
}

/** The stored photo's bytes, only when the photos module says anyone may see it. */
async function publicPhoto(ctx: AppContext, url: string | null): Promise<Buffer | null> {
  if (!url) return null;
  const id = url.slice(url.lastIndexOf("/") + 1);
  const access = await photoAccess(ctx.database.db, id, { isStaff: false });
  if (!access?.isPublic) return null;
  const photo = await getPhoto(ctx.database.db, id);
  return photo?.data ?? null;
}

/** A public alert's share file; a 404 for an alert the public may not see, whoever asks. */
export async function getShareFile(ctx: AppContext, alertId: number, kind: ShareKind): Promise<ShareFile> {
  const row = await getShareablePublicAlert(ctx, alertId);
  const facts = toShareFacts(row);
  const photoUrl = sharePhotoUrl(row);
  const site = shareSite(ctx, alertId);
  const version = shareVersion(kind, facts, photoUrl, site);
  const { contentType, extension } = FORMATS[kind];
  return {
    contentType,
    fileName: shareFileName(facts, extension),
    etag: `"${kind}-${alertId}-${version}"`,
    load: () =>
      renderCache(ctx).get(`${kind}:${alertId}:${version}`, async () => {
        const photo = await publicPhoto(ctx, photoUrl);
        if (kind === "card") return renderCard(facts, site, photo);
        if (kind === "poster-image") return renderPortrait(facts, site, photo);
        return (await renderPosterPdf(facts, site, photo)).pdf;
      }),
  };
}
