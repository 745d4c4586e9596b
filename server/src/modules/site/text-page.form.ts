import { isLanguage, type Language } from "@shared/languages";
import { type CreateSightingData, createSightingInputSchema } from "@shared/sightings";
import { hasBrokenText } from "@shared/text";
import type { FastifyRequest } from "fastify";
import { requestLanguage } from "../../http/language";
import {
  emptySightingForm,
  SIGHTING_FORM_FIELDS,
  type SightingFormField,
  type SightingFormValues,
} from "./text-page.html";
import type { TextPageWords } from "./text-page.words";

// The text page's sighting form, read from its urlencoded post and checked with the rules of
// POST /api/sightings (the same contract), worded for the person who typed it.

/** A urlencoded form: each field's (last) value. */
export type FormBody = Record<string, string | undefined>;

/** Set by "Full page (uses more data)": Save-Data no longer sends this phone to the text page. */
export const FULL_PAGE_COOKIE = "full_page";

/**
 * The page's language: one chosen on the page itself (its language links, or the form it sent),
 * else the one chosen on the public pages (their cookie), else the browser's.
 */
export function textPageLanguage(request: FastifyRequest): Language {
  const body = request.body && typeof request.body === "object" ? (request.body as FormBody) : {};
  const query = (request.query ?? {}) as { lang?: string };
  for (const chosen of [body.lang, query.lang]) if (isLanguage(chosen)) return chosen;
  return requestLanguage(request);
}

/** The API's names for the form's fields. */
const API_FIELD: Record<string, SightingFormField> = {
  location: "location",
  description: "description",
  sightingTime: "time",
  reporterName: "name",
  reporterContact: "contact",
};

/** "2025-05-10T14:30" (a datetime-local input, or typed with a space) read on Guyana's clock. */
const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** An ISO time at Guyana's offset (UTC-04:00 all year), or null when the text is not a time. */
export function guyanaLocalTimeToIso(value: string): string | null {
  const match = LOCAL_TIME.exec(value.trim());
  if (!match) return null;
  const iso = `${match[1]}T${match[2]}:${match[3]}:${match[4] ?? "00"}-04:00`;
  const date = new Date(iso);
  // new Date() rolls "2025-02-30" over into March: a date that is not one reads back differently.
  if (Number.isNaN(date.getTime())) return null;
  const back = new Date(date.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
  return back === match[1] ? iso : null;
}

export interface CheckedSightingForm {
  values: SightingFormValues;
  errors: Partial<Record<SightingFormField, string>>;
  /** The API's input when every field passed. */
  input: CreateSightingData | null;
}

/** What the form sent, each field as typed (absent ones empty). */
export function sightingFormValues(body: FormBody): SightingFormValues {
  const values = emptySightingForm();
  for (const field of SIGHTING_FORM_FIELDS) values[field] = body[field] ?? "";
  return values;
}

/** The form checked by POST /api/sightings' own rules; each problem worded for its field. */
export function checkSightingForm(
  body: FormBody,
  { alertId, words }: { alertId: number; words: TextPageWords },
): CheckedSightingForm {
  const values = sightingFormValues(body);
  const errors: CheckedSightingForm["errors"] = {};
  for (const field of SIGHTING_FORM_FIELDS)
    if (hasBrokenText(values[field])) errors[field] = words.brokenText;
  const time = values.time.trim() === "" ? undefined : guyanaLocalTimeToIso(values.time);
  if (time === null) errors.time ??= words.timeInvalid;
  const parsed = createSightingInputSchema.safeParse({
    alertId,
    location: values.location,
    description: values.description,
    reporterName: values.name,
    reporterContact: values.contact,
    ...(time && { sightingTime: time }),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = API_FIELD[String(issue.path[0])];
      if (!field || errors[field]) continue;
      errors[field] = messageFor(field, issue, words);
    }
  }
  const valid = parsed.success && Object.keys(errors).length === 0;
  return { values, errors, input: valid ? parsed.data : null };
}

function messageFor(
  field: SightingFormField,
  issue: { code: string; maximum?: unknown },
  words: TextPageWords,
): string {
  if (issue.code === "too_big" && typeof issue.maximum === "number") return words.tooLong(issue.maximum);
  if (field === "location") return words.locationTooShort;
  if (field === "description") return words.descriptionTooShort;
  if (field === "time") return issue.code === "custom" ? words.timeInFuture : words.timeInvalid;
  return words.tooLong(field === "name" ? 120 : 200);
}
