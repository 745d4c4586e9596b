// Alert levels and the living search area: the contract between the staff screens, the public
// pages and the server. Plain constants and types (no zod), so public pages can read them on
// their first load.

import type { SharingPolicy } from "./sharing";

/**
 * How loudly a case goes out, chosen by a moderator at verification and changeable later:
 * - red: life may be in danger (abduction, a very young child, medical need, near water): the
 *   widest starting area, every channel, sound at any hour, photo everywhere;
 * - concern (the default): regional, push without sound during quiet hours, photo;
 * - local: wandered off, a teenager who left: small area, no photo in messages or previews,
 *   silent push, no poster or share card unless staff turn them on.
 */
export const ALERT_LEVELS = ["red", "concern", "local"] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];
export const DEFAULT_ALERT_LEVEL: AlertLevel = "concern";

/** How the person may be moving; with the age band it sets the starting radius. */
export const TRAVEL_MODES = ["foot", "vehicle"] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

/** Under this age a person on foot counts as a young child (the smallest starting circle). */
export const YOUNG_CHILD_AGE_LIMIT = 6;
/** Profiles of the starting radius: age band on foot, or any age in a vehicle. */
export const AREA_PROFILES = ["youngChildFoot", "foot", "vehicle"] as const;
export type AreaProfile = (typeof AREA_PROFILES)[number];

export function areaProfile(age: number, travelMode: TravelMode): AreaProfile {
  if (travelMode === "vehicle") return "vehicle";
  return age < YOUNG_CHILD_AGE_LIMIT ? "youngChildFoot" : "foot";
}

/** The search area's growth as staff see and steer it. */
export const AREA_STATES = ["growing", "paused", "stopped", "complete"] as const;
export type AreaState = (typeof AREA_STATES)[number];

/** How a step came about. */
export const AREA_STEP_KINDS = ["start", "scheduled", "expanded", "sighting"] as const;
export type AreaStepKind = (typeof AREA_STEP_KINDS)[number];

/** Channels counted per ring (the notification channels). */
export type ReachByChannel = { sms: number; whatsapp: number; email: number; push: number };

/** GET /api/alerts/{id}/search-area (staff): the area on the staff map. */
export interface SearchAreaView {
  alertId: number;
  level: AlertLevel;
  travelMode: TravelMode;
  state: AreaState;
  /** When the next scheduled step is due; null when none is (paused, stopped, complete). */
  nextStepAt: string | null;
  circles: Array<{
    id: number;
    source: "last_seen" | "sighting";
    sightingId: number | null;
    /** The public place name (the last known location, or the sighting's location). */
    label: string;
    latitude: number;
    longitude: number;
    radiusKm: number;
    startedAt: string;
  }>;
  rings: Array<{
    seq: number;
    circleId: number;
    kind: AreaStepKind;
    radiusKm: number;
    dueAt: string;
    status: "scheduled" | "done" | "cancelled";
    ranAt: string | null;
    /** Messages this ring queued, per channel (people newly inside when it ran). */
    reached: ReachByChannel;
  }>;
}

/** POST /api/alerts/{id}/search-area/{action} (staff; every action audited). */
export const AREA_ACTIONS = ["expand", "pause", "resume", "stop"] as const;
export type AreaAction = (typeof AREA_ACTIONS)[number];

/**
 * What the public alert page says of the area, in plain words: "Alerting people within 4 km of
 * Stabroek Market; the area grows every hour."
 */
export interface PublicSearchArea {
  /** The radius around the last known place reached so far, in km (one decimal under 10 km). */
  radiusKm: number;
  /** The last known place, as the report names it. */
  place: string;
  /** Minutes between the area's upcoming growth steps while it still grows; null when it no longer does. */
  growsEveryMinutes: number | null;
}

/** A level's name and colour as the settings give them (the public alert carries its own). */
export interface LevelStyleView {
  name: string;
  /** #rrggbb */
  colour: string;
}

/**
 * Verify / approve bodies (optional: an empty body takes the suggestion, and the sharing policy
 * the level suggests: shared/sharing.ts).
 */
export interface VerifyAlertRequest {
  level?: AlertLevel;
  travelMode?: TravelMode;
  sharingPolicy?: SharingPolicy;
}

/** PUT /api/alerts/{id}/level (staff, audited); travelMode optional (unchanged when absent). */
export interface ChangeLevelRequest {
  level: AlertLevel;
  travelMode?: TravelMode;
}

/** The level the report's answers suggest, with the reasons shown beside the choice. */
export interface LevelSuggestion {
  level: AlertLevel;
  travelMode: TravelMode;
  reasons: string[];
}
