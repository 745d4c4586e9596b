import { alertPath } from "@shared/alert-paths";
import { publicOutcomeOf } from "@shared/cases";
import { DEFAULT_LANGUAGE, type Language } from "@shared/languages";
import { ALERT_PAGE_PHOTO_SIZES, isServedPhotoUrl, photoSrcSet } from "@shared/photos";
import type { NotificationSettings } from "@shared/settings";
import { sharingPolicyOf } from "@shared/sharing";
import type { SiteConfig } from "@shared/site";
import { type AlertRow, firstNameOf, publicPhotoUrl } from "../alerts/alerts.shape";
import { CARD } from "../share/share.images";
import { PAGE_META_WORDS } from "./page-meta.words";

// What a link preview shows (Open Graph and Twitter cards). Crawlers (WhatsApp, Facebook, X)
// never run our JavaScript, so these tags are in the first HTML response of every page.

/** Long descriptions are cut: previews show two or three lines. */
const DESCRIPTION_MAX = 240;

export interface PageMeta {
  /** The document title and og:title. */
  title: string;
  description: string;
  /** Canonical, absolute (from PUBLIC_URL). */
  url: string;
  type: "website" | "article";
  /** og:site_name: the brand. */
  siteName: string;
  image: { url: string; width: number; height: number; alt: string; type: string };
  /** summary_large_image for an alert's card; summary for the site's square icon. */
  twitterCard: "summary" | "summary_large_image";
  /**
   * The page's main photo, fetched from the HTML (a preload) rather than once the code and the
   * data have arrived: an alert page's largest paint. WebP, as the page's <picture> prefers it.
   */
  preloadPhoto?: { srcset: string; sizes: string };
  /**
   * The API answers the page's code will ask for first (an alert page's GET /api/alerts/{id}, the
   * active alerts' first page), fetched from the HTML beside the code instead of after it: the
   * page can render them as soon as its code runs. On an alert page, only for alerts the public
   * may see.
   */
  preloadJson?: string[];
}

export function siteDocumentTitle(site: SiteConfig, language: Language = DEFAULT_LANGUAGE): string {
  return `${site.brandName} — ${PAGE_META_WORDS[language].siteTitle}`;
}

/** Every page that is not a public alert: the site's own preview, in the page's language. */
export function sitePageMeta(
  site: SiteConfig,
  path: string,
  language: Language = DEFAULT_LANGUAGE,
): PageMeta {
  return {
    title: siteDocumentTitle(site, language),
    description: PAGE_META_WORDS[language].siteDescription,
    url: `${site.publicUrl}${path === "/" ? "/" : path}`,
    type: "website",
    siteName: site.brandName,
    image: {
      url: `${site.publicUrl}/pwa-512.png`,
      width: 512,
      height: 512,
      alt: site.brandName,
      type: "image/png",
    },
    twitterCard: "summary",
  };
}

/** Ends the text with one full stop ("…backpack." stays "…backpack.", not "…backpack.."). */
function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function cut(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A verified alert's preview: who, how old, where and when last seen, what they wore. Only
 * fields the public alert page shows; never the reporter, never anything of a pending report
 * (the caller only hands in an alert the public may see), and only for an alert shared widely.
 */
export function alertPageMeta(
  alert: AlertRow,
  site: SiteConfig,
  settings: Pick<NotificationSettings, "announceFound">,
  language: Language = DEFAULT_LANGUAGE,
): PageMeta {
  const words = PAGE_META_WORDS[language];
  // Not to be passed on (recipients only), or an appeal that ended quietly: the site's own
  // preview, as for any other page; the page itself still loads its alert first.
  if (
    sharingPolicyOf(alert.sharingPolicy) !== "share_widely" ||
    (alert.redactedAt && !settings.announceFound)
  )
    return { ...sitePageMeta(site, `/alert/${alert.id}`, language), preloadJson: [alertPath(alert.id)] };
  if (alert.redactedAt) return redactedAlertPageMeta(alert, site, language);
  const closed = !alert.isActive;
  const found = closed && publicOutcomeOf(alert.outcome) === "found";
  const title = `${found ? words.found : closed ? words.closed : words.missing}: ${alert.name}, ${alert.age}`;
  const description = closed
    ? found
      ? words.foundText(alert.name)
      : words.closedText
    : cut(
        `${words.lastSeenText(alert.lastLocation, alert.lastSeen)} ${sentence(`${words.wearing}: ${alert.clothing}`)} ${words.callText(site.emergencyPhone)}`,
        DESCRIPTION_MAX,
      );
  // The card's URL changes when the alert does (found), so a preview cached by a crawler
  // under the old URL is not shown for the new state.
  const version = found ? "found" : closed ? "closed" : "missing";
  const photo = publicPhotoUrl(alert);
  return {
    title,
    description,
    url: `${site.publicUrl}/alert/${alert.id}`,
    type: "article",
    siteName: site.brandName,
    image: {
      url: `${site.publicUrl}/api/alerts/${alert.id}/share-card.jpg?v=${version}`,
      // The card the share module renders (GET /api/alerts/{id}/share-card.jpg).
      width: CARD.width,
      height: CARD.height,
      alt: `${title}. ${site.brandName}, ${words.emergency} ${site.emergencyPhone}.`,
      type: "image/jpeg",
    },
    twitterCard: "summary_large_image",
    preloadJson: [alertPath(alert.id)],
    // A Local alert shows no photo, so the page has none to preload.
    ...(photo && isServedPhotoUrl(photo)
      ? { preloadPhoto: { srcset: photoSrcSet(photo, "webp"), sizes: ALERT_PAGE_PHOTO_SIZES } }
      : {}),
  };
}

/** A redacted record previews as what is left of it: the first name and "found" (or closed). */
function redactedAlertPageMeta(alert: AlertRow, site: SiteConfig, language: Language): PageMeta {
  const words = PAGE_META_WORDS[language];
  const firstName = firstNameOf(alert.name);
  const found = publicOutcomeOf(alert.outcome) === "found";
  return {
    ...sitePageMeta(site, `/alert/${alert.id}`, language),
    title: found ? `${words.found}: ${firstName}` : `${words.redactedClosed}: ${firstName}`,
    description: found ? words.foundText(firstName) : words.closedText,
    type: "article",
    preloadJson: [alertPath(alert.id)],
  };
}
