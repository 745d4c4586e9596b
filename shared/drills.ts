import type { ChannelReach } from "./time-to-alert";

// The public drill: a test alert the admin runs (twice a year) through the real pipeline, to
// the subscribers who asked for the drills, marked TEST in every message, on its page and in
// CAP (status Test), followed by a test Update and a Cancel. Its result is kept: per channel,
// who it reached and how fast.

/** The fixed test person: every field says it is a test. */
export const DRILL_PERSON = {
  name: "TEST — this is a drill",
  age: 10,
  description: "A test of the missing-person alert system. Nobody is missing; you need do nothing.",
  clothing: "TEST",
  lastLocation: "TEST — anywhere in Guyana",
} as const;

/** The level a drill goes out at: Concern waits for people's quiet hours, as a test should. */
export const DRILL_LEVEL = "concern";

export type DrillCapType = "Alert" | "Update" | "Cancel";

/** One drill and its result (GET /api/admin/drills; the answer of each drill action). */
export interface DrillSummary {
  /** The drill's alert. */
  id: number;
  startedAt: string;
  /** When it was ended (its CAP Cancel); null while it runs. */
  endedAt: string | null;
  /** The admin who ran it (null: the account was deleted since). */
  startedBy: string | null;
  /** Its CAP messages in order: the test Alert, Updates, the Cancel (status Test). */
  capMessages: { msgType: DrillCapType; sent: string; file: string }[];
  /** Per channel ("any" first): recipients, reached, failed and time to alert. */
  reach: ChannelReach[];
}

/** GET /api/admin/drills (admin). */
export interface DrillsResponse {
  /** Active subscribers who asked for the drills now: whom a new drill would reach. */
  optedIn: number;
  /** Newest first. */
  drills: DrillSummary[];
}

/** The CAP message's public URL path. */
export const capMessagePath = (file: string) => `/api/cap/messages/${file}`;
