import { defaultNotificationSettings, notificationSettingsSchema } from "@shared/settings";
import { describe, expect, it } from "vitest";
import {
  ceilingMiles,
  growthMinutes,
  growthRings,
  levelCeilingKm,
  levelDelivery,
  nearWater,
  splitRings,
  startRadiusKm,
  suggestLevel,
} from "./levels";
import { guyanaSecondOfDay, quietHoursEnd } from "./quiet-hours";

// Levels and the search area's growth as pure rules, without a database or a clock of their own.

const settings = defaultNotificationSettings("Hope Alert");
const report = (
  age: number,
  circumstances: string | null = null,
  lastLocation = "Bourda Market, Georgetown",
) => ({
  age,
  lastLocation,
  circumstances,
});

describe("the suggested level", () => {
  it("is Red for a child at or under the high-priority age, with the reason", () => {
    expect(suggestLevel(report(4), settings)).toEqual({
      level: "red",
      travelMode: "foot",
      reasons: ["Age 4: at or under the high-priority age (5)"],
    });
    // The admin's threshold decides: "none" never makes age alone Red.
    expect(suggestLevel(report(4), { ...settings, highPriorityAgeThreshold: "none" }).level).toBe("concern");
  });

  it("is Red for the admin's high-priority keywords in the place or the circumstances", () => {
    const s = suggestLevel(report(9, null, "Near the Demerara river, Soesdyke"), settings);
    expect(s.level).toBe("red");
    expect(s.reasons).toContain("High-priority keywords: river");
  });

  it("is Red when the circumstances speak of abduction, a medical need or water", () => {
    expect(
      suggestLevel(report(10, "A man pulled her into a car; we think she was abducted."), settings),
    ).toEqual({
      level: "red",
      travelMode: "vehicle",
      reasons: ["The circumstances suggest someone took them", "The circumstances mention a vehicle"],
    });
    expect(suggestLevel(report(70, "He has dementia and needs his insulin."), settings).reasons).toEqual([
      "The circumstances mention a medical need",
    ]);
    expect(suggestLevel(report(8, "Was playing by the trench behind the house"), settings).reasons).toEqual([
      "Near water",
    ]);
  });

  it("is Local for a teenager, an adult, or a child who wandered off, when nothing points higher", () => {
    expect(suggestLevel(report(15, "Left home after an argument"), settings)).toMatchObject({
      level: "local",
      reasons: ["A teenager, and nothing points to danger"],
    });
    expect(suggestLevel(report(34), settings).reasons).toEqual(["An adult, and nothing points to danger"]);
    expect(suggestLevel(report(8, "Wandered off from the market stall"), settings).level).toBe("local");
    // A teenager near water is Red all the same.
    expect(suggestLevel(report(15, "Went swimming at the koker"), settings).level).toBe("red");
  });

  it("is Concern for a child when nothing points elsewhere, and says why", () => {
    expect(suggestLevel(report(9, "Did not come home from school"), settings)).toEqual({
      level: "concern",
      travelMode: "foot",
      reasons: ["A child, and nothing points to danger: Concern is the default"],
    });
  });

  it("suggests a vehicle only for words about vehicles, not words that start like them", () => {
    expect(suggestLevel(report(9, "Got into a minibus to Linden"), settings).travelMode).toBe("vehicle");
    expect(suggestLevel(report(9, "Was carrying a cardboard box and a scarf"), settings).travelMode).toBe(
      "foot",
    );
  });

  it("reads 'near water' from water places anywhere and water words in the circumstances only", () => {
    expect(nearWater(report(9, null, "Canal No. 1 Polder"))).toBe(true);
    expect(nearWater(report(9, null, "Stabroek Market, Water Street, Georgetown"))).toBe(false);
    expect(nearWater(report(9, "Went to fetch water at the standpipe"))).toBe(true);
    expect(nearWater(report(9, "Did not come home"))).toBe(false);
  });
});

