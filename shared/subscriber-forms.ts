import type {
  CreateSubscriberInput,
  ManagedSubscription,
  ManageFormValues,
  SubscribeFormValues,
  UpdateSubscriptionInput,
} from "./subscribers.schema";

// What the subscribe and manage forms send, built from their values. No zod at run time: the
// forms render with these and load their rules (subscribers.schema.ts) when first checked.

/** The PATCH body for a validated manage form: only what differs from the subscription. */
export function toUpdateSubscriptionInput(
  form: ManageFormValues,
  current: Pick<ManagedSubscription, "name" | "whatsappEnabled">,
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
  };
}
