import { SITE_CONFIG_ELEMENT_ID, type SiteConfig } from "@shared/site";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "./api-client";
import { siteConfigKey } from "./query-keys";

/**
 * True when every field the client reads is a string. A plain check rather than the shared zod
 * schema: this runs before the first paint, and zod is kept out of the first load.
 */
function isSiteConfig(value: unknown): value is SiteConfig {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.keys(fallbackSiteConfig).every((key) => typeof record[key] === "string");
}

/**
 * The site configuration the server put in the page, read synchronously so the first paint has
 * the brand, phone numbers and contest; undefined when absent or unreadable (then the API answers).
 */
export function readEmbeddedSiteConfig(): SiteConfig | undefined {
  if (typeof document === "undefined") return undefined;
  const text = document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSiteConfig(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

// GET /api/config/site: brand, phone numbers, memorial story, contest. Shared by the layout
// and every feature, so it lives in lib rather than in one feature. The page's embedded copy is
// the initial data (the HTML is never cached, so it is as fresh as the API's answer).
export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: siteConfigKey,
    queryFn: ({ signal }) => getJson<SiteConfig>("/api/config/site", "throw", signal),
    initialData: readEmbeddedSiteConfig,
  });

export const fallbackSiteConfig: SiteConfig = {
  brandName: "",
  emergencyPhone: "911",
  whatsappBusinessNumber: "",
  memorialName: "",
  memorialStory: "",
  contestPrize: "",
  contestEndDate: "2025-06-30",
  publicUrl: "",
  facebookUrl: "https://www.facebook.com/",
  twitterUrl: "https://twitter.com/",
  instagramUrl: "https://www.instagram.com/",
  mapTileUrl: "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png",
  mapTileAttribution: "&copy; OpenStreetMap contributors",
};

export function useSiteConfig(): SiteConfig {
  const { data } = useQuery(siteConfigQueryOptions());
  return data ?? fallbackSiteConfig;
}
