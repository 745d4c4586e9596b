import { z } from "zod";
import type { MapsConfig, SiteConfig } from "./site";

// The zod schemas of the site configuration's shapes (shared/site.ts), for code that parses them
// and may load zod: the server's tests, tools. `satisfies` keeps each in step with its type.
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
}) satisfies z.ZodType<SiteConfig>;

export const mapsConfigSchema = z.object({ apiKey: z.string() }) satisfies z.ZodType<MapsConfig>;
