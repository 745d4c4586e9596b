import { isNotInFuture } from "@shared/alerts";
import { SIGHTING_DESCRIPTION_MIN, SIGHTING_LOCATION_MIN } from "@shared/constants";
import {
  type CreateSightingInput,
  SIGHTING_DESCRIPTION_MESSAGE,
  SIGHTING_LOCATION_MESSAGE,
} from "@shared/sightings";
import { z } from "zod";
import type { LocationValue } from "@/components/maps/types";
import { fromDateTimeLocalValue, toDateTimeLocalValue } from "@/lib/datetime";

// The alert page's sighting form: all five fields required (spec section 5); the location and
// description rules and messages are the shared ones.
export const sightingFormSchema = z.object({
  reporterName: z
    .string()
    .trim()
    .min(1, { error: "Please enter your name" })
    .max(120, { error: "Please use at most 120 characters" }),
  reporterContact: z
    .string()
    .trim()
    .min(1, { error: "Please enter a phone number or e-mail address" })
    .max(200, { error: "Please use at most 200 characters" }),
  location: z
    .object({ address: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable() })
    .refine((v) => v.address.trim().length >= SIGHTING_LOCATION_MIN, { error: SIGHTING_LOCATION_MESSAGE }),
  sightingTime: z
    .string()
    .min(1, { error: "Please enter the date and time of the sighting" })
    .refine((v) => fromDateTimeLocalValue(v) !== null, { error: "Please enter a complete date and time" })
    .refine((v) => isNotInFuture(fromDateTimeLocalValue(v) ?? ""), {
      error: "The time of the sighting cannot be in the future",
    }),
  description: z
    .string()
    .trim()
    .min(SIGHTING_DESCRIPTION_MIN, { error: SIGHTING_DESCRIPTION_MESSAGE })
    .max(4000, { error: "Please use at most 4000 characters" }),
});

export type SightingFormValues = z.input<typeof sightingFormSchema>;

export const emptySightingForm = (location: LocationValue, now: Date = new Date()): SightingFormValues => ({
  reporterName: "",
  reporterContact: "",
  location,
  sightingTime: toDateTimeLocalValue(now),
  description: "",
});

export function toCreateSightingInput(alertId: number, values: SightingFormValues): CreateSightingInput {
  return {
    alertId,
    reporterName: values.reporterName.trim(),
    reporterContact: values.reporterContact.trim(),
    location: values.location.address.trim(),
    latitude: values.location.latitude,
    longitude: values.location.longitude,
    sightingTime: fromDateTimeLocalValue(values.sightingTime)!,
    description: values.description.trim(),
  };
}
