import { z } from "zod";
import {
  apiTooLong,
  isNotInFuture,
  isoDateTimeSchema,
  latitudeSchema,
  longitudeSchema,
  optionalText,
  type TooLongMessage,
} from "./alerts";
import { SIGHTING_DESCRIPTION_MIN, SIGHTING_LOCATION_MIN } from "./constants";

// Contracts for sightings. Dates travel as ISO strings.

export const SIGHTING_LOCATION_MESSAGE = "Location must be at least 5 characters";
export const SIGHTING_DESCRIPTION_MESSAGE = "Please provide more details about the sighting";

/**
 * The words of a sighting's rules where the API and the forms differ. The rules live once, in
 * sightingFields; the location and description messages are the same everywhere.
 */
export interface SightingMessages {
  tooLong: TooLongMessage;
  timeInFuture: string;
}

/** The fields of a sighting with their rules, worded by `m`. */
export function sightingFields(m: SightingMessages) {
  return {
    reporterName: optionalText(120, m.tooLong),
    /** Phone or e-mail. Visible to moderators only. */
    reporterContact: optionalText(200, m.tooLong),
    location: z
      .string({ error: SIGHTING_LOCATION_MESSAGE })
      .trim()
      .min(SIGHTING_LOCATION_MIN, { error: SIGHTING_LOCATION_MESSAGE })
      .max(300, { error: m.tooLong(300) }),
    latitude: latitudeSchema.nullish(),
    longitude: longitudeSchema.nullish(),
    sightingTime: isoDateTimeSchema.refine((v) => isNotInFuture(v), { error: m.timeInFuture }),
    description: z
      .string({ error: SIGHTING_DESCRIPTION_MESSAGE })
      .trim()
      .min(SIGHTING_DESCRIPTION_MIN, { error: SIGHTING_DESCRIPTION_MESSAGE })
      .max(4000, { error: m.tooLong(4000) }),
  };
}

const apiSightingFields = sightingFields({ tooLong: apiTooLong, timeInFuture: "cannot be in the future" });

/**
 * POST /api/sightings body. Reporter name and contact are optional here (the home dialog
 * leaves them optional; the alert page's form requires them on the client). sightingTime
 * defaults to now on the server when absent.
 */
export const createSightingInputSchema = z
  .strictObject({
    alertId: z.int({ error: "must be the id of an alert" }).positive({ error: "must be the id of an alert" }),
    ...apiSightingFields,
    sightingTime: apiSightingFields.sightingTime.optional(),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), {
    error: "latitude and longitude must be given together",
    path: ["longitude"],
  });
export type CreateSightingInput = z.input<typeof createSightingInputSchema>;
export type CreateSightingData = z.output<typeof createSightingInputSchema>;

/** A sighting as the public sees it (verified ones only). Never the reporter's contact details. */
export const publicSightingSchema = z.object({
  id: z.number(),
  alertId: z.number(),
  reporterName: z.string().nullable(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  sightingTime: z.string(),
  description: z.string(),
  isVerified: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
});
export type PublicSighting = z.infer<typeof publicSightingSchema>;

/** How a sighting came in: the web forms, or a reply to an alert text (staff only). */
export const SIGHTING_SOURCES = ["web", "sms", "whatsapp"] as const;
export type SightingSource = (typeof SIGHTING_SOURCES)[number];

/** A sighting as moderators and admins see it. */
export const staffSightingSchema = publicSightingSchema.extend({
  reporterContact: z.string().nullable(),
  source: z.enum(SIGHTING_SOURCES),
  adminNotes: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedById: z.number().nullable(),
});
export type StaffSighting = z.infer<typeof staffSightingSchema>;

/** GET /api/alerts/{id}/sightings returns public or staff sightings, newest first. */
export type AlertSighting = PublicSighting & Partial<Pick<StaffSighting, "reporterContact">>;

/** Response to POST /api/sightings: the new sighting's id and state only. */
export const createSightingResultSchema = z.object({
  id: z.number(),
  alertId: z.number(),
  status: z.string(),
  isVerified: z.boolean(),
  createdAt: z.string(),
});
export type CreateSightingResult = z.infer<typeof createSightingResultSchema>;
