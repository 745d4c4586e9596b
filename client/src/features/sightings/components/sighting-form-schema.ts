import { latitudeSchema, longitudeSchema } from "@shared/alerts";
import { type CreateSightingInput, sightingFields } from "@shared/sightings";
import { z } from "zod";
import type { LocationValue } from "@/components/maps/types";
import { fromDateTimeLocalValue, toDateTimeLocalValue } from "@/lib/datetime";
import { formTooLong, localDateTimeSchema, locationValueSchema, throughContract } from "@/lib/form-fields";

// The sighting form's rules: those of shared/sightings.ts (the server parses the same ones),
// worded for the person filling the form in. Two variants: on the alert page
// all five fields are required; in the home page's dialog name and contact are optional and an
// empty time means now.

const fields = sightingFields({
  tooLong: formTooLong,
  timeInFuture: "The time of the sighting cannot be in the future",
});

/** The alert page's form. */
export const sightingFormSchema = z.object({
  reporterName: throughContract(
    z.string().trim().min(1, { error: "Please enter your name" }),
    fields.reporterName,
  ),
  reporterContact: throughContract(
    z.string().trim().min(1, { error: "Please enter a phone number or e-mail address" }),
    fields.reporterContact,
  ),
  location: locationValueSchema(fields.location),
  sightingTime: localDateTimeSchema(fields.sightingTime, {
    required: "Please enter the date and time of the sighting",
    incomplete: "Please enter a complete date and time",
  }),
  description: fields.description,
});

/** The home page dialog's form: the place is typed (no map), so the rule is on the text itself. */
export const quickSightingFormSchema = sightingFormSchema.extend({
  reporterName: throughContract(z.string(), fields.reporterName),
  reporterContact: throughContract(z.string(), fields.reporterContact),
  location: z.object({
    address: fields.location,
    latitude: latitudeSchema.nullable(),
    longitude: longitudeSchema.nullable(),
  }),
  sightingTime: localDateTimeSchema(fields.sightingTime, {
    incomplete: "Please enter a valid date and time",
  }),
});

export type SightingFormValues = z.input<typeof sightingFormSchema>;

export const emptySightingForm = (location: LocationValue, now: Date = new Date()): SightingFormValues => ({
  reporterName: "",
  reporterContact: "",
  location,
  sightingTime: toDateTimeLocalValue(now),
  description: "",
});

/** The API payload. Coordinates go only when a pin was set; an empty time is now. */
export function toCreateSightingInput(alertId: number, values: SightingFormValues): CreateSightingInput {
  const { address, latitude, longitude } = values.location;
  return {
    alertId,
    reporterName: values.reporterName.trim() || null,
    reporterContact: values.reporterContact.trim() || null,
    location: address.trim(),
    ...(latitude !== null && longitude !== null ? { latitude, longitude } : {}),
    sightingTime: fromDateTimeLocalValue(values.sightingTime) ?? new Date().toISOString(),
    description: values.description.trim(),
  };
}
