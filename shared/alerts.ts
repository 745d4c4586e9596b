import { z } from "zod";
import { AGE_MAX, AGE_MIN, ALERTS_LIST_MAX_LIMIT } from "./constants";
import type { IntakeAnswers, PoliceConfirmationView } from "./intake";
import { intakeInputSchema } from "./intake.schema";
import { ALERT_LEVELS, AREA_STATES, TRAVEL_MODES } from "./levels";
import { PUBLIC_SHARING_POLICIES, SHARING_POLICIES } from "./sharing";

// Contracts for missing-person alerts. Dates travel as ISO strings.

/** A few minutes of slack so a phone whose clock runs slightly fast can still report "now". */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** A police case number or station name is short. */
export const POLICE_REFERENCE_MAX = 120;

/** How a rule words "too long": the API after the field's name, a form to the person typing. */
export type TooLongMessage = (max: number) => string;
export const apiTooLong: TooLongMessage = (max) => `must be at most ${max} characters`;

const requiredText = (max: number, required: string, tooLong: TooLongMessage) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong(max) });

/** Optional text: trimmed, at most `max` characters; empty becomes null. */
export const optionalText = (max: number, tooLong: TooLongMessage = apiTooLong) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((v) => (v ? v : null));

export const latitudeSchema = z
  .number({ error: "must be a number" })
  .min(-90, { error: "must be between -90 and 90" })
  .max(90, { error: "must be between -90 and 90" });
export const longitudeSchema = z
  .number({ error: "must be a number" })
  .min(-180, { error: "must be between -180 and 180" })
  .max(180, { error: "must be between -180 and 180" });

/** An ISO 8601 date-time with a zone (what `Date.prototype.toISOString()` produces). */
export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: "must be a date and time (ISO 8601, e.g. 2025-05-01T14:30:00Z)",
});

export function isNotInFuture(value: string, now: Date = new Date()): boolean {
  return new Date(value).getTime() <= now.getTime() + FUTURE_TOLERANCE_MS;
}

/** The report's required texts. */
export type AlertTextField =
  | "name"
  | "description"
  | "clothing"
  | "lastLocation"
  | "reporterName"
  | "reporterRelationship"
  | "reporterPhone"
  | "reporterEmail";

/**
 * The words of the report's rules. The rules live once, in alertFields; the API words them for
 * a 400 that names the field ("name: is required"), the report form for the person filling it
 * in (client/src/features/alerts/components/report-form-schema.ts).
 */
export interface AlertMessages {
  required: (field: AlertTextField) => string;
  tooLong: TooLongMessage;
  ageNotWhole: string;
  ageOutOfRange: string;
  phone: string;
  email: string;
  lastSeenInFuture: string;
}

const apiAlertMessages: AlertMessages = {
  required: () => "is required",
  tooLong: apiTooLong,
  ageNotWhole: "must be a whole number of years",
  ageOutOfRange: `must be between ${AGE_MIN} and ${AGE_MAX}`,
  phone: "must be a phone number (digits, optional +)",
  email: "must be a valid e-mail address",
  lastSeenInFuture: "cannot be in the future",
};

/** Phone numbers as reporters type them: a digit or +, then digits, spaces, ( ) . - */
export const REPORTER_PHONE_PATTERN = /^[+\d][\d\s().-]{5,}$/;

/** The fields of a report with their rules, worded by `m`. */
export function alertFields(m: AlertMessages) {
  const text = (field: AlertTextField, max: number) => requiredText(max, m.required(field), m.tooLong);
  return {
    name: text("name", 120),
    age: z
      .int({ error: m.ageNotWhole })
      .min(AGE_MIN, { error: m.ageOutOfRange })
      .max(AGE_MAX, { error: m.ageOutOfRange }),
    description: text("description", 2000),
    clothing: text("clothing", 1000),
    lastLocation: text("lastLocation", 300),
    lastSeen: isoDateTimeSchema.refine((v) => isNotInFuture(v), { error: m.lastSeenInFuture }),
    latitude: latitudeSchema.nullish(),
    longitude: longitudeSchema.nullish(),
    circumstances: optionalText(4000, m.tooLong),
    /** A data URL of the (client-compressed) photo, or empty. The server re-encodes and stores it. */
    photoUrl: z.string().nullish(),
    reporterName: text("reporterName", 120),
    reporterRelationship: text("reporterRelationship", 80),
    reporterPhone: text("reporterPhone", 40).pipe(
      z.string().regex(REPORTER_PHONE_PATTERN, { error: m.phone }),
    ),
    reporterEmail: text("reporterEmail", 200).pipe(z.email({ error: m.email })),
    /** Guyana Police Force case number or station, if the family has reported it; staff only. */
    policeReference: optionalText(POLICE_REFERENCE_MAX, m.tooLong),
    /** Optional; a new report is always active, so only true is accepted. */
    isActive: z.literal(true).optional(),
  };
}

