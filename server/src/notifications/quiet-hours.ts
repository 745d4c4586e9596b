import { DAY_MS } from "@shared/constants";

// A subscriber's quiet hours: minutes after midnight in Guyana time (UTC-4 all year, no daylight
// saving), from start to end; a window may cross midnight (22:00-06:00). Both null, or equal,
// means none. Planning (area-planning.repo.ts) applies the same rule in SQL.

const GUYANA_OFFSET_MS = -4 * 60 * 60 * 1000;

/** Whole seconds since midnight in Guyana. */
export function guyanaSecondOfDay(now: Date): number {
  const local = now.getTime() + GUYANA_OFFSET_MS;
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 1000);
}

export interface QuietHours {
  startMinute: number | null;
  endMinute: number | null;
}

/** When the quiet hours holding `now` end, or null when `now` is not in quiet hours. */
export function quietHoursEnd(quiet: QuietHours, now: Date): Date | null {
  const { startMinute: start, endMinute: end } = quiet;
  if (start === null || end === null || start === end) return null;
  const second = guyanaSecondOfDay(now);
  const minute = second / 60;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const wait = (end * 60 - second + 86_400) % 86_400;
  // From the start of the current second: never before the end itself.
  return new Date(Math.floor(now.getTime() / 1000) * 1000 + wait * 1000);
}
