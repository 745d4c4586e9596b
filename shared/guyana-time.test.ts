import { describe, expect, it } from "vitest";
import { formatGuyanaDateTime } from "./guyana-time";

describe("Guyana time as people read it", () => {
  it("is UTC-04:00 and reads noon and midnight as 12, not 0", () => {
    expect(formatGuyanaDateTime(new Date("2026-11-14T16:36:00Z"))).toBe("Sat, 14 Nov 2026, 12:36 pm");
    expect(formatGuyanaDateTime(new Date("2026-11-15T04:05:00Z"))).toBe("Sun, 15 Nov 2026, 12:05 am");
    expect(formatGuyanaDateTime(new Date("2026-11-14T19:30:00Z"))).toBe("Sat, 14 Nov 2026, 3:30 pm");
  });
});
