import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatGuyanaDateTime,
  formatGuyanaLongDate,
  formatGuyanaLongDateTime,
  GUYANA_TIME_ZONE,
  guyanaYear,
} from "./guyana-time";

describe("Guyana time as people read it", () => {
  it("is UTC-04:00 and reads noon and midnight as 12, not 0", () => {
    expect(formatGuyanaDateTime(new Date("2026-11-14T16:36:00Z"))).toBe("Sat, 14 Nov 2026, 12:36 pm");
    expect(formatGuyanaDateTime(new Date("2026-11-15T04:05:00Z"))).toBe("Sun, 15 Nov 2026, 12:05 am");
    expect(formatGuyanaDateTime(new Date("2026-11-14T19:30:00Z"))).toBe("Sat, 14 Nov 2026, 3:30 pm");
  });

  it("writes the pages' dates with the month in words, in Guyana whatever the zone", () => {
    expect(formatGuyanaLongDateTime("2025-05-10T18:30:00Z")).toBe("May 10, 2025 at 2:30 PM");
    expect(formatGuyanaLongDateTime("2025-05-11T02:30:00Z")).toBe("May 10, 2025 at 10:30 PM");
    expect(formatGuyanaLongDateTime("2025-01-01T04:00:00Z")).toBe("January 1, 2025 at 12:00 AM");
    expect(formatGuyanaLongDate("2025-03-01T03:59:00Z")).toBe("February 28, 2025");
    expect(formatGuyanaLongDateTime("not a date")).toBe("");
    expect(formatGuyanaLongDate("")).toBe("");
  });

  it("counts the year in Guyana (New Year's Eve evening is still the old year)", () => {
    expect(guyanaYear(new Date("2027-01-01T03:30:00Z"))).toBe(2026);
    expect(guyanaYear(new Date("2027-01-01T04:00:00Z"))).toBe(2027);
  });

  it("reads a calendar date as that day, in any zone", () => {
    expect(formatCalendarDate("2025-06-30")).toBe("June 30, 2025");
    expect(formatCalendarDate("2025-13-01")).toBe("");
    expect(formatCalendarDate("30/06/2025")).toBe("");
  });

  // The hand-written arithmetic against Intl's own formatting of America/Guyana, for instants
  // spread over 1993-2060 (-03:00 until March 1992) (a minute's precision, every hour of the day, leap days included).
  it("agrees with Intl for America/Guyana at 5,000 instants", () => {
    const long = new Intl.DateTimeFormat("en-US", {
      timeZone: GUYANA_TIME_ZONE,
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    const date = new Intl.DateTimeFormat("en-US", {
      timeZone: GUYANA_TIME_ZONE,
      year: "numeric",
      month: "long",
      day: "numeric",
    });
    const short = new Intl.DateTimeFormat("en-GB", {
      timeZone: GUYANA_TIME_ZONE,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h12",
    });
    const from = Date.parse("1993-01-01T04:00:00Z");
    const to = Date.parse("2060-12-31T00:00:00Z");
    const step = Math.floor((to - from) / 5000 / 60_000) * 60_000 + 37 * 60_000;
    for (let t = from; t < to; t += step) {
      const instant = new Date(t);
      // Some ICU versions put a narrow no-break space before am/pm.
      const intl = (format: Intl.DateTimeFormat) => format.format(instant).replace(/\u202f/g, " ");
      expect(formatGuyanaLongDateTime(instant)).toBe(intl(long));
      expect(formatGuyanaLongDate(instant)).toBe(intl(date));
      expect(formatGuyanaDateTime(instant)).toBe(intl(short));
    }
  });
});
