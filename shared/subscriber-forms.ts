import type { PlaceChangeInput, PlaceFormValue, QuietHoursFormValue } from "./subscriber-places.schema";
import { QUIET_HOURS_DEFAULT, type QuietHours } from "./subscribers";
import type {
  CreateSubscriberInput,
  ManagedSubscription,
  ManageFormValues,
  SubscribeFormValues,
  UpdateSubscriptionInput,
} from "./subscribers.schema";

// What the subscribe and manage forms send, built from their values. No zod at run time: the
// forms render with these and load their rules (subscribers.schema.ts) when first checked.

/** Quiet hours on a form: switched off, they show the usual night when switched on. */
export function quietHoursFormValue(quietHours: QuietHours | null): QuietHoursFormValue {
  return quietHours ? { on: true, ...quietHours } : { on: false, ...QUIET_HOURS_DEFAULT };
}

/** What the API takes for the form's quiet hours: null when switched off. */
export function quietHoursOfForm(form: QuietHoursFormValue): QuietHours | null {
  return form.on ? { start: form.start, end: form.end } : null;
}

/** A subscription's places as the manage form edits them: those on file shown by their town. */
export function placeFormValues(places: ManagedSubscription["places"]): PlaceFormValue[] {
  return places.map((p) => ({
    id: p.id,
    label: p.label,
    locality: p.locality,
    address: { address: "", latitude: null, longitude: null },
  }));
}

/** A new place's body, or a kept place's id and kind. */
function placeChangeOf(place: PlaceFormValue): PlaceChangeInput {
  if (place.id !== null) return { id: place.id, label: place.label };
  return {
    label: place.label,
    location: place.address.address.trim(),
    latitude: place.address.latitude ?? undefined,
    longitude: place.address.longitude ?? undefined,
  };
}

function samePlaces(form: PlaceFormValue[], current: ManagedSubscription["places"]): boolean {
  return (
    form.length === current.length &&
    form.every((p, i) => p.id !== null && p.id === current[i]!.id && p.label === current[i]!.label)
  );
}

/** The PATCH body for a validated manage form: only what differs from the subscription. */
export function toUpdateSubscriptionInput(
  form: ManageFormValues,
  current: Pick<ManagedSubscription, "name" | "whatsappEnabled" | "places" | "quietHours"> &
    Partial<Pick<ManagedSubscription, "drillOptIn" | "language">>,
): UpdateSubscriptionInput {
  const input: UpdateSubscriptionInput = {};
  const name = form.name.trim();
  if (name !== current.name) input.name = name;
  const address = form.address.address.trim();
  if (address) {
    input.location = address;
    input.latitude = form.address.latitude ?? null;
    input.longitude = form.address.longitude ?? null;
  }
  if (form.whatsappEnabled !== current.whatsappEnabled) input.whatsappEnabled = form.whatsappEnabled;
  if (!samePlaces(form.places, current.places)) input.places = form.places.map(placeChangeOf);
  const quietHours = quietHoursOfForm(form.quietHours);
  if (quietHours?.start !== current.quietHours?.start || quietHours?.end !== current.quietHours?.end) {
    input.quietHours = quietHours;
  }
  if (form.drillOptIn !== undefined && form.drillOptIn !== current.drillOptIn)
    input.drillOptIn = form.drillOptIn;
  if (form.language !== undefined && form.language !== current.language) input.language = form.language;
  return input;
}

/** The POST body for a validated form: consent removed, empty fields left out. */
export function toCreateSubscriberInput(form: SubscribeFormValues): CreateSubscriberInput {
  const email = form.email.trim();
  const phone = form.phone.trim();
  const { address, latitude, longitude } = form.address;
  return {
    name: form.name.trim(),
    email: email || null,
    phone: phone || null,
    location: address.trim() || null,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
    profilePhotoUrl: form.profilePhotoUrl || null,
    whatsappEnabled: Boolean(phone) && form.whatsappEnabled,
    // Sent only when used: the body stays the basic fields for everyone else.
    ...(form.places.length > 0
      ? {
          places: form.places.map((p) => ({
            label: p.label,
            location: p.address.address.trim(),
            latitude: p.address.latitude as number,
            longitude: p.address.longitude as number,
          })),
        }
      : {}),
    ...(form.quietHours.on ? { quietHours: quietHoursOfForm(form.quietHours) } : {}),
    ...(form.drillOptIn ? { drillOptIn: true } : {}),
    ...(form.language ? { language: form.language } : {}),
  };
}
