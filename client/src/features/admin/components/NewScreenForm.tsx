import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@shared/languages";
import {
  type CreateScreenResponse,
  SCREEN_NAME_MAX,
  SCREEN_RADIUS_KM_DEFAULT,
  SCREEN_RADIUS_KM_MAX,
  SCREEN_RADIUS_KM_MIN,
} from "@shared/screens";
import { type FormEvent, useState } from "react";
import { AddressAutocomplete } from "@/components/maps/AddressAutocomplete";
import { Button } from "@/components/ui/button";
import { Field, FieldError, Input } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useCreateScreen } from "../api/create-screen";

const selectClasses =
  "block h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 shadow-sm focus:border-brand-700 sm:text-sm";

interface Place {
  address: string;
  latitude: number | null;
  longitude: number | null;
}
const NO_PLACE: Place = { address: "", latitude: null, longitude: null };

/** The new screen's link, shown once: only its hash is kept, so it cannot be shown again. */
function NewScreenLink({ created, onDone }: { created: CreateScreenResponse; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(created.url).then(
      () => toast({ title: "Link copied" }),
      () =>
        toast({
          title: "Could not copy",
          description: "Select the link and copy it.",
          variant: "destructive",
        }),
    );
  return (
    <div className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4" role="status">
      <p className="font-medium text-amber-950">
        Screen link for {created.screen.name} (shown once; copy it now and open it on the partner's screen):
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <div className="min-w-0 flex-1 space-y-2">
          <label htmlFor="new-screen-url" className="block text-sm font-medium text-gray-800">
            Screen link
          </label>
          <Input id="new-screen-url" readOnly value={created.url} onFocus={(e) => e.target.select()} />
          <div className="flex gap-2">
            <Button size="sm" onClick={copy}>
              Copy link
            </Button>
            <Button size="sm" variant="outline" onClick={onDone}>
              Done
            </Button>
          </div>
        </div>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(created.qrSvg)}`}
          alt={`QR code of the screen link for ${created.screen.name}`}
          className="h-36 w-36 border border-gray-200 bg-white"
        />
      </div>
    </div>
  );
}

/** A screen link for a partner: a name, its area (around a place, or all of Guyana) and its language. */
export function NewScreenForm() {
  const [name, setName] = useState("");
  const [wholeCountry, setWholeCountry] = useState(false);
  const [place, setPlace] = useState<Place>(NO_PLACE);
  const [radiusKm, setRadiusKm] = useState(String(SCREEN_RADIUS_KM_DEFAULT));
  const [language, setLanguage] = useState<Language>("en");
  const [placeError, setPlaceError] = useState<string>();
  const [created, setCreated] = useState<CreateScreenResponse | null>(null);
  const create = useCreateScreen();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!wholeCountry && (place.latitude === null || place.longitude === null)) {
      setPlaceError("Choose the place from the suggestions, or choose all of Guyana.");
      return;
    }
    setPlaceError(undefined);
    const area = wholeCountry
      ? null
      : { latitude: place.latitude!, longitude: place.longitude!, radiusKm: Number(radiusKm) };
    create.mutate(
      { name, language, area },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setName("");
          setPlace(NO_PLACE);
        },
      },
    );
  };

  if (created) return <NewScreenLink created={created} onDone={() => setCreated(null)} />;
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-labelledby="new-screen-heading">
      <h2 id="new-screen-heading" className="text-lg font-semibold text-gray-900">
        New screen link
      </h2>
      <Field id="screen-name" label="Partner and place" required hint='For example "Bourda Market pharmacy".'>
        <Input
          id="screen-name"
          value={name}
          maxLength={SCREEN_NAME_MAX}
          aria-describedby="screen-name-hint"
          onChange={(e) => setName(e.target.value)}
          required
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">Area</legend>
        <label className="flex items-center gap-2 text-sm text-gray-900">
          <input
            type="radio"
            name="screen-area"
            checked={!wholeCountry}
            onChange={() => setWholeCountry(false)}
          />
          Around a place
        </label>
        <label className="flex items-center gap-2 text-sm text-gray-900">
          <input
            type="radio"
            name="screen-area"
            checked={wholeCountry}
            onChange={() => setWholeCountry(true)}
          />
          All of Guyana
        </label>
      </fieldset>
      {!wholeCountry && (
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <Field id="screen-place" label="Place" required error={placeError}>
            <AddressAutocomplete
              id="screen-place"
              value={place.address}
              // Typing again drops the chosen point: a suggestion sets it.
              onTextChange={(address) => setPlace({ address, latitude: null, longitude: null })}
              onSelect={(found) =>
                setPlace({ address: found.label, latitude: found.latitude, longitude: found.longitude })
              }
              placeholder="Start typing a town or address"
              required
              invalid={Boolean(placeError)}
              describedBy={placeError ? "screen-place-error" : undefined}
            />
          </Field>
          <Field id="screen-radius" label="Radius (km)" required>
            <Input
              id="screen-radius"
              type="number"
              inputMode="decimal"
              min={SCREEN_RADIUS_KM_MIN}
              max={SCREEN_RADIUS_KM_MAX}
              step="any"
              value={radiusKm}
              onChange={(e) => setRadiusKm(e.target.value)}
              required
            />
          </Field>
        </div>
      )}
      <Field id="screen-language" label="Language on the screen">
        <select
          id="screen-language"
          className={selectClasses}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Language)}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </Field>
      <FieldError message={create.isError ? errorDescription(create.error) : undefined} />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? "Creating..." : "Create screen link"}
      </Button>
    </form>
  );
}
