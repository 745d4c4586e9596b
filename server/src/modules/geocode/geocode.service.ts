import type { PlaceSuggestion } from "@shared/geocode";
import { nearestPlace, searchPlaces } from "./gazetteer";

const EXTERNAL_TIMEOUT_MS = 2_000;

interface NominatimResult {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

/** Asks the configured external geocoder; any failure or slowness just means no extra results. */
async function searchExternal(baseUrl: string, text: string): Promise<PlaceSuggestion[]> {
  const url = new URL("search", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`);
  url.searchParams.set("format", "jsonv2");
  url.searchParams.set("countrycodes", "gy");
  url.searchParams.set("limit", "5");
  url.searchParams.set("q", text);
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(EXTERNAL_TIMEOUT_MS),
      headers: { accept: "application/json" },
    });
    if (!res.ok) return [];
    const body = (await res.json()) as unknown;
    if (!Array.isArray(body)) return [];
    return (body as NominatimResult[])
      .map((r) => ({
        label: String(r.display_name ?? ""),
        latitude: Number(r.lat),
        longitude: Number(r.lon),
      }))
      .filter((p) => p.label && Number.isFinite(p.latitude) && Number.isFinite(p.longitude));
  } catch {
    return [];
  }
}

export async function suggestPlaces(
  text: string,
  geocoderUrl: string | undefined,
): Promise<PlaceSuggestion[]> {
  const local = searchPlaces(text).map(({ label, latitude, longitude }) => ({ label, latitude, longitude }));
  if (!geocoderUrl) return local;
  const external = await searchExternal(geocoderUrl, text);
  const seen = new Set(local.map((p) => p.label.toLowerCase()));
  return [...local, ...external.filter((p) => !seen.has(p.label.toLowerCase()))].slice(0, 10);
}

export function describePoint(latitude: number, longitude: number): PlaceSuggestion | null {
  const place = nearestPlace(latitude, longitude);
  return place ? { label: place.label, latitude, longitude } : null;
}