describe("radii, ceilings and growth", () => {
  it("caps a level's start at its ceiling; Red and Concern reach the spec's radii, Local its own", () => {
    expect(levelCeilingKm("red", settings)).toBeCloseTo(100 * 1.609344, 6);
    expect(levelCeilingKm("concern", settings)).toBeCloseTo(50 * 1.609344, 6);
    expect(levelCeilingKm("local", settings)).toBe(5);
    expect(ceilingMiles("red", settings)).toBe(100);
    expect(ceilingMiles("local", settings)).toBe(4);
    expect(startRadiusKm("red", "foot", settings)).toBe(8);
    expect(startRadiusKm("local", "vehicle", { ...settings, localCeilingKm: 3 })).toBe(3);
  });

  it("grows Local on its own slower schedule, Red and Concern on theirs", () => {
    expect(growthMinutes("red", settings)).toEqual([30, 60, 120, 240]);
    expect(growthMinutes("concern", settings)).toEqual([30, 60, 120, 240]);
    expect(growthMinutes("local", settings)).toEqual([120, 240]);
    expect(startRadiusKm("local", "youngChildFoot", settings)).toBe(0.5);
    expect(growthMinutes("local", { ...settings, localGrowthMinutes: [45] })).toEqual([45]);
  });

  it("doubles at each growth time counted from the clock, and stops at the ceiling", () => {
    const clock = new Date("2026-01-10T14:00:00Z");
    const rings = growthRings({ clock, startRadiusKm: 2, ceilingKm: 10, growthMinutes: [30, 60, 120, 240] });
    expect(rings.map((r) => [r.radiusKm, (r.dueAt.getTime() - clock.getTime()) / 60_000])).toEqual([
      [2, 0],
      [4, 30],
      [8, 60],
      [10, 120],
    ]);
  });

  it("folds the rings already due into the start; the rest wait", () => {
    const clock = new Date("2026-01-10T14:00:00Z");
    const rings = growthRings({ clock, startRadiusKm: 3, ceilingKm: 160, growthMinutes: [30, 60, 120, 240] });
    const at = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);
    expect(splitRings(rings, at(5))).toEqual({ currentKm: 3, upcoming: rings.slice(1) });
    const late = splitRings(rings, at(90));
    expect(late.currentKm).toBe(12);
    expect(late.upcoming.map((r) => r.radiusKm)).toEqual([24, 48]);
    expect(splitRings(rings, at(600))).toEqual({ currentKm: 48, upcoming: [] });
  });

  it("delivers Red at once with sound; Concern waits for quiet hours; Local is always silent and without photo", () => {
    expect(levelDelivery("red")).toMatchObject({
      waitsForQuietHours: false,
      silentPush: false,
      withPhoto: true,
    });
    expect(levelDelivery("concern")).toMatchObject({
      waitsForQuietHours: true,
      silentPush: false,
      withPhoto: true,
    });
    expect(levelDelivery("local")).toMatchObject({
      waitsForQuietHours: true,
      silentPush: true,
      withPhoto: false,
    });
    expect(levelDelivery("red").urgency).toBeGreaterThan(levelDelivery("concern").urgency);
  });
});

describe("level settings", () => {
  const parse = (changes: object) => notificationSettingsSchema.safeParse({ ...settings, ...changes });

  it("accepts the defaults and refuses bad values, naming the field", () => {
    expect(parse({}).success).toBe(true);
    const badRadius = parse({
      levels: {
        ...settings.levels,
        red: { ...settings.levels.red, startRadiusKm: { youngChildFoot: 3, foot: 0, vehicle: 25 } },
      },
    });
    expect(badRadius.error?.issues[0]).toMatchObject({
      path: ["levels", "red", "startRadiusKm", "foot"],
      message: "must be between 0.1 and 500 km",
    });
    expect(parse({ areaGrowthMinutes: [60, 30] }).error?.issues[0]).toMatchObject({
      path: ["areaGrowthMinutes"],
      message: "must be in increasing order",
    });
    expect(
      parse({ levels: { ...settings.levels, local: { ...settings.levels.local, colour: "blue" } } }).error
        ?.issues[0]?.path,
    ).toEqual(["levels", "local", "colour"]);
    expect(parse({ localCeilingKm: 0 }).error?.issues[0]?.path).toEqual(["localCeilingKm"]);
  });
});

describe("quiet hours (Guyana time, UTC-4)", () => {
  // 02:30 in Guyana is 06:30 UTC.
  const night = new Date("2026-01-10T06:30:00Z");
  const noon = new Date("2026-01-10T16:00:00Z");

  it("finds the second of the day in Guyana", () => {
    expect(guyanaSecondOfDay(night)).toBe(2 * 3600 + 30 * 60);
  });

  it("holds a message inside a window that crosses midnight until the window ends", () => {
    const window = { startMinute: 22 * 60, endMinute: 6 * 60 };
    expect(quietHoursEnd(window, night)?.toISOString()).toBe("2026-01-10T10:00:00.000Z");
    expect(quietHoursEnd(window, noon)).toBeNull();
    // 23:00 in Guyana: the window ends at 06:00 the next morning.
    expect(quietHoursEnd(window, new Date("2026-01-11T03:00:00Z"))?.toISOString()).toBe(
      "2026-01-11T10:00:00.000Z",
    );
  });

  it("treats a window within one day, and no window, as such", () => {
    expect(quietHoursEnd({ startMinute: 11 * 60, endMinute: 13 * 60 }, noon)?.toISOString()).toBe(
      "2026-01-10T17:00:00.000Z",
    );
    expect(quietHoursEnd({ startMinute: null, endMinute: null }, night)).toBeNull();
    expect(quietHoursEnd({ startMinute: 60, endMinute: 60 }, night)).toBeNull();
  });
});
