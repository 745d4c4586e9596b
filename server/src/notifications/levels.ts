import { intakeOf } from "@shared/intake";
import { KM_PER_MILE } from "@shared/level-settings";
import type { AlertLevel, LevelSuggestion, TravelMode } from "@shared/levels";
import type { NotificationSettings } from "@shared/settings";
import { intakeTriage } from "./intake-triage";
import { URGENCY } from "./planning.repo";
import { matchedKeywords } from "./targeting";

// Alert levels and the search area's growth, as pure rules: the level a report suggests, the
// starting radius and ceiling a level gives, the rings a circle grows through, and how a level
// is delivered (may it wait for quiet hours, is its push silent, does it carry the photo).

/**
 * What the suggestion reads of a report. An object, so answers the report form collects later
 * (near water, medical need, a vehicle) can be added as fields without changing the callers.
 */
export interface LevelReport {
  age: number;
  lastLocation: string;
  circumstances: string | null;
  /** The report form's intake answers as stored (alerts.intake; shared/intake.ts). */
  intake?: unknown;
}

export type SuggestionRules = Pick<NotificationSettings, "highPriorityAgeThreshold" | "highPriorityKeywords">;

const words = (list: string) => new RegExp(`\\b(${list})\\b`, "i");

/** Someone may have been taken. */
const ABDUCTION = words("abduct\\w*|kidnap\\w*|snatch\\w*|grabbed|lured|taken by|taken away|forced into");
/** A need that makes every hour count. */
const MEDICAL = words(
  "medical|medication|medicines?|meds|insulin|diabet\\w*|epilep\\w*|seizures?|asthma\\w*|dementia|alzheimer\\w*|heart condition|pregnan\\w*|suicid\\w*|self-harm",
);
/** Water a person (a child above all) can drown in; place names count ("Canal No. 1"). */
const WATER_PLACES = words(
  "rivers?|creeks?|canals?|trench(es)?|kokers?|ponds?|pools?|sea ?walls?|beach(es)?|lakes?|wharf|stelling|dams?",
);
/** Words about water that only circumstances give ("Water Street" is a place name). */
const WATER_WORDS = words("water|swim\\w*|drown\\w*|fishing");
const VEHICLE = words(
  "cars?|vehicles?|bus(es)?|minibus(es)?|taxis?|trucks?|vans?|motor ?bikes?|motorcycles?|speedboats?|boats?|drove|driving|driven",
);
const WANDERED = words("wander\\w*|strayed|got lost|ran away|runaway|left home|walked off");

/** The case is near water: the inner ring's message asks people to check water nearby first. */
export function nearWater(report: LevelReport): boolean {
  const circumstances = report.circumstances ?? "";
  if (intakeOf(report.intake)?.nearWater) return true;
  return WATER_PLACES.test(`${report.lastLocation}\n${circumstances}`) || WATER_WORDS.test(circumstances);
}

/**
 * The level and travel mode a report suggests, with the reasons staff see beside the choice.
 * Red when anything says a life may be in danger (a young child, a high-priority keyword, words
 * of abduction, a medical need, water); otherwise Local for a teenager, an adult, or someone who
 * wandered off; otherwise Concern, the default.
 */
export function suggestLevel(report: LevelReport, rules: SuggestionRules): LevelSuggestion {
  const circumstances = report.circumstances ?? "";
  const red: string[] = [];
  const threshold = rules.highPriorityAgeThreshold;
  if (threshold !== "none" && report.age <= Number(threshold))
    red.push(`Age ${report.age}: at or under the high-priority age (${threshold})`);
  const keywords = matchedKeywords(`${report.lastLocation}\n${circumstances}`, rules.highPriorityKeywords);
  if (keywords.length > 0) red.push(`High-priority keywords: ${keywords.join(", ")}`);
  if (ABDUCTION.test(circumstances)) red.push("The circumstances suggest someone took them");
  if (MEDICAL.test(circumstances)) red.push("The circumstances mention a medical need");
  if (nearWater(report)) red.push("Near water");
  const intake = intakeTriage(report);
  red.push(...intake.red);

  const vehicle = VEHICLE.test(circumstances);
  const travelMode: TravelMode = vehicle || intake.vehicle ? "vehicle" : "foot";
  const travelReason = [...(vehicle ? ["The circumstances mention a vehicle"] : []), ...intake.notes];
  if (red.length > 0) return { level: "red", travelMode, reasons: [...red, ...travelReason] };

  const local =
    report.age >= 18
      ? "An adult, and nothing points to danger"
      : report.age >= 13
        ? "A teenager, and nothing points to danger"
        : WANDERED.test(circumstances)
          ? "Wandered off, and nothing points to danger"
          : null;
  if (local) return { level: "local", travelMode, reasons: [local, ...travelReason] };
  return {
    level: "concern",
    travelMode,
    reasons: ["A child, and nothing points to danger: Concern is the default", ...travelReason],
  };
}

