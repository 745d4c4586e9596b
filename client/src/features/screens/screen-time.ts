import { GUYANA_TIME_ZONE } from "@shared/guyana-time";
import type { Language } from "@shared/languages";
import { SCREEN_LOCALES } from "./screen-texts";

// Dates and times on the screen, in its language and in Guyana's time whatever the device's zone.

/** "Mon 2 Mar, 2:05 pm" (the last-seen time). */
export function formatScreenDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(SCREEN_LOCALES[language], {
    timeZone: GUYANA_TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}

const guyanaDay = (date: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: GUYANA_TIME_ZONE }).format(date);

/** "2:05 pm", and "2 March" when it was not today (the offline note). */
export function formatScreenAsOf(
  iso: string,
  language: Language,
  now: Date,
): { time: string; day: string | null } {
  const date = new Date(iso);
  const locale = SCREEN_LOCALES[language];
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: GUYANA_TIME_ZONE,
    hour: "numeric",
    minute: "2-digit",
  }).format(date);
  if (guyanaDay(date) === guyanaDay(now)) return { time, day: null };
  const day = new Intl.DateTimeFormat(locale, { timeZone: GUYANA_TIME_ZONE, day: "numeric", month: "long" });
  return { time, day: day.format(date) };
}
