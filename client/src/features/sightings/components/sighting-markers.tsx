import type { AlertSighting } from "@shared/sightings";
import type { MapMarker } from "@/components/maps/types";
import { formatDateTime } from "@/lib/datetime";

/** A 'Verified Sighting' marker for each verified sighting that has coordinates. */
export function verifiedSightingMarkers(sightings: AlertSighting[] | undefined): MapMarker[] {
  return (sightings ?? [])
    .filter((s) => s.isVerified && s.latitude !== null && s.longitude !== null)
    .map((s) => ({
      position: [s.latitude!, s.longitude!] as [number, number],
      title: "Verified Sighting",
      type: "sighting" as const,
      popup: (
        <div>
          <strong>Verified Sighting</strong>
          <br />
          {s.location}
          <br />
          {formatDateTime(s.sightingTime)}
        </div>
      ),
    }));
}
