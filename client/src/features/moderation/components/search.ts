import type { StaffAlert } from "@shared/alerts";
import type { PendingSighting } from "@shared/moderation";

// The dashboard's search: case-insensitive; alerts match on name or last
// location, sightings on location or description.

const includes = (haystack: string | null | undefined, needle: string) =>
  (haystack ?? "").toLocaleLowerCase().includes(needle);

export function filterAlerts(alerts: StaffAlert[], search: string): StaffAlert[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return alerts;
  return alerts.filter((a) => includes(a.name, needle) || includes(a.lastLocation, needle));
}

export function filterSightings(sightings: PendingSighting[], search: string): PendingSighting[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return sightings;
  return sightings.filter((s) => includes(s.location, needle) || includes(s.description, needle));
}
