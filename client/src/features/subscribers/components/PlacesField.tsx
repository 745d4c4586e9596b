import { subscribe } from "@shared/i18n/subscribe.en";
import type { PlaceFormValue } from "@shared/subscriber-places.schema";
import { EXTRA_PLACES_MAX, PLACE_LABELS, type PlaceLabel } from "@shared/subscribers";
import { MapPin, Plus } from "lucide-react";
import { AddressAutocomplete } from "@/components/maps/AddressAutocomplete";
import { Button } from "@/components/ui/button";
import { Field, FieldError } from "@/components/ui/form-controls";
import { useT } from "@/i18n/i18n";

export interface PlacesFieldProps {
  /** Prefix of the controls' ids. */
  id: string;
  value: PlaceFormValue[];
  onChange: (places: PlaceFormValue[]) => void;
  /** Each place's address error, by position. */
  errors?: Array<string | undefined>;
  /** An error of the list as a whole (too many places). */
  listError?: string;
  disabled?: boolean;
}

const selectClasses =
  "block h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 shadow-sm focus:border-brand-700 disabled:cursor-not-allowed disabled:bg-gray-100 sm:text-sm";

/** The first kind not taken yet: work, then school, then other. */
function nextLabel(places: PlaceFormValue[]): PlaceLabel {
  return PLACE_LABELS.find((label) => !places.some((p) => p.label === label)) ?? "other";
}

/**
 * Places besides home (work, school ...): each a kind and an address chosen from the suggestions,
 * which sets its point. One already on file shows as its town; it can change kind or be removed.
 */
export function PlacesField({ id, value, onChange, errors, listError, disabled }: PlacesFieldProps) {
  const t = useT(subscribe);
  const replace = (index: number, place: PlaceFormValue) =>
    onChange(value.map((p, i) => (i === index ? place : p)));
  const add = () =>
    onChange([
      ...value,
      {
        id: null,
        label: nextLabel(value),
        locality: null,
        address: { address: "", latitude: null, longitude: null },
      },
    ]);
  return (
    <div className="space-y-3" data-testid={id}>
      <p className="text-sm text-gray-700">{t("places.intro", { max: EXTRA_PLACES_MAX })}</p>
      {value.map((place, index) => (
        <PlaceEntry
          // Places have no stable key before they are saved; their position is what the form names.
          key={index}
          id={`${id}-${index}`}
          number={index + 1}
          place={place}
          error={errors?.[index]}
          disabled={disabled}
          onChange={(changed) => replace(index, changed)}
          onRemove={() => onChange(value.filter((_, i) => i !== index))}
        />
      ))}
      <FieldError message={listError} />
      {value.length < EXTRA_PLACES_MAX && (
        <Button variant="outline" size="sm" onClick={add} disabled={disabled}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t("places.add")}
        </Button>
      )}
    </div>
  );
}

function PlaceEntry({
  id,
  number,
  place,
  error,
  disabled,
  onChange,
  onRemove,
}: {
  id: string;
  number: number;
  place: PlaceFormValue;
  error?: string;
  disabled?: boolean;
  onChange: (place: PlaceFormValue) => void;
  onRemove: () => void;
}) {
  const t = useT(subscribe);
  const { latitude, longitude } = place.address;
  const hasPin = latitude !== null && longitude !== null;
  const addressId = `${id}-address`;
  return (
    <fieldset className="space-y-3 rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold text-gray-900">{t("places.place", { n: number })}</legend>
      <Field id={`${id}-kind`} label={t("places.kind")}>
        <select
          id={`${id}-kind`}
          className={selectClasses}
          value={place.label}
          disabled={disabled}
          onChange={(e) => onChange({ ...place, label: e.target.value as PlaceLabel })}
        >
          {PLACE_LABELS.map((label) => (
            <option key={label} value={label}>
              {t(`places.kinds.${label}`)}
            </option>
          ))}
        </select>
      </Field>
      {place.id !== null ? (
        <p className="text-sm text-gray-800" data-testid={`${id}-saved`}>
          <MapPin className="mr-1 inline h-3.5 w-3.5" aria-hidden="true" />
          {place.locality ?? t("places.saved")} {t("places.savedSuffix")}
        </p>
      ) : (
        <Field id={addressId} label={t("places.address")} required error={error}>
          <AddressAutocomplete
            id={addressId}
            value={place.address.address}
            // A typed change no longer matches the chosen point: a suggestion sets it again.
            onTextChange={(address) =>
              onChange({ ...place, address: { address, latitude: null, longitude: null } })
            }
            onSelect={(found) =>
              onChange({
                ...place,
                address: { address: found.label, latitude: found.latitude, longitude: found.longitude },
              })
            }
            placeholder={t("places.addressPlaceholder")}
            disabled={disabled}
            required
            invalid={Boolean(error)}
            describedBy={[error ? `${addressId}-error` : null, `${addressId}-pin`].filter(Boolean).join(" ")}
          />
          <p id={`${addressId}-pin`} className="text-xs text-gray-600" aria-live="polite">
            {hasPin
              ? t("places.pinSet", { lat: latitude.toFixed(5), lng: longitude.toFixed(5) })
              : t("places.choose")}
          </p>
        </Field>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t("places.removeLabel", { n: number })}
      >
        {t("places.remove")}
      </Button>
    </fieldset>
  );
}
