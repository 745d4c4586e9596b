import { z } from "zod";
import {
  EXTRA_PLACES_MAX,
  LOCATION_MAX,
  PLACE_ADDRESS_REQUIRED_MESSAGE,
  PLACE_LABEL_MESSAGE,
  PLACE_LABELS,
  PLACE_PIN_REQUIRED_MESSAGE,
  PLACES_MAX_MESSAGE,
  QUIET_HOURS_SAME_MESSAGE,
  QUIET_TIME_FORM_MESSAGE,
  QUIET_TIME_MESSAGE,
  QUIET_TIME_PATTERN,
} from "./subscribers";

// A subscriber's places besides home, and their quiet hours, as zod schemas: what POST
// /api/subscribers and the manage link accept (subscribers.schema.ts builds them in), and the
// parts of the subscribe and manage forms that edit them. Limits and messages: subscribers.ts.

export const placeLabelSchema = z.enum(PLACE_LABELS, { error: PLACE_LABEL_MESSAGE });
const placeLocationSchema = z
  .string({ error: (issue) => (issue.input == null ? PLACE_ADDRESS_REQUIRED_MESSAGE : "must be a string") })
  .trim()
  .min(1, { error: PLACE_ADDRESS_REQUIRED_MESSAGE })
  .max(LOCATION_MAX, { error: `must be at most ${LOCATION_MAX} characters` });
/** A place is only useful with its point: a missing coordinate asks for a suggestion to be chosen. */
const placeCoordinate = (limit: number) =>
  z
    .number({ error: (issue) => (issue.input == null ? PLACE_PIN_REQUIRED_MESSAGE : "must be a number") })
    .min(-limit, { error: `must be between -${limit} and ${limit}` })
    .max(limit, { error: `must be between -${limit} and ${limit}` });

/** A new place: its kind, its address and the point chosen for it. */
export const newPlaceSchema = z.strictObject({
  label: placeLabelSchema,
  location: placeLocationSchema,
  latitude: placeCoordinate(90),
  longitude: placeCoordinate(180),
});
export type PlaceInput = z.input<typeof newPlaceSchema>;
export type PlaceData = z.output<typeof newPlaceSchema>;

export const placeList = <T extends z.ZodType>(place: T) =>
  z.array(place, { error: "must be a list of places" }).max(EXTRA_PLACES_MAX, { error: PLACES_MAX_MESSAGE });

/**
 * A place in the manage link's list: one on file named by its id (its kind may change; a new
 * address and point move it), or a new one, without an id, given whole.
 */
export const placeChangeSchema = z
  .strictObject({
    id: z
      .number({ error: "must be the id of one of your places" })
      .int({ error: "must be the id of one of your places" })
      .positive({ error: "must be the id of one of your places" })
      .optional(),
    label: placeLabelSchema,
    location: placeLocationSchema.optional(),
    latitude: placeCoordinate(90).optional(),
    longitude: placeCoordinate(180).optional(),
  })
  .superRefine((v, ctx) => {
    const moved = v.location !== undefined || v.latitude !== undefined || v.longitude !== undefined;
    if (v.id !== undefined && !moved) return;
    if (v.location === undefined) {
      ctx.addIssue({ code: "custom", path: ["location"], message: PLACE_ADDRESS_REQUIRED_MESSAGE });
    }
    for (const key of ["latitude", "longitude"] as const) {
      if (v[key] === undefined) {
        ctx.addIssue({ code: "custom", path: [key], message: PLACE_PIN_REQUIRED_MESSAGE });
      }
    }
  });
export type PlaceChangeInput = z.input<typeof placeChangeSchema>;
export type PlaceChangeData = z.output<typeof placeChangeSchema>;

const quietTimeSchema = z
  .string({ error: QUIET_TIME_MESSAGE })
  .regex(QUIET_TIME_PATTERN, { error: QUIET_TIME_MESSAGE });

/** Quiet hours, "HH:MM" to "HH:MM" in Guyana time; a window may cross midnight (22:00 to 06:00). */
export const quietHoursSchema = z
  .strictObject(
    { start: quietTimeSchema, end: quietTimeSchema },
    { error: "must be an object with start and end, or null" },
  )
  .refine((v) => v.start !== v.end, { path: ["end"], error: QUIET_HOURS_SAME_MESSAGE });

/**
 * A place on the subscribe and manage forms: one on file (id, shown by its town) keeps its point;
 * a new one needs an address chosen from the suggestions.
 */
export const placeFormSchema = z
  .object({
    id: z.number().nullable(),
    label: placeLabelSchema,
    locality: z.string().nullable(),
    address: z.object({
      address: z.string().max(LOCATION_MAX, { error: `must be at most ${LOCATION_MAX} characters` }),
      latitude: placeCoordinate(90).nullable(),
      longitude: placeCoordinate(180).nullable(),
    }),
  })
  .superRefine((v, ctx) => {
    if (v.id !== null) return;
    if (!v.address.address.trim()) {
      ctx.addIssue({ code: "custom", path: ["address", "address"], message: PLACE_ADDRESS_REQUIRED_MESSAGE });
    } else if (v.address.latitude === null || v.address.longitude === null) {
      ctx.addIssue({ code: "custom", path: ["address", "address"], message: PLACE_PIN_REQUIRED_MESSAGE });
    }
  });
export type PlaceFormValue = z.input<typeof placeFormSchema>;

/** Quiet hours on the forms: a switch and two times, checked only while the switch is on. */
export const quietHoursFormSchema = z
  .object({ on: z.boolean(), start: z.string(), end: z.string() })
  .superRefine((v, ctx) => {
    if (!v.on) return;
    for (const key of ["start", "end"] as const) {
      if (!QUIET_TIME_PATTERN.test(v[key])) {
        ctx.addIssue({ code: "custom", path: [key], message: QUIET_TIME_FORM_MESSAGE });
      }
    }
    if (v.start === v.end) ctx.addIssue({ code: "custom", path: ["end"], message: QUIET_HOURS_SAME_MESSAGE });
  });
export type QuietHoursFormValue = z.input<typeof quietHoursFormSchema>;

export const placesFormSchema = z.array(placeFormSchema).max(EXTRA_PLACES_MAX, { error: PLACES_MAX_MESSAGE });
