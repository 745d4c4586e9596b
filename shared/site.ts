// Site configuration: what an organisation sets for its deployment (brand, phone numbers,
// memorial story, contest). The server reads it from the environment and serves it at
// GET /api/config/site; the client renders from it, so none of it is hard-coded in the UI.
// No zod here: the client reads this module on its first load (the layout, the home page), and
// zod stays out of that; the schemas that parse these shapes are in site.schema.ts.
export interface SiteConfig {
  brandName: string;
  emergencyPhone: string;
  whatsappBusinessNumber: string;
  memorialName: string;
  memorialStory: string;
  contestPrize: string;
  contestEndDate: string;
  publicUrl: string;
  facebookUrl: string;
  twitterUrl: string;
  instagramUrl: string;
  mapTileUrl: string;
  mapTileAttribution: string;
}

export interface MapsConfig {
  apiKey: string;
}

/** True once the contest's last day (inclusive, end of day UTC) is over. */
export function contestHasEnded(endDate: string, now: Date = new Date()): boolean {
  const end = new Date(`${endDate}T23:59:59.999Z`);
  return Number.isFinite(end.getTime()) && now.getTime() > end.getTime();
}

/** WhatsApp click-to-chat link with the prefilled 'join' text, addressed to the business number. */
export function whatsappJoinLink(businessNumber: string): string {
  return `https://wa.me/${businessNumber.replace(/[^\d]/g, "")}?text=join`;
}

/**
 * The id of the JSON script tag in which the server sends the site configuration with the page
 * (server/src/modules/site/site.html.ts), read by the client for the first paint.
 */
export const SITE_CONFIG_ELEMENT_ID = "site-config";
