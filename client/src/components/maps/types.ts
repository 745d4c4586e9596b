import type { ReactNode } from "react";

/** A map marker. */
export interface MapMarker {
  position: [number, number];
  title: string;
  /** Popup content; rendered as React (text is escaped). */
  popup?: ReactNode;
  /** subscriberPlace: a subscriber's place besides home (work, school ...). */
  type: "alert" | "subscriber" | "subscriberPlace" | "sighting" | "other";
}

/** A circle drawn on the map (a search area's ring), with its label as the circle's tooltip. */
export interface MapCircle {
  center: [number, number];
  radiusKm: number;
  colour: string;
  label: string;
  /** Drawn dashed: a ring still to come. */
  planned?: boolean;
}

/** A place chosen with the address suggestions and/or the pin on the map. */
export interface LocationValue {
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export const emptyLocation: LocationValue = { address: "", latitude: null, longitude: null };

/**
 * Markers are skipped when the position is not a pair of numbers or a
 * coordinate equals 0 (with a console warning).
 */
export function isValidPosition(position: unknown): position is [number, number] {
  return (
    Array.isArray(position) &&
    position.length === 2 &&
    position.every((c) => typeof c === "number" && Number.isFinite(c) && c !== 0)
  );
}
