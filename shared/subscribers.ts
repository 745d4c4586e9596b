// Subscribers: limits, messages and paths. No zod here (the subscribe
// page reads it on its first load); the rules, as zod schemas the browser and the server both
// run, are in subscribers.schema.ts, and the forms' payloads in subscriber-forms.ts.

/** Recent supporters shown on the home page. */
export const RECENT_SUPPORTERS_DEFAULT = 10;
/** Most entries one GET /api/subscribers may ask for. */
export const RECENT_SUPPORTERS_MAX = 50;
/** POST /api/subscribers per client address and window: enough for a family sharing one phone. */
export const SUBSCRIBE_RATE_LIMIT_MAX = 10;
export const SUBSCRIBE_RATE_LIMIT_WINDOW_MS = 10 * 60_000;
/** How long a server instance may serve a cached count or list without hearing of a change. */
export const SUBSCRIBER_CACHE_TTL_MS = 5_000;
/** Browser storage key for the WhatsApp opt-in flag. */
export const WHATSAPP_OPT_IN_STORAGE_KEY = "whatsappOptIn";

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const LOCATION_MAX = 300;

export const CONTACT_REQUIRED_MESSAGE = "At least one contact method (email or phone/WhatsApp) is required";
export const AGREE_REQUIRED_MESSAGE = "You must agree to receive alerts";
export const NAME_MESSAGE = `Name must be at least ${NAME_MIN} characters`;
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PHONE_MESSAGE = "Please enter a valid phone number with the country code, e.g. +592 600 1234";
export const ADDRESS_REQUIRED_MESSAGE = "Please enter your current address";
export const WHATSAPP_NEEDS_PHONE_MESSAGE = "WhatsApp alerts need a phone number";

/** The public drills: test alerts, clearly marked TEST, sent only to those who ask for them. */
export const DRILL_OPT_IN_LABEL = "Also send me the twice-yearly test alerts (drills)";

/** E-mail addresses compare case-insensitively: stored trimmed and in lower case. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/**
 * Phone numbers are stored in one form, "+" and digits (E.164), so "+592 600-1234",
 * "(592) 6001234" with a leading 00 and "+5926001234" are the same subscriber. A 7-digit
 * number is a Guyanese local number (+592). Returns null when it cannot be a phone number.
 */
export function normalizePhone(raw: string): string | null {
  let s = raw.trim().replace(/[\s().\-/]/g, "");
  if (s.startsWith("00")) s = `+${s.slice(2)}`;
  if (!s.startsWith("+")) {
    if (/^\d{7}$/.test(s)) s = `+592${s}`;
    else if (/^592\d{7}$/.test(s)) s = `+${s}`;
    else return null;
  }
  return /^\+[1-9]\d{6,14}$/.test(s) ? s : null;
}

export const UNSUBSCRIBE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

/** DELETE /api/subscribers/manage/{token} ("Delete my data"): the subscriber and their photo are gone. */
export type DeletedSubscription = { status: "deleted" };

/** The client route of the per-subscriber unsubscribe page (linked from every notification). */
export const unsubscribePath = (token: string) => `/unsubscribe/${encodeURIComponent(token)}`;

/** What an unknown or malformed link's token gets, from every route that takes one. */
export const INVALID_LINK_MESSAGE =
  "This unsubscribe link is not valid. Please copy the whole link from the message.";

/** GET and PATCH /api/subscribers/manage/{token} per client address and window. */
export const MANAGE_RATE_LIMIT_MAX = 30;
export const MANAGE_RATE_LIMIT_WINDOW_MS = 10 * 60_000;

/** The API path of "manage my alerts" for the link's token. */
export const manageSubscriptionPath = (token: string) =>
  `/api/subscribers/manage/${encodeURIComponent(token)}`;

// A subscriber's places and quiet hours. Home is the address on the subscription itself; up to
// EXTRA_PLACES_MAX more places (work, school ...) each reach them when an alert's area holds it.

export const PLACE_LABELS = ["work", "school", "other"] as const;
export type PlaceLabel = (typeof PLACE_LABELS)[number];
/** How each kind of place reads on the forms, the manage page and the staff map. */
export const PLACE_LABEL_NAMES: Record<PlaceLabel, string> = {
  work: "Work",
  school: "School",
  other: "Other place",
};
/** A stored kind as one of PLACE_LABELS ("other" for anything else). */
export function placeLabelOf(label: string): PlaceLabel {
  return (PLACE_LABELS as readonly string[]).includes(label) ? (label as PlaceLabel) : "other";
}
/** Places besides home. */
export const EXTRA_PLACES_MAX = 2;

export const PLACES_MAX_MESSAGE = `You can add at most ${EXTRA_PLACES_MAX} places besides your home`;
export const PLACE_LABEL_MESSAGE = "must be work, school or other";
export const PLACE_ADDRESS_REQUIRED_MESSAGE = "Please enter the address of this place";
export const PLACE_PIN_REQUIRED_MESSAGE = "Choose a suggestion so we know where this place is";

/** Quiet hours as the forms and the API write them: "HH:MM" in Guyana time. */
export interface QuietHours {
  start: string;
  end: string;
}
/** What the quiet hours are when first switched on. */
export const QUIET_HOURS_DEFAULT: QuietHours = { start: "22:00", end: "06:00" };
export const QUIET_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const QUIET_TIME_MESSAGE = "must be a time from 00:00 to 23:59, as HH:MM";
export const QUIET_TIME_FORM_MESSAGE = "Enter a time, for example 22:00";
export const QUIET_HOURS_SAME_MESSAGE = "Quiet hours must end at a different time from when they start";

/** "22:00" → 1320 (minutes after midnight); the pattern is checked first. */
export function minuteOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 1320 → "22:00". */
export function timeOfMinute(minute: number): string {
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** The stored minutes as the API shows them; off (null) unless both are set and differ. */
export function quietHoursOfMinutes(start: number | null, end: number | null): QuietHours | null {
  if (start === null || end === null || start === end) return null;
  return { start: timeOfMinute(start), end: timeOfMinute(end) };
}
