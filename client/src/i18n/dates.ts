import { guyanaDateParts } from "@shared/guyana-time";
import { common } from "@shared/i18n/common.en";
import type { layout } from "@shared/i18n/layout.en";
import { useMemo } from "react";
import { type Translate, useT } from "./i18n";

// Dates and "how long ago" in the page's language, on Guyana's clock whatever the phone's zone (a
// server-rendered page reads the same once the phone takes it over). Written from the catalog's
// patterns rather than Intl.DateTimeFormat, whose first use loads the locale's calendar data on
// a cheap phone's first paint (shared/guyana-time.ts).

type CommonT = Translate<typeof common.en>;

function dateParams(t: CommonT, value: string | Date) {
  const parts = guyanaDateParts(value);
  if (!parts) return null;
  return {
    year: parts.year,
    day: parts.day,
    hour: parts.hour,
    hour12: parts.hour12,
    minutes: parts.minutes,
    month: t("date.months").split(",")[parts.month - 1] ?? "",
    ampm: parts.pm ? t("date.pm") : t("date.am"),
  };
}

/** "May 10, 2025 at 2:30 PM", "10 de mayo de 2025, 14:30"; "" for something that is not a date. */
export function longDateTime(t: CommonT, value: string | Date): string {
  const params = dateParams(t, value);
  return params ? t("date.longTime", params) : "";
}

/** "May 10, 2025", "10 de mayo de 2025"; "" for something that is not a date. */
export function longDate(t: CommonT, value: string | Date): string {
  const params = dateParams(t, value);
  return params ? t("date.long", params) : "";
}

const UNITS = [
  [45 * 60, 60, "minute", "minutes"],
  [24 * 3600, 3600, "hour", "hours"],
  [30 * 86400, 86400, "day", "days"],
  [365 * 86400, 30 * 86400, "month", "months"],
] as const;

/** How long ago, in words: "less than a minute", "5 minutes", "about 3 hours", "2 days" ... */
export function timeAgo(t: Translate<typeof layout.en>, iso: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 45) return t("ago.underMinute");
  for (const [limit, divisor, one, many] of UNITS) {
    if (seconds < limit) {
      const n = Math.max(1, Math.round(seconds / divisor));
      return n === 1 ? t(`ago.${one}`) : t(`ago.${many}`, { n });
    }
  }
  const years = Math.max(1, Math.round(seconds / (365 * 86400)));
  return years === 1 ? t("ago.year") : t("ago.years", { n: years });
}

/** "June 30, 2025", "30 de junio de 2025" for a calendar date ("2025-06-30"), whatever the zone. */
export function calendarDate(t: CommonT, isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? t("date.months").split(",")[Number(match[2]) - 1] : undefined;
  if (!match || !month) return "";
  return t("date.long", { month, day: Number(match[3]), year: match[1]! });
}

/** The date helpers in the page's language (the same functions while the language stays). */
export function useDates() {
  const t = useT(common);
  return useMemo(
    () => ({
      dateTime: (value: string | Date) => longDateTime(t, value),
      date: (value: string | Date) => longDate(t, value),
      calendarDate: (isoDate: string) => calendarDate(t, isoDate),
    }),
    [t],
  );
}
