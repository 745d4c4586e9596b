import type { PlaceSuggestion } from "@shared/geocode";
import { getJson } from "@/lib/api-client";

// GET /api/geocode/search and GET /api/geocode/reverse: address suggestions and pin naming.
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  return (
    (await getJson<PlaceSuggestion[]>(
      `/api/geocode/search?q=${encodeURIComponent(query)}`,
      "throw",
      signal,
    )) ?? []
  );
}

export async function describePoint(latitude: number, longitude: number): Promise<PlaceSuggestion | null> {
  const body = await getJson<{ place: PlaceSuggestion | null }>(
    `/api/geocode/reverse?lat=${latitude}&lng=${longitude}`,
  );
  return body?.place ?? null;
}
