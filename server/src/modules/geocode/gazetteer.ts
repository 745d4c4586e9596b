import { type GazetteerRow, gazetteerRows } from "./gazetteer-data";

export interface Place {
  /** What the address field shows: "Kitty, Georgetown, Guyana". */
  label: string;
  name: string;
  area: string;
  latitude: number;
  longitude: number;
}

const normalise = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

interface Entry extends Place {
  key: string;
  areaKey: string;
}

const toEntry = ([name, area, latitude, longitude]: GazetteerRow): Entry => ({
  name,
  area,
  latitude,
  longitude,
  label: `${name}, ${area}, Guyana`,
  key: normalise(name),
  areaKey: normalise(area),
});

const entries: Entry[] = gazetteerRows.map(toEntry);

function score(entry: Entry, query: string, words: string[]): number {
  if (entry.key === query) return 100;
  if (entry.key.startsWith(query)) return 80;
  // A typed full address ("45 Sheriff Street, Campbellville") contains the place's name.
  if (` ${query} `.includes(` ${entry.key} `)) return 60 + entry.key.length / 10;
  const nameWords = entry.key.split(" ");
  const matched = words.filter((w) => nameWords.some((n) => n.startsWith(w)));
  if (matched.length === words.length) return 40 + matched.length;
  if (
    words.length > 1 &&
    matched.length > 0 &&
    words.every((w) => `${entry.key} ${entry.areaKey}`.includes(w))
  ) {
    return 30;
  }
  return 0;
}

/** Places matching what the user typed, best first. Case, accents and punctuation are ignored. */
export function searchPlaces(text: string, limit = 8): Place[] {
  const query = normalise(text);
  if (query.length < 2) return [];
  const words = query.split(" ").filter((w) => w.length > 1 && !/^\d+$/.test(w));
  return entries
    .map((entry) => ({ entry, score: score(entry, query, words) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.entry.name.localeCompare(b.entry.name))
    .slice(0, limit)
    .map(({ entry }) => ({
      label: entry.label,
      name: entry.name,
      area: entry.area,
      latitude: entry.latitude,
      longitude: entry.longitude,
    }));
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/** The nearest known place to a point (for a pin dropped on the map), within maxKm. */
export function nearestPlace(
  latitude: number,
  longitude: number,
  maxKm = 25,
): (Place & { distanceKm: number }) | null {
  let best: Entry | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of entries) {
    const d = distanceKm(latitude, longitude, entry.latitude, entry.longitude);
    if (d < bestDistance) {
      best = entry;
      bestDistance = d;
    }
  }
  if (!best || bestDistance > maxKm) return null;
  return {
    label: best.label,
    name: best.name,
    area: best.area,
    latitude: best.latitude,
    longitude: best.longitude,
    distanceKm: Math.round(bestDistance * 100) / 100,
  };
}
