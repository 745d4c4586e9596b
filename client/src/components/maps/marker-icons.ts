import type { MapMarker } from "./types";

type Leaflet = typeof import("leaflet");

/**
 * Legend colours: red for a missing child report, blue for a subscriber (a lighter blue for their
 * other places), green for a sighting.
 */
export const markerColours: Record<MapMarker["type"], string> = {
  alert: "#dc2626",
  subscriber: "#2563eb",
  subscriberPlace: "#60a5fa",
  sighting: "#16a34a",
  other: "#6b7280",
};

const pinSvg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="${colour}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>`;

const cache = new Map<string, import("leaflet").DivIcon>();

/** Inline SVG pins: no marker images fetched from other hosts, nothing for the CSP to allow. */
export function markerIcon(L: Leaflet, type: MapMarker["type"]) {
  let icon = cache.get(type);
  if (!icon) {
    icon = L.divIcon({
      html: pinSvg(markerColours[type]),
      className: `map-pin map-pin-${type}`,
      iconSize: [28, 40],
      iconAnchor: [14, 40],
      popupAnchor: [0, -36],
    });
    cache.set(type, icon);
  }
  return icon;
}
