import { ACTIVE_ALERTS_PAGE_SIZE } from "./constants";
import { parsePositiveId } from "./ids";

// The public alert API's paths, built in one place: the pages fetch them, and the server's HTML
// preloads the ones a page asks for first (a preload is only used by a request for the very same
// URL). No zod here: pages read it on their first load.

/**
 * The alert an alert page's path (/alert/{id}) shows, or null for any other path or an id that
 * is not one. The query (?report=sighting) is not part of the path.
 */
export function alertPageId(path: string): number | null {
  return parsePositiveId(/^\/alert\/([^/]+)\/?$/.exec(path)?.[1]);
}

/** GET /api/alerts/{id}: one alert. */
export const alertPath = (id: number) => `/api/alerts/${id}`;

/** GET /api/alerts/locations: the location filter's options. */
export const ALERT_LOCATIONS_PATH = "/api/alerts/locations";

/** GET /api/alerts?verified=true&active=true: one page of active alerts, searched and filtered. */
export function activeAlertsPath({
  offset = 0,
  search = "",
  location = "all",
  limit = ACTIVE_ALERTS_PAGE_SIZE,
}: {
  offset?: number;
  search?: string;
  location?: string;
  limit?: number;
} = {}): string {
  const params: [string, string][] = [
    ["verified", "true"],
    ["active", "true"],
    ["limit", String(limit)],
  ];
  if (offset) params.push(["offset", String(offset)]);
  if (search.trim()) params.push(["search", search.trim()]);
  if (location && location !== "all") params.push(["location", location]);
  return `/api/alerts?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}
