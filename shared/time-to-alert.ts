import type { NotificationChannel } from "./notifications";

// Time to alert: how long a case took from the report to the people in its area, measured from
// the delivery log (the alert's report and verification times, each message's sent time), never
// estimated. Read by the admin dashboard, Analytics and the Drills section.

/** A message reached its recipient's channel: a provider took it, or (no provider) it was logged. */
export const REACHED_STATUSES = ["sent", "delivered", "logged"] as const;

/** The share of the area's recipients whose message marks the area as reached. */
export const AREA_REACHED_SHARE = 0.9;

/** One case's times, in seconds (null: not reached, or nothing to measure). */
export interface CaseTimes {
  /** Verification to the first message on the channel. */
  firstMessageSeconds: number | null;
  /**
   * Until 90% of the channel's recipients had the message, each counted from when the area
   * took them in (verification for the first ring, the ring's own time for later ones); null
   * while fewer than 90% have it.
   */
  reach90Seconds: number | null;
}

/** One case on one channel (or "any": a person reached on any of their channels). */
export interface ChannelReach extends CaseTimes {
  channel: NotificationChannel | "any";
  /** Recipients the area holds on this channel (messages not cancelled). */
  recipients: number;
  /** Of those, reached (sent, delivered or logged). */
  reached: number;
  failed: number;
}

/** A median and the worst case over the cases of a period (seconds; null when none). */
export interface DurationFigure {
  median: number | null;
  worst: number | null;
  /** The case of the worst figure. */
  worstAlertId: number | null;
  /** Cases measured. */
  cases: number;
}

export interface ChannelTimeToAlert {
  channel: NotificationChannel | "any";
  firstMessage: DurationFigure;
  reach90: DurationFigure;
  /** Cases with recipients on the channel whose 90% was not reached (yet). */
  notReached: number;
}

/** GET /api/admin/time-to-alert?days=N (admin): the cases verified and sent in the period; drills apart. */
export interface TimeToAlertResponse {
  days: number;
  from: string;
  to: string;
  /** Cases distributed in the period. */
  cases: number;
  /** From the report to its verification. */
  reportToVerified: DurationFigure;
  /** "any" first, then each channel. */
  channels: ChannelTimeToAlert[];
}

/** The labels of the figures, the same on the dashboard, Analytics and the Drills section. */
export const TIME_TO_ALERT_LABELS = {
  reportToVerified: "Report to verified",
  firstMessage: "Verified to first message",
  reach90: "Verified to 90% of the area",
} as const;

/**
 * A duration as people read it: its largest unit among days, hours, minutes and seconds, and the
 * next one down when not zero.
 * Whole seconds, rounded; under a second reads as zero seconds (a case is never instant, but its
 * rounding may be).
 */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const secs = total % 60;
  const parts =
    days > 0
      ? [`${days} d`, hours > 0 ? `${hours} h` : ""]
      : hours > 0
        ? [`${hours} h`, minutes > 0 ? `${minutes} min` : ""]
        : minutes > 0
          ? [`${minutes} min`, secs > 0 ? `${secs} s` : ""]
          : [`${secs} s`];
  return parts.filter(Boolean).join(" ");
}

/** The median of some numbers (the mean of the middle two for an even count); null when none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
