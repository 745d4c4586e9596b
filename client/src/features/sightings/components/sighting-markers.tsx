import type { AlertSighting } from "@shared/sightings";
import type { MapMarker } from "@/components/maps/types";

/** A 'Verified Sighting' marker for each verified sighting that has coordinates. */
export function verifiedSightingMarkers(
  sightings: AlertSighting[] | undefined,
  title: string,
  dateTime: (value: string) => string,
): MapMarker[] {
  return (sightings ?? [])
    .filter((s) => s.isVerified && s.latitude !== null && s.longitude !== null)
    .map((s) => ({
      position: [s.latitude!, s.longitude!] as [number, number],
      title,
      type: "sighting" as const,
      popup: (
        <div>
          <strong>{title}</strong>
          <br />
          {s.location}
          <br />
          {dateTime(s.sightingTime)}
        </div>
      ),
    }));
}
