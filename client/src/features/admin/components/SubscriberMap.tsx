import { ADMIN_MAP_HEIGHT_PX, ADMIN_MAP_ZOOM, DEFAULT_MAP_CENTER } from "@shared/constants";
import { PLACE_LABEL_NAMES } from "@shared/subscribers";
import { useEffect, useMemo, useState } from "react";
import { loadLeafletHeat } from "@/components/maps/load-leaflet";
import { MapView } from "@/components/maps/MapView";
import { isValidPosition, type MapMarker } from "@/components/maps/types";
import { Label } from "@/components/ui/form-controls";
import { ErrorState } from "@/components/ui/states";
import { Switch } from "@/components/ui/switch";
import { errorDescription } from "@/lib/api-client";
import { useAdminAlerts } from "../api/admin-alerts";
import { useSubscriberPoints } from "../api/map-points";
import { AlertPopup, SubscriberPopup } from "./MapPopups";

type Display = "both" | "alerts" | "subscribers";

// Subscribers can number tens of thousands: they come as bare coordinates, are drawn as
// canvas dots, and each popup fetches its subscriber when opened.
export function SubscriberMap() {
  const [display, setDisplay] = useState<Display>("both");
  const [heatmap, setHeatmap] = useState(false);
  // The heat plugin is loaded on first use; until it is there the dots stay.
  const [heatReady, setHeatReady] = useState(false);
  useEffect(() => {
    if (!heatmap || heatReady) return;
    let cancelled = false;
    loadLeafletHeat().then(
      () => !cancelled && setHeatReady(true),
      (error) => console.error("Failed to load the heatmap", error),
    );
    return () => {
      cancelled = true;
    };
  }, [heatmap, heatReady]);
  const alerts = useAdminAlerts();
  const points = useSubscriberPoints();

  const alertMarkers = useMemo<MapMarker[]>(
    () =>
      (alerts.data ?? [])
        .filter((a) => isValidPosition([a.latitude, a.longitude]))
        .map((a) => ({
          position: [a.latitude as number, a.longitude as number],
          title: a.name,
          type: "alert",
          popup: <AlertPopup alert={a} />,
        })),
    [alerts.data],
  );
  // Every place a subscriber gave: home, and a lighter marker for each other place (work, school ...).
  const subscriberMarkers = useMemo<MapMarker[]>(
    () => [
      ...(points.data?.homes ?? []).map(
        (p): MapMarker => ({
          position: p.position,
          title: `Subscriber ${p.id}`,
          type: "subscriber",
          popup: <SubscriberPopup id={p.id} />,
        }),
      ),
      ...(points.data?.places ?? []).map(
        (p): MapMarker => ({
          position: p.position,
          title: `${PLACE_LABEL_NAMES[p.label]}: subscriber ${p.id}`,
          type: "subscriberPlace",
          popup: <SubscriberPopup id={p.id} place={p} />,
        }),
      ),
    ],
    [points.data],
  );
  const markers = useMemo(
    () =>
      display === "alerts"
        ? alertMarkers
        : display === "subscribers"
          ? subscriberMarkers
          : [...alertMarkers, ...subscriberMarkers],
    [display, alertMarkers, subscriberMarkers],
  );
  const heatPoints = useMemo(
    () => (heatmap && heatReady ? markers.map((m) => m.position) : undefined),
    [heatmap, heatReady, markers],
  );

  if (points.isError || alerts.isError) {
    return (
      <ErrorState
        title="Could not load the map data"
        message={errorDescription(points.error ?? alerts.error)}
      />
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-6">
        <div className="flex items-center gap-2">
          <Label htmlFor="map-display">Display</Label>
          <select
            id="map-display"
            value={display}
            onChange={(e) => setDisplay(e.target.value as Display)}
            className="h-9 rounded-md border border-gray-300 bg-white px-2 text-sm"
          >
            <option value="both">Both</option>
            <option value="alerts">Missing Children Only</option>
            <option value="subscribers">Subscribers Only</option>
          </select>
        </div>
        <div className="flex items-center gap-2">
          <Switch id="map-heatmap" checked={heatmap} onCheckedChange={setHeatmap} />
          <Label htmlFor="map-heatmap">Heatmap</Label>
        </div>
        {(points.isPending || alerts.isPending) && (
          <span className="text-sm text-gray-600">Loading points...</span>
        )}
      </div>
      <MapView
        center={DEFAULT_MAP_CENTER}
        zoom={ADMIN_MAP_ZOOM}
        height={ADMIN_MAP_HEIGHT_PX}
        markers={markers}
        renderAs="dots"
        heatPoints={heatPoints}
        ariaLabel="Map of missing child reports and subscribers"
      />
      <ul className="flex flex-wrap gap-6 text-sm text-gray-700" aria-label="Legend">
        <li className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-full bg-red-600" aria-hidden="true" />
          Missing Child Report
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-full bg-blue-600" aria-hidden="true" />
          Subscriber Location
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 rounded-full bg-blue-400" aria-hidden="true" />
          Subscriber's Other Place (work, school)
        </li>
      </ul>
    </div>
  );
}
