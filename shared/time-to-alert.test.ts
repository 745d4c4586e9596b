import { describe, expect, it } from "vitest";
import { formatDuration, median } from "./time-to-alert";

describe("formatDuration", () => {
  it("reads in seconds, minutes, hours or days as the size asks", () => {
    expect(formatDuration(0)).toBe("0 s");
    expect(formatDuration(0.4)).toBe("0 s");
    expect(formatDuration(42)).toBe("42 s");
    expect(formatDuration(59.6)).toBe("1 min");
    expect(formatDuration(190)).toBe("3 min 10 s");
    expect(formatDuration(3_600)).toBe("1 h");
    expect(formatDuration(7_500)).toBe("2 h 5 min");
    expect(formatDuration(7_519)).toBe("2 h 5 min");
    expect(formatDuration(3 * 86_400 + 4 * 3_600 + 59)).toBe("3 d 4 h");
    expect(formatDuration(-5)).toBe("0 s");
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([40, 2, 10, 4])).toBe(7);
  });
});