/** How far the area of a level may grow: Red and Concern the settings' radii (miles), Local its own. */
export function levelCeilingKm(level: AlertLevel, settings: NotificationSettings): number {
  if (level === "red") return settings.highPriorityRadius * KM_PER_MILE;
  if (level === "concern") return settings.defaultRadius * KM_PER_MILE;
  return settings.localCeilingKm;
}

/** When a level's area doubles, in minutes after its circle's clock: Local on its own schedule. */
export function growthMinutes(level: AlertLevel, settings: NotificationSettings): number[] {
  return level === "local" ? settings.localGrowthMinutes : settings.areaGrowthMinutes;
}

/** alerts.notification_radius (whole miles): how far the alert may reach at most. */
export function ceilingMiles(level: AlertLevel, settings: NotificationSettings): number {
  return Math.ceil(levelCeilingKm(level, settings) / KM_PER_MILE - 1e-9);
}

export interface Ring {
  dueAt: Date;
  radiusKm: number;
}

/**
 * The rings a circle grows through, counted from its clock (the time last seen, or a
 * sighting's time): the starting radius at once, then double at each growth time, up to the
 * ceiling. The ring that reaches the ceiling is the last.
 */
export function growthRings(input: {
  clock: Date;
  startRadiusKm: number;
  ceilingKm: number;
  growthMinutes: number[];
}): Ring[] {
  const first = Math.min(input.startRadiusKm, input.ceilingKm);
  const rings: Ring[] = [{ dueAt: input.clock, radiusKm: first }];
  for (const [i, minutes] of input.growthMinutes.entries()) {
    const previous = rings.at(-1)!.radiusKm;
    if (previous >= input.ceilingKm) break;
    rings.push({
      dueAt: new Date(input.clock.getTime() + minutes * 60_000),
      radiusKm: Math.min(first * 2 ** (i + 1), input.ceilingKm),
    });
  }
  return rings;
}

/**
 * A circle's plan at `now`: the rings already due fold into one radius (a case reported hours
 * after the person was last seen starts as wide as it would have grown by now), the rest wait.
 */
export function splitRings(rings: Ring[], now: Date): { currentKm: number; upcoming: Ring[] } {
  const due = rings.filter((r) => r.dueAt.getTime() <= now.getTime());
  return {
    currentKm: Math.max(...(due.length > 0 ? due : rings.slice(0, 1)).map((r) => r.radiusKm)),
    upcoming: rings.filter((r) => r.dueAt.getTime() > now.getTime()),
  };
}

/** The starting radius of a level for a profile, never past the level's ceiling. */
export function startRadiusKm(
  level: AlertLevel,
  profile: keyof NotificationSettings["levels"]["red"]["startRadiusKm"],
  settings: NotificationSettings,
): number {
  return Math.min(settings.levels[level].startRadiusKm[profile], levelCeilingKm(level, settings));
}

export interface LevelDelivery {
  /** Outbox urgency: Red's messages are claimed first. */
  urgency: number;
  /** Messages wait for the end of the subscriber's quiet hours (push goes at once, silent). */
  waitsForQuietHours: boolean;
  /** Every push is silent. */
  silentPush: boolean;
  /** Messages and previews carry the photo. */
  withPhoto: boolean;
}

export function levelDelivery(level: AlertLevel | null): LevelDelivery {
  if (level === "red")
    return {
      urgency: URGENCY.highPriorityAlert,
      waitsForQuietHours: false,
      silentPush: false,
      withPhoto: true,
    };
  if (level === "local")
    return { urgency: URGENCY.alert, waitsForQuietHours: true, silentPush: true, withPhoto: false };
  // Concern, and alerts distributed before levels existed.
  return {
    urgency: URGENCY.alert,
    waitsForQuietHours: level === "concern",
    silentPush: false,
    withPhoto: true,
  };
}
