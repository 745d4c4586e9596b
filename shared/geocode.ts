import { z } from "zod";

export const placeSchema = z.object({
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceSuggestion = z.infer<typeof placeSchema>;

export const geocodeSearchQuerySchema = z.object({
  q: z.string().trim().min(2, "Type at least 2 characters").max(200),
});
export const geocodeReverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