/**
 * POST /api/alerts body. The report form's payload: name, age, description, clothing,
 * lastLocation, lastSeen, circumstances, photoUrl, reporter*, isActive; plus the coordinates
 * the location picker fills. Unknown keys (isVerified, status ...) are refused.
 */
export const createAlertInputSchema = z
  .strictObject({
    ...alertFields(apiAlertMessages),
    /** The intake questions (shared/intake.ts): all optional, staff only but for what helps the search. */
    intake: intakeInputSchema.nullish(),
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), {
    error: "latitude and longitude must be given together",
    path: ["longitude"],
  });
export type CreateAlertInput = z.input<typeof createAlertInputSchema>;
export type CreateAlertData = z.output<typeof createAlertInputSchema>;

/**
 * The alert as anyone may see it once verified. Never the reporter's e-mail (privacy rules in
 * docs/ARCHITECTURE.md).
 */
export const publicAlertSchema = z.object({
  id: z.number(),
  name: z.string(),
  age: z.number(),
  description: z.string(),
  clothing: z.string(),
  lastLocation: z.string(),
  lastSeen: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  circumstances: z.string().nullable(),
  /** /api/photos/{id}, or null. Never inline base64. */
  photoUrl: z.string().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
  /** The code /verify/{code} answers for ("Is this alert real?"), printed on the page, card and poster. */
  verifyCode: z.string().nullable(),
  /** Shown in the alert page's contact section (reporter name with relationship, phone). */
  reporterName: z.string(),
  reporterRelationship: z.string(),
  reporterPhone: z.string(),
  /** A closed case: "found" or only "closed" (shared/cases.ts); null while the search goes on. */
  publicOutcome: z.enum(["found", "closed"]).nullable(),
  closedAt: z.string().nullable(),
  /** From the intake answers, what helps the search: the vehicle, and "needs medication" (never what for). */
  vehicle: z
    .object({ make: z.string().nullable(), colour: z.string().nullable(), plate: z.string().nullable() })
    .nullable(),
  needsMedication: z.boolean(),
  /** The police confirmed the case (never the station, incident number or officer). */
  policeConfirmed: z.boolean(),
  /** red, concern or local (shared/levels.ts), chosen at verification; null for older alerts. */
  level: z.enum(ALERT_LEVELS).nullable(),
  /** The level's name and colour, from the settings. */
  levelStyle: z.object({ name: z.string(), colour: z.string() }).nullable(),
  /** The search area in plain words (shared/levels.ts PublicSearchArea); null without one or once closed. */
  searchArea: z
    .object({ radiusKm: z.number(), place: z.string(), growsEveryMinutes: z.number().nullable() })
    .nullable(),
  /**
   * shared/sharing.ts: "recipients_only" has no poster, share image or preview, and the page asks
   * not to forward it (a staff-only alert is not public at all).
   */
  sharingPolicy: z.enum(PUBLIC_SHARING_POLICIES),
});
export type PublicAlert = z.infer<typeof publicAlertSchema>;

/**
 * A found person's public record after the redaction delay: the first name, "found"
 * or "closed", and the dates. Nothing else of the case stays public.
 */
