import type { NotificationChannel } from "../../../shared/notifications";
import type { Db } from "../db/client";
import { enabledChannels } from "./eligibility";
import {
  cancelUnsentAlertMessages,
  insertFollowUps,
  insertRecipientsWithinRadius,
  insertRecipientsWithoutDistance,
  URGENCY,
} from "./planning.repo";
import { getNotificationSettings } from "./settings";
import { boundingBox, type Targeting, type TargetingAlert, targetingFor } from "./targeting";

// Outbox planning, called by the alerts module's reviews inside their own transaction, so
// the messages exist if and only if the review commits. A review first asks how the alert is
// to be distributed (decideDistribution: the radius and priority it records on the alert in
// its one update), then queues the messages (queueDistribution). Both queueing calls are
// idempotent: calling them again adds nothing.

export interface DistributionDecision extends Targeting {
  /** The channels switched on in the settings at the time of the review. */
  channels: NotificationChannel[];
}

/** How an alert is to be distributed under the settings in force (reads them in the caller's transaction). */
export async function decideDistribution(
  tx: Db,
  alert: TargetingAlert,
  brandName: string,
): Promise<DistributionDecision> {
  const settings = await getNotificationSettings(tx, brandName);
  return { ...targetingFor(alert, settings), channels: enabledChannels(settings) };
}

/**
 * Writes one outbox row per recipient and channel for the alert's first distribution; returns
 * how many. The caller emits its review event after the commit (the dispatcher wakes on it,
 * and also polls, so nothing is lost without it).
 */
export async function queueDistribution(
  tx: Db,
  alertId: number,
  decision: DistributionDecision,
  now: Date,
): Promise<number> {
  const urgency = decision.highPriority ? URGENCY.highPriorityAlert : URGENCY.alert;
  const base = { alertId, now, channels: decision.channels, urgency };
  const centre = decision.centre;
  if (!centre) return insertRecipientsWithoutDistance(tx, { ...base, onlyWithoutCoordinates: false });
  const withinRadius = await insertRecipientsWithinRadius(tx, {
    ...base,
    centre,
    radiusMiles: decision.radiusMiles,
    box: boundingBox(centre.latitude, centre.longitude, decision.radiusMiles),
  });
  return (
    withinRadius + (await insertRecipientsWithoutDistance(tx, { ...base, onlyWithoutCoordinates: true }))
  );
}

export interface FollowUpPlan {
  /** Follow-up rows written by this call. */
  queued: number;
  /** Alert messages not yet sent, cancelled because the case is closed. */
  cancelled: number;
}

/**
 * When a distributed alert is resolved: cancels alert messages still waiting, and queues a
 * short 'case closed' follow-up, on the same channel, for everyone the alert reached. Call it
 * inside the resolve transaction; a report that was never distributed gets nothing.
 */
export async function planResolutionFollowUp(tx: Db, alertId: number, now: Date): Promise<FollowUpPlan> {
  const cancelled = await cancelUnsentAlertMessages(tx, alertId, now);
  const queued = await insertFollowUps(tx, alertId, now);
  return { queued, cancelled };
}
