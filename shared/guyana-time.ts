// Times people read (alert pages, texts, previews, posters) are Guyana's local time, whatever the
// server's or the phone's zone: a page rendered on the server reads the same once the phone has
// taken it over, and a relative abroad reads the time the family gave.
//
// Written out by hand rather than with Intl.DateTimeFormat: a phone's first DateTimeFormat loads
// the locale's calendar data, a noticeable stretch of blocked main thread on a cheap phone,
// on the first paint of every page that shows a date. Guyana has kept one
// offset all year since 1992 (UTC-04:00, no daylight saving), so the arithmetic is exact for any
// time an alert can carry; guyana-time.test.ts holds it to Intl's own output for the same zone.

/** Guyana's one time zone (IANA), for code that does use Intl (server-side templates). */
export const GUYANA_TIME_ZONE = "America/Guyana";

const GUYANA_OFFSET_MS = -4 * 60 * 60 * 1000;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
/** British English abbreviations (what texts and previews have always read: "Sept"). */
const SHORT_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

interface GuyanaClock {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  /** 1-12: noon and midnight read 12. */
  hour12: number;
  pm: boolean;
  minutes: string;
}

function guyanaClock(date: Date): GuyanaClock {
  const shifted = new Date(date.getTime() + GUYANA_OFFSET_MS);
  const hours = shifted.getUTCHours();
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour12: hours % 12 === 0 ? 12 : hours % 12,
    pm: hours >= 12,
    minutes: String(shifted.getUTCMinutes()).padStart(2, "0"),
  };
}

/** A valid Date for an ISO string or Date, or null. */
function validDate(value: string | Date): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The parts of a moment on Guyana's clock, for pages that write dates in other languages. */
export interface GuyanaDateParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  /** 1-12: noon and midnight read 12. */
  hour12: number;
  pm: boolean;
  /** Two digits. */
  minutes: string;
}

/** Guyana's clock at that moment; null for something that is not a date. */
export function guyanaDateParts(value: string | Date): GuyanaDateParts | null {
  const date = validDate(value);
  if (!date) return null;
  const c = guyanaClock(date);
  const hour = (c.hour12 % 12) + (c.pm ? 12 : 0);
  return {
    year: c.year,
    month: c.month + 1,
    day: c.day,
    hour,
    hour12: c.hour12,
    pm: c.pm,
    minutes: c.minutes,
  };
}

/** The year in Guyana at that moment. */
export function guyanaYear(date: Date): number {
  return guyanaClock(date).year;
}

/** "Sat, 21 Nov 2026, 3:45 pm" in Guyana (texts, previews, posters). */
export function formatGuyanaDateTime(date: Date): string {
  const c = guyanaClock(date);
  return `${WEEKDAYS[c.weekday]}, ${c.day} ${SHORT_MONTHS[c.month]} ${c.year}, ${c.hour12}:${c.minutes} ${c.pm ? "pm" : "am"}`;
}

/** "May 10, 2025 at 2:30 PM" in Guyana (the pages); "" for something that is not a date. */
export function formatGuyanaLongDateTime(value: string | Date): string {
  const date = validDate(value);
  if (!date) return "";
  const c = guyanaClock(date);
  return `${MONTHS[c.month]} ${c.day}, ${c.year} at ${c.hour12}:${c.minutes} ${c.pm ? "PM" : "AM"}`;
}

/** "May 10, 2025" in Guyana (the pages); "" for something that is not a date. */
export function formatGuyanaLongDate(value: string | Date): string {
  const date = validDate(value);
  if (!date) return "";
  const c = guyanaClock(date);
  return `${MONTHS[c.month]} ${c.day}, ${c.year}`;
}

/** "June 30, 2025" for a calendar date ("2025-06-30"), whatever the zone; "" when it is not one. */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return "";
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