export const redactedAlertSchema = z.object({
  id: z.number(),
  redacted: z.literal(true),
  firstName: z.string(),
  publicOutcome: z.enum(["found", "closed"]),
  isActive: z.literal(false),
  lastSeen: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type RedactedAlert = z.infer<typeof redactedAlertSchema>;

/**
 * An appeal that ended quietly (the default when a case is closed): the page says only "This
 * appeal has ended. Thank you for your help.": no name, no photo, no outcome, no dates.
 */
export const endedAppealSchema = z.object({
  id: z.number(),
  redacted: z.literal(true),
  ended: z.literal(true),
  isActive: z.literal(false),
});
export type EndedAppeal = z.infer<typeof endedAppealSchema>;

/** GET /api/alerts/{id} for the public: the alert, or what is left of it once it closed. */
export type PublicAlertView = PublicAlert | RedactedAlert | EndedAppeal;

/** The alert as moderators and admins see it: everything, including review data. */
export const staffAlertSchema = publicAlertSchema.omit({ searchArea: true }).extend({
  /** Every policy, staff only included; null before verification (the level suggests one). */
  sharingPolicy: z.enum(SHARING_POLICIES).nullable(),
  reporterEmail: z.string(),
  adminNotes: z.string().nullable(),
  notificationRadius: z.number(),
  highPriority: z.boolean(),
  reviewedAt: z.string().nullable(),
  reviewedById: z.number().nullable(),
  /** An earlier case whose photo this report's photo matches (a reused photo), for the moderator to check. */
  photoReusedFromAlertId: z.number().nullable(),
  policeReference: z.string().nullable(),
  /** found_safe, found_other or closed_other once a verified alert is closed (shared/cases.ts). */
  outcome: z.string().nullable(),
  outcomeNote: z.string().nullable(),
  confirmedMissingAt: z.string().nullable(),
  redactedAt: z.string().nullable(),
  purgedAt: z.string().nullable(),
  /** Every intake answer (shared/intake.ts); null when the report answered none. */
  intake: z.custom<IntakeAnswers>().nullable(),
  /** Why the case needs a police confirmation before it is published; empty when it does not. */
  policeConfirmationReasons: z.array(z.string()),
  /** The recorded confirmation (station, incident number, officer), once there is one. */
  policeConfirmation: z.custom<PoliceConfirmationView>().nullable(),
  travelMode: z.enum(TRAVEL_MODES).nullable(),
  /** The search area's growth (GET /api/alerts/{id}/search-area has the whole area). */
  areaState: z.enum(AREA_STATES).nullable(),
  /** For a report waiting for review: the level its answers suggest, to preselect at verification. */
  suggestedLevel: z
    .object({ level: z.enum(ALERT_LEVELS), travelMode: z.enum(TRAVEL_MODES), reasons: z.array(z.string()) })
    .nullable(),
});
export type StaffAlert = z.infer<typeof staffAlertSchema>;

/** An item of the public active-alerts list (the list's fields, plus what the card shows). */
export const alertSummarySchema = publicAlertSchema.pick({
  id: true,
  name: true,
  age: true,
  description: true,
  clothing: true,
  lastLocation: true,
  lastSeen: true,
  latitude: true,
  longitude: true,
  photoUrl: true,
  isVerified: true,
  isActive: true,
  status: true,
  createdAt: true,
  level: true,
});
export type AlertSummary = z.infer<typeof alertSummarySchema>;

/** Response to POST /api/alerts: the new report's id and state only (no echo of personal data). */
export const createAlertResultSchema = z.object({
  id: z.number(),
  status: z.string(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type CreateAlertResult = z.infer<typeof createAlertResultSchema>;

const booleanParam = z
  .enum(["true", "false"], { error: "must be true or false" })
  .transform((v) => v === "true");

/**
 * GET /api/alerts query. verified=true lists public alerts (anyone); anything else is for staff.
 * The response is a JSON array, newest first; the header X-Total-Count carries the number of
 * matching alerts so the client knows whether Load More has more to load.
 */
export const listAlertsQuerySchema = z.object({
  verified: booleanParam.optional(),
  active: booleanParam.optional(),
  /** Case-insensitive match on name or last location. */
  search: z.string().trim().max(200, { error: "must be at most 200 characters" }).optional(),
  /** The first comma segment of the last location, as offered by GET /api/alerts/locations. */
  location: z.string().trim().max(300, { error: "must be at most 300 characters" }).optional(),
  limit: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: `must be between 1 and ${ALERTS_LIST_MAX_LIMIT}` })
    .max(ALERTS_LIST_MAX_LIMIT, { error: `must be between 1 and ${ALERTS_LIST_MAX_LIMIT}` })
    .optional(),
  offset: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be 0 or more" })
    .optional(),
});
export type ListAlertsQuery = z.input<typeof listAlertsQuerySchema>;

export { TOTAL_COUNT_HEADER } from "./constants";

/** GET /api/alerts/locations: the location filter options (without 'All Locations'). */
export const alertLocationsSchema = z.array(z.string());

/** The location filter's key for a last location: its first comma-separated segment. */
export function locationSegment(lastLocation: string): string {
  return (lastLocation.split(",")[0] ?? "").trim();
}
