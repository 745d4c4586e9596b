import { z } from "zod";

// Site configuration: what an organisation sets for its deployment (brand, phone numbers,
// memorial story, contest). The server reads it from the environment and serves it at
// GET /api/config/site; the client renders from it, so none of it is hard-coded in the UI.
export const siteConfigSchema = z.object({
  brandName: z.string(),
  emergencyPhone: z.string(),
  whatsappBusinessNumber: z.string(),
  memorialName: z.string(),
  memorialStory: z.string(),
  contestPrize: z.string(),
  contestEndDate: z.string(),
  publicUrl: z.string(),
  facebookUrl: z.string(),
  twitterUrl: z.string(),
  instagramUrl: z.string(),
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const mapsConfigSchema = z.object({ apiKey: z.string() });
export type MapsConfig = z.infer<typeof mapsConfigSchema>;

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
