import type { LevelStyleView, SearchAreaView } from "@shared/levels";
import { useMemo } from "react";
import { kilometresWords } from "@/components/levels/search-area-words";
import { MapView } from "@/components/maps/MapView";
import type { MapCircle, MapMarker } from "@/components/maps/types";
import { formatDateTime } from "@/lib/datetime";
import { ringsOnMap } from "./area-words";

/**
 * The area on a map: each ring that ran as a solid circle in the level's colour, the next one
 * dashed, a pin at the last known place and at each sighting. The table below says the same in
 * words (screen readers, phones).
 */
export function SearchAreaMap({ view, style }: { view: SearchAreaView; style: LevelStyleView }) {
  const circles = useMemo<MapCircle[]>(() => {
    const byId = new Map(view.circles.map((c) => [c.id, c]));
    return ringsOnMap(view).flatMap((ring) => {
      const circle = byId.get(ring.circleId);
      if (!circle) return [];
      const when =
        ring.status === "done" && ring.ranAt
          ? `reached ${formatDateTime(ring.ranAt)}`
          : `due ${formatDateTime(ring.dueAt)}`;
      return [
        {
          center: [circle.latitude, circle.longitude],
          radiusKm: ring.radiusKm,
          colour: style.colour,
          label: `Ring ${ring.seq}: ${kilometresWords(ring.radiusKm)} around ${circle.label}, ${when}`,
          planned: ring.status !== "done",
        },
      ];
    });
  }, [view, style.colour]);
  const markers = useMemo<MapMarker[]>(
    () =>
      view.circles.map((c) => ({
        position: [c.latitude, c.longitude],
        title: c.source === "sighting" ? `Sighting: ${c.label}` : `Last seen: ${c.label}`,
        type: c.source === "sighting" ? "sighting" : "alert",
      })),
    [view.circles],
  );
  const first = view.circles[0];
  return (
    <MapView
      center={first ? [first.latitude, first.longitude] : [6.8013, -58.1551]}
      zoom={12}
      markers={markers}
      circles={circles}
      height="min(60vh, 26rem)"
      ariaLabel="Map of the search area: its rings around the last known place and sightings"
    />
  );
}
