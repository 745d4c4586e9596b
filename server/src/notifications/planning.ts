import type { AlertLevel } from "@shared/levels";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@shared/notifications";
import type { NotificationSettings } from "@shared/settings";
import type { Db } from "../db/client";
import {
  type AreaRowsInput,
  countRecipientsInCircle,
  countRecipientsWithoutPlace,
  insertRecipientsInCircle,
  insertRecipientsWithoutPlace,
} from "./area-planning.repo";
import { enabledChannels } from "./eligibility";
import { levelDelivery } from "./levels";
import {
  cancelUnsentAlertMessages,
  insertFollowUps,
  insertRecipientsWithinRadius,
  insertRecipientsWithoutDistance,
  URGENCY,
} from "./planning.repo";
import { guyanaSecondOfDay } from "./quiet-hours";
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

export interface AreaRing {
  alertId: number;
  level: AlertLevel;
  /** The step that runs (null: an alert without a place, sent to everyone at once). */
  stepId: number | null;
  /** The circle that grew or was added, at its new radius; null for an alert without a place. */
  circle: { latitude: number; longitude: number; radiusKm: number } | null;
  /** A verified sighting's circle: its messages are Updates. */
  sightingId: number | null;
  /** The alert's first ring: subscribers who gave no place are reached here, once. */
  withUnplaced: boolean;
  now: Date;
  /** A drill (a test alert): only subscribers who opted in to the drills. */
  drillOnly?: boolean;
}

/** One batch of a ring: the rows written, and whether the ring has nobody left to queue. */
export interface RingBatch {
  queued: number;
  complete: boolean;
}

/**
 * Queues one batch of a ring of a search area in the caller's transaction: the nearest people
 * with a place inside the circle who were not reached on that channel before, at most
 * `batchRows` rows, under the level's delivery (urgency, quiet hours, silent push). A first ring
 * reaches the people who gave no place once everyone inside is queued. Called again, it goes on
 * where the last batch stopped; `complete` says nothing is left.
 */
export async function queueAreaRing(
  tx: Db,
  ring: AreaRing,
  settings: NotificationSettings,
  batchRows: number,
): Promise<RingBatch> {
  const base = ringInput(ring, settings);
  if (!ring.circle) {
    const queued = await insertRecipientsWithoutPlace(tx, { ...base, everyone: true }, batchRows);
    return { queued, complete: queued < batchRows };
  }
  const inside = await insertRecipientsInCircle(tx, { ...base, circle: ring.circle }, batchRows);
  if (inside >= batchRows) return { queued: inside, complete: false };
  if (!ring.withUnplaced) return { queued: inside, complete: true };
  const budget = batchRows - inside;
  const unplaced = await insertRecipientsWithoutPlace(tx, { ...base, everyone: false }, budget);
  return { queued: inside + unplaced, complete: unplaced < budget };
}

/** Per channel: the messages a ring would queue, and how many of its WhatsApp ones go to people messaged since `whatsAppSince`. */
export type RingPreview = Record<NotificationChannel, { messages: number; whatsAppReachedSince: number }>;

/**
 * What queueAreaRing would queue for an alert's first ring, counted by the same SQL without
 * writing anything (the estimate shown before a verification).
 */
export async function previewAreaRing(
  db: Db,
  ring: AreaRing,
  settings: NotificationSettings,
  whatsAppSince: Date,
): Promise<RingPreview> {
  const base = ringInput(ring, settings);
  const counts = !ring.circle
    ? [await countRecipientsWithoutPlace(db, { ...base, everyone: true }, whatsAppSince)]
    : [
        await countRecipientsInCircle(db, { ...base, circle: ring.circle }, whatsAppSince),
        ...(ring.withUnplaced
          ? [await countRecipientsWithoutPlace(db, { ...base, everyone: false }, whatsAppSince)]
          : []),
      ];
  const preview = Object.fromEntries(
    NOTIFICATION_CHANNELS.map((c) => [c, { messages: 0, whatsAppReachedSince: 0 }]),
  ) as RingPreview;
  for (const row of counts.flat()) {
    preview[row.channel].messages += row.messages;
    preview[row.channel].whatsAppReachedSince += row.whatsAppReachedSince;
  }
  return preview;
}

function ringInput(ring: AreaRing, settings: NotificationSettings): AreaRowsInput {
  const delivery = levelDelivery(ring.level);
  return {
    alertId: ring.alertId,
    stepId: ring.stepId,
    sightingId: ring.sightingId,
    now: ring.now,
    channels: enabledChannels(settings),
    urgency: delivery.urgency,
    waitsForQuietHours: delivery.waitsForQuietHours,
    silentPush: delivery.silentPush,
    guyanaSecond: guyanaSecondOfDay(ring.now),
    drillOnly: ring.drillOnly ?? false,
  };
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
