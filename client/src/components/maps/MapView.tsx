import { MAP_POPUP_MAX_WIDTH } from "@shared/constants";
import { layout } from "@shared/i18n/layout.en";
import type { LayerGroup, Map as LeafletMap } from "leaflet";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { markerColours, markerIcon } from "./marker-icons";
import { isValidPosition, type MapCircle, type MapMarker } from "./types";
import { useLeaflet } from "./use-leaflet";

export interface MapViewProps {
  center: [number, number];
  zoom: number;
  markers?: MapMarker[];
  /** A number is pixels; a string is any CSS height. */
  height?: number | string;
  ariaLabel: string;
  className?: string;
  /** Draw markers as canvas dots instead of DOM pins: for tens of thousands of points. */
  renderAs?: "pins" | "dots";
  /** When given (even empty), a heat layer of these points replaces the markers. */
  heatPoints?: Array<[number, number]>;
  onMapClick?: (latitude: number, longitude: number) => void;
  /** Circles under the markers; the view fits them whenever they change. */
  circles?: MapCircle[];
  children?: ReactNode;
}

/** Drops invalid markers with a console warning. */
export function validMarkers(markers: MapMarker[]): MapMarker[] {
  return markers.filter((m) => {
    if (isValidPosition(m.position)) return true;
    console.warn("Skipping map marker with an invalid position", m.title, m.position);
    return false;
  });
}

export function MapView({
  center,
  zoom,
  markers = [],
  height = 300,
  ariaLabel,
  className,
  renderAs = "pins",
  heatPoints,
  onMapClick,
  circles,
  children,
}: MapViewProps) {
  const tl = useT(layout);
  const site = useSiteConfig();
  const containerRef = useRef<HTMLElement>(null);
  // The library and the tiles wait until the map is about to scroll into view.
  const { L, failed } = useLeaflet(useNearViewport(containerRef));
  const mapRef = useRef<LeafletMap | null>(null);
  const layerRef = useRef<LayerGroup | null>(null);
  const popupContainer = useMemo(
    () => (typeof document === "undefined" ? null : document.createElement("div")),
    [],
  );
  const [activePopup, setActivePopup] = useState<number | null>(null);
  const clickRef = useRef(onMapClick);
  clickRef.current = onMapClick;

  const shown = useMemo(() => validMarkers(markers), [markers]);

  // Create the map once the library is there; centre, zoom and markers are applied by the effects below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per library load
  useEffect(() => {
    if (!L || !containerRef.current || mapRef.current) return;
    const map = L.map(containerRef.current, { preferCanvas: renderAs === "dots" }).setView(center, zoom);
    L.tileLayer(site.mapTileUrl, { attribution: site.mapTileAttribution, maxZoom: 19 }).addTo(map);
    map.on("click", (e) => clickRef.current?.(e.latlng.lat, e.latlng.lng));
    map.on("popupclose", () => setActivePopup(null));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [L]);

  const [lat, lng] = center;
  useEffect(() => {
    mapRef.current?.setView([lat, lng], zoom);
  }, [lat, lng, zoom]);

  // Markers, dots or heat.
  useEffect(() => {
    const map = mapRef.current;
    if (!L || !map) return;
    layerRef.current?.remove();
    const layer = L.layerGroup();
    if (heatPoints) {
      const heat = (
        L as unknown as { heatLayer?: (p: Array<[number, number]>, o: object) => import("leaflet").Layer }
      ).heatLayer;
      if (heat) layer.addLayer(heat(heatPoints, { radius: 20, blur: 15, minOpacity: 0.4 }));
    } else {
      const renderer = renderAs === "dots" ? L.canvas({ padding: 0.5 }) : undefined;
      shown.forEach((m, index) => {
        const marker =
          renderAs === "dots"
            ? L.circleMarker(m.position, {
                renderer,
                radius: 5,
                color: "#ffffff",
                weight: 1,
                fillColor: markerColours[m.type],
                fillOpacity: 0.9,
              })
            : L.marker(m.position, {
                icon: markerIcon(L, m.type),
                title: m.title,
                alt: m.title,
                keyboard: true,
              });
        if (m.popup !== undefined) marker.on("click", () => setActivePopup(index));
        layer.addLayer(marker);
      });
    }
    layer.addTo(map);
    layerRef.current = layer;
  }, [L, shown, heatPoints, renderAs]);

  // Circles, and a view that holds them all. Fitted again only when they change, not on every
  // refresh of the same data: a moderator who zoomed in keeps the view.
  const circlesKey = JSON.stringify(circles ?? []);
  const circlesLayerRef = useRef<LayerGroup | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: circlesKey stands for the circles' content
  useEffect(() => {
    const map = mapRef.current;
    if (!L || !map) return;
    circlesLayerRef.current?.remove();
    circlesLayerRef.current = null;
    const drawn = (circles ?? []).filter((c) => isValidPosition(c.center) && c.radiusKm > 0);
    if (drawn.length === 0) return;
    const layer = L.layerGroup();
    let bounds: import("leaflet").LatLngBounds | null = null;
    for (const c of drawn) {
      const circle = L.circle(c.center, {
        radius: c.radiusKm * 1000,
        color: c.colour,
        weight: c.planned ? 1.5 : 2.5,
        dashArray: c.planned ? "6 6" : undefined,
        fillColor: c.colour,
        fillOpacity: c.planned ? 0 : 0.06,
      });
      circle.bindTooltip(c.label, { sticky: true });
      layer.addLayer(circle);
      const own = L.latLng(c.center).toBounds(c.radiusKm * 2000);
      bounds = bounds ? bounds.extend(own) : own;
    }
    layer.addTo(map);
    circlesLayerRef.current = layer;
    if (bounds) map.fitBounds(bounds, { padding: [16, 16] });
  }, [L, circlesKey]);

  // One popup at a time, its content rendered by React into a Leaflet popup.
  const active = activePopup === null ? undefined : shown[activePopup];
  useEffect(() => {
    const map = mapRef.current;
    if (!L || !map || !active || !popupContainer) return;
    const popup = L.popup({ maxWidth: MAP_POPUP_MAX_WIDTH })
      .setLatLng(active.position)
      .setContent(popupContainer);
    popup.openOn(map);
    return () => {
      map.closePopup(popup);
    };
  }, [L, active, popupContainer]);

  return (
    <div className={cn("relative overflow-hidden rounded-md border border-gray-200", className)}>
      <section
        ref={containerRef}
        aria-label={ariaLabel}
        data-testid="map"
        data-marker-count={heatPoints ? heatPoints.length : shown.length}
        data-map-mode={heatPoints ? "heat" : renderAs}
        data-circle-count={circles?.length ?? 0}
        style={{ height: typeof height === "number" ? `${height}px` : height }}
        className="z-0 w-full bg-gray-100"
      />
      {!L && (
        <div className="absolute inset-0 flex items-center justify-center text-sm text-gray-600">
          {failed ? tl("map.failed") : tl("map.loading")}
        </div>
      )}
      {active && popupContainer && createPortal(active.popup, popupContainer)}
      {children}
    </div>
  );
}
