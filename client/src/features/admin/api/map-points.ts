import type { MapPointsResponse } from "@shared/admin";
import { PLACE_LABELS, type PlaceLabel } from "@shared/subscribers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { mapPointsKey } from "@/lib/query-keys";

export interface MapPoint {
  id: number;
  position: [number, number];
}

/** Unpacks the flat [id, lat, lng, ...] array the server sends for tens of thousands of points. */
export function unpackPoints(flat: number[]): MapPoint[] {
  const out: MapPoint[] = [];
  for (let i = 0; i + 2 < flat.length; i += 3) {
    out.push({ id: flat[i] as number, position: [flat[i + 1] as number, flat[i + 2] as number] });
  }
  return out;
}

/** A subscriber's place besides home, on the map. */
export interface PlacePoint extends MapPoint {
  label: PlaceLabel;
}

/** Unpacks the flat [subscriber id, kind, lat, lng, ...] array of the subscribers' other places. */
export function unpackPlaces(flat: number[]): PlacePoint[] {
  const out: PlacePoint[] = [];
  for (let i = 0; i + 3 < flat.length; i += 4) {
    out.push({
      id: flat[i] as number,
      label: PLACE_LABELS[flat[i + 1] as number] ?? "other",
      position: [flat[i + 2] as number, flat[i + 3] as number],
    });
  }
  return out;
}

/** GET /api/admin/map-points: subscriber coordinates only (homes and other places); popups fetch the details. */
export const subscriberPointsQueryOptions = () =>
  queryOptions({
    queryKey: mapPointsKey,
    queryFn: async ({ signal }) => {
      const body = await getJson<MapPointsResponse>("/api/admin/map-points", "throw", signal);
      return { homes: unpackPoints(body.subscribers), places: unpackPlaces(body.places ?? []) };
    },
  });

export function useSubscriberPoints() {
  return useQuery(subscriberPointsQueryOptions());
}
