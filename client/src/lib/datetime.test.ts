import { describe, expect, it } from "vitest";
import { formatDateTime, fromDateTimeLocalValue, timeAgoWords, toDateTimeLocalValue } from "./datetime";

describe("timeAgoWords", () => {
  const now = new Date("2025-05-10T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    [10_000, "less than a minute"],
    [60_000, "1 minute"],
    [5 * 60_000, "5 minutes"],
    [50 * 60_000, "about 1 hour"],
    [5 * 3_600_000, "about 5 hours"],
    [30 * 3_600_000, "1 day"],
    [3 * 86_400_000, "3 days"],
    [40 * 86_400_000, "about 1 month"],
    [200 * 86_400_000, "7 months"],
    [400 * 86_400_000, "about 1 year"],
  ])("%i ms ago reads '%s'", (ms, words) => {
    expect(timeAgoWords(ago(ms), now)).toBe(words);
  });

  it("treats a time slightly in the future as just now", () => {
    expect(timeAgoWords(new Date(now.getTime() + 5_000).toISOString(), now)).toBe("less than a minute");
  });
});

describe("datetime-local values", () => {
  it("round-trips a local date and time through ISO", () => {
    const date = new Date(2025, 4, 10, 14, 30);
    const value = toDateTimeLocalValue(date);
    expect(value).toBe("2025-05-10T14:30");
    expect(fromDateTimeLocalValue(value)).toBe(date.toISOString());
  });

  it("refuses incomplete or invalid values", () => {
    for (const bad of ["", "2025-05-10", "2025-13-40T10:00", "yesterday", "2025-05-10T"]) {
      expect(fromDateTimeLocalValue(bad), bad).toBeNull();
    }
  });

  it("formats a date and time with the month in words, in Guyana's time whatever the phone's zone", () => {
    expect(formatDateTime("2025-05-10T18:30:00Z")).toBe("May 10, 2025 at 2:30 PM");
    expect(formatDateTime("2025-05-10T18:30:00-04:00")).toBe("May 10, 2025 at 6:30 PM");
    expect(formatDateTime("not a date")).toBe("");
  });
});
