import { z } from "zod";
import { ALERT_LEVELS, type AlertLevel, AREA_PROFILES, type AreaProfile } from "./levels";

// The alert levels' part of the admin notification settings: each level's name and colour, the
// search area's starting radius per level and profile, when it grows (doubling at each step; Red
// and Concern on one schedule, Local on its own, slower one), and Local's ceiling. Red's and Concern's ceilings are the settings' radii (highPriorityRadius and
// defaultRadius, in miles), which keep their own fields and messages in shared/settings.ts.

export const KM_PER_MILE = 1.609344;

export const LEVEL_NAME_MAX = 40;
export const START_RADIUS_KM_MIN = 0.1;
export const START_RADIUS_KM_MAX = 500;
export const LOCAL_CEILING_KM_MIN = 1;
export const LOCAL_CEILING_KM_MAX = 500;
export const GROWTH_STEPS_MAX = 12;
/** A step more than a week after the time last seen would come too late to matter. */
export const GROWTH_MINUTES_MAX = 7 * 24 * 60;

export interface LevelStyle {
  name: string;
  /** #rrggbb */
  colour: string;
}

export interface LevelSetting extends LevelStyle {
  /** The search area's first radius, in km, by profile (shared/levels.ts areaProfile). */
  startRadiusKm: Record<AreaProfile, number>;
}

export type LevelSettings = Record<AlertLevel, LevelSetting>;

const kilometres = (min: number, max: number) =>
  z
    .number({ error: "must be a number of kilometres" })
    .min(min, { error: `must be between ${min} and ${max} km` })
    .max(max, { error: `must be between ${min} and ${max} km` });

const levelSetting = z.strictObject({
  name: z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "is required" })
    .max(LEVEL_NAME_MAX, { error: `must be at most ${LEVEL_NAME_MAX} characters` }),
  colour: z
    .string({ error: "must be text" })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "must be a colour written #rrggbb, e.g. #b91c1c" })
    .transform((v) => v.toLowerCase()),
  startRadiusKm: z.strictObject(
    Object.fromEntries(
      AREA_PROFILES.map((p) => [p, kilometres(START_RADIUS_KM_MIN, START_RADIUS_KM_MAX)]),
    ) as Record<AreaProfile, ReturnType<typeof kilometres>>,
    { error: `must give ${AREA_PROFILES.join(", ")}` },
  ),
});

const isIncreasing = (list: number[]) => list.every((v, i) => i === 0 || v > list[i - 1]!);

/** The fields shared/settings.ts adds to the notification settings. */
export const levelSettingsFields = {
  levels: z.strictObject(
    Object.fromEntries(ALERT_LEVELS.map((l) => [l, levelSetting])) as Record<AlertLevel, typeof levelSetting>,
    { error: `must give ${ALERT_LEVELS.join(", ")}` },
  ),
  /** Minutes after the time last seen (or a sighting's time) at which a Red or Concern area doubles. */
  areaGrowthMinutes: growthMinutes(),
  /** The same for a Local area: a person who wandered off is looked for near home first. */
  localGrowthMinutes: growthMinutes(),
  localCeilingKm: kilometres(LOCAL_CEILING_KM_MIN, LOCAL_CEILING_KM_MAX),
};

function growthMinutes() {
  return z
    .array(
      z
        .int({ error: "must be whole numbers of minutes" })
        .min(1, { error: `each must be between 1 and ${GROWTH_MINUTES_MAX} minutes` })
        .max(GROWTH_MINUTES_MAX, { error: `each must be between 1 and ${GROWTH_MINUTES_MAX} minutes` }),
      { error: "must be a list of minutes" },
    )
    .max(GROWTH_STEPS_MAX, { error: `at most ${GROWTH_STEPS_MAX} steps` })
    .refine(isIncreasing, { error: "must be in increasing order" });
}

/**
 * Defaults: Red starts widest (a life may be in danger), Local smallest and slowest, within a
 * few kilometres of home, as neighbourhood alerts are; a young child on foot cannot have got far.
 * Red and Concern double at 30, 60, 120 and 240 minutes after the time last seen; Local only
 * after hours.
 */
export function defaultLevelSettings(): {
  levels: LevelSettings;
  areaGrowthMinutes: number[];
  localGrowthMinutes: number[];
  localCeilingKm: number;
} {
  return {
    levels: {
      red: {
        name: "Red Alert",
        colour: "#b91c1c",
        startRadiusKm: { youngChildFoot: 3, foot: 8, vehicle: 25 },
      },
      concern: {
        name: "Concern",
        colour: "#c2410c",
        startRadiusKm: { youngChildFoot: 2, foot: 5, vehicle: 15 },
      },
      local: {
        name: "Local",
        colour: "#1d4ed8",
        startRadiusKm: { youngChildFoot: 0.5, foot: 1, vehicle: 3 },
      },
    },
    areaGrowthMinutes: [30, 60, 120, 240],
    localGrowthMinutes: [120, 240],
    localCeilingKm: 5,
  };
}
