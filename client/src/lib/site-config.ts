import type { SiteConfig } from "@shared/site";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "./api-client";
import { siteConfigKey } from "./query-keys";

// GET /api/config/site: brand, phone numbers, memorial story, contest. Shared by the layout
// and every feature, so it lives in lib rather than in one feature.
export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: siteConfigKey,
    queryFn: ({ signal }) => getJson<SiteConfig>("/api/config/site", "throw", signal),
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
