import { DEFAULT_MAP_CENTER } from "@shared/constants";
import type { PlaceSuggestion } from "@shared/geocode";
import { layout } from "@shared/i18n/layout.en";
import type { Map as LeafletMap, Marker } from "leaflet";
import { MapPin } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-controls";
import { useNearViewport } from "@/components/ui/use-near-viewport";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";
import { AddressAutocomplete } from "./AddressAutocomplete";
import { describePoint } from "./api-geocode";
import { markerIcon } from "./marker-icons";
import type { LocationValue } from "./types";
import { useLeaflet } from "./use-leaflet";

export interface LocationPickerProps {
  id: string;
  label: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  required?: boolean;
  error?: string;
  hint?: string;
  placeholder?: string;
  disabled?: boolean;
  mapHeight?: number;
}

/**
 * True once the person has focused anything in the form around `ref` (a keyboard user tabbing
 * towards the address then finds it ready). False outside a form.
 */
function useFormFocused(ref: RefObject<HTMLElement | null>): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (focused || !form) return;
    const onFocus = () => setFocused(true);
    form.addEventListener("focusin", onFocus);
    return () => form.removeEventListener("focusin", onFocus);
  }, [ref, focused]);
  return focused;
}

const PICKER_ZOOM = 15;
const OVERVIEW_ZOOM = 11;

/**
 * An address with suggestions, plus a small map where a tap drops the pin and a drag moves it.
 * The address field stays disabled until the map library has loaded,
 * which it starts to when the picker comes into view or its form is first focused.
 */
export function LocationPicker({
  id,
  label,
  value,
  onChange,
  required,
  error,
  hint,
  placeholder,
  disabled,
  mapHeight = 200,
}: LocationPickerProps) {
  const tl = useT(layout);
  const site = useSiteConfig();
  const mapElement = useRef<HTMLElement>(null);
  // The map library (the address field waits for it) loads when the picker comes into view or
  // the person starts filling in the form, not with the page: on a phone the picker is below the
  // first screen, and the library is the biggest single piece of work a form page does.
  const pickerInView = useNearViewport(mapElement, "50px");
  const formFocused = useFormFocused(mapElement);
  const { L, failed } = useLeaflet(pickerInView || formFocused);
  const mapRef = useRef<LeafletMap | null>(null);
  const pinRef = useRef<Marker | null>(null);
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const hasPin = value.latitude !== null && value.longitude !== null;

  // Setting the point from the map: keep what the user typed; name the place if they typed nothing.
  const setPoint = (latitude: number, longitude: number) => {
    const rounded = { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
    onChangeRef.current({ ...valueRef.current, ...rounded });
    if (!valueRef.current.address.trim()) {
      describePoint(rounded.latitude, rounded.longitude).then(
        (place) =>
          place &&
          !valueRef.current.address.trim() &&
          onChangeRef.current({ ...valueRef.current, address: place.label }),
        () => {},
      );
    }
  };
  const setPointRef = useRef(setPoint);
  setPointRef.current = setPoint;

  // The map and its tiles wait until the map is about to scroll into view.
  const mapWanted = useNearViewport(mapElement);
  useEffect(() => {
    if (!L || !mapWanted || !mapElement.current || mapRef.current) return;
    const start = valueRef.current;
    const map = L.map(mapElement.current).setView(
      start.latitude !== null && start.longitude !== null
        ? [start.latitude, start.longitude]
        : DEFAULT_MAP_CENTER,
      start.latitude !== null ? PICKER_ZOOM : OVERVIEW_ZOOM,
    );
    L.tileLayer(site.mapTileUrl, { attribution: site.mapTileAttribution, maxZoom: 19 }).addTo(map);
    map.on("click", (e) => setPointRef.current(e.latlng.lat, e.latlng.lng));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      pinRef.current = null;
    };
  }, [L, mapWanted, site.mapTileUrl, site.mapTileAttribution]);

  // Keep the pin in step with the value.
  useEffect(() => {
    const map = mapRef.current;
    if (!L || !mapWanted || !map) return;
    if (value.latitude === null || value.longitude === null) {
      pinRef.current?.remove();
      pinRef.current = null;
      return;
    }
    const position: [number, number] = [value.latitude, value.longitude];
    if (!pinRef.current) {
      const pin = L.marker(position, {
        icon: markerIcon(L, "alert"),
        draggable: true,
        title: tl("map.selected"),
        keyboard: true,
      });
      pin.on("dragend", () => {
        const p = pin.getLatLng();
        setPointRef.current(p.lat, p.lng);
      });
      pin.addTo(map);
      pinRef.current = pin;
    } else {
      pinRef.current.setLatLng(position);
    }
    if (!map.getBounds().contains(position)) map.setView(position, Math.max(map.getZoom(), PICKER_ZOOM));
  }, [L, mapWanted, value.latitude, value.longitude, tl]);

  const selectPlace = (place: PlaceSuggestion) => {
    const typed = value.address.trim();
    // Keep a typed street address when the suggestion is the area it is in.
    const placeName = place.label.split(",")[0]!.toLowerCase();
    const address =
      typed && /\d/.test(typed) && typed.toLowerCase().includes(placeName) ? typed : place.label;
    onChange({ address, latitude: place.latitude, longitude: place.longitude });
    mapRef.current?.setView([place.latitude, place.longitude], PICKER_ZOOM);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <AddressAutocomplete
        id={id}
        value={value.address}
        onTextChange={(address) => onChange({ ...value, address })}
        onSelect={selectPlace}
        placeholder={placeholder}
        disabled={disabled || !L}
        required={required}
        invalid={Boolean(error)}
        describedBy={[error ? errorId : null, hint ? hintId : null, `${id}-pin`].filter(Boolean).join(" ")}
      />
      <div className="mt-2 overflow-hidden rounded-md border border-gray-200">
        <section
          ref={mapElement}
          aria-label={tl("map.pickerLabel", { label })}
          data-testid={`${id}-map`}
          style={{ height: `${mapHeight}px` }}
          className="z-0 w-full bg-gray-100"
        />
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-gray-600">
        <p id={`${id}-pin`} aria-live="polite" data-testid={`${id}-pin-status`}>
          <MapPin className="mr-1 inline h-3.5 w-3.5" aria-hidden="true" />
          {failed
            ? tl("map.failed")
            : !L
              ? tl("map.loading")
              : hasPin
                ? tl("map.pinSet", { lat: value.latitude!.toFixed(5), lng: value.longitude!.toFixed(5) })
                : tl("map.choose")}
        </p>
        {hasPin && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...value, latitude: null, longitude: null })}
          >
            {tl("map.clearPin")}
          </Button>
        )}
      </div>
    </Field>
  );
}
