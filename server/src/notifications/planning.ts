import type { NotificationChannel } from "../../../shared/notifications";
import type { NotificationSettings } from "../../../shared/settings";
import type { Db } from "../db/client";
import { notFound } from "../errors";
import { getNotificationSettings } from "../modules/settings/settings.service";
import {
  cancelUnsentAlertMessages,
  findAlertForPlanning,
  insertFollowUps,
  insertRecipientsWithinRadius,
  insertRecipientsWithoutDistance,
  recordTargeting,
} from "./outbox.repo";
import { boundingBox, targetingFor } from "./targeting";

// Outbox planning: called by verify/approve (distribution) and resolve (follow-up) inside
// their own transaction, so the messages exist if and only if the review commits. Both are
// idempotent: calling them again adds nothing.

export interface DistributionPlan {
  /** Outbox rows written by this call (0 when the alert was already planned). */
  queued: number;
  highPriority: boolean;
  /** The radius used, in miles (stored as alerts.notificationRadius). */
  radiusMiles: number;
  /** False when the alert had no coordinates and went to every active subscriber. */
  geofenced: boolean;
  /** Why the high-priority radius applies (age, keywords). */
  reasons: string[];
}

function enabledChannels(settings: NotificationSettings): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (settings.sendSMS) channels.push("sms");
  if (settings.sendWhatsApp) channels.push("whatsapp");
  if (settings.sendEmail) channels.push("email");
  return channels;
}

/**
 * Writes one outbox row per recipient and channel for the alert's first distribution and
 * marks the alert highPriority when the high-priority rules apply. Call it inside the
 * verify/approve transaction, right after the alert became verified; emit
 * `notifications.queued` after the commit (the dispatcher also polls, so nothing is lost
 * without it).
 */
export async function planDistribution(tx: Db, alertId: number, now: Date): Promise<DistributionPlan> {
  const alert = await findAlertForPlanning(tx, alertId);
  if (!alert) throw notFound("Alert not found");
  // The brand only shapes default templates, which planning does not use.
  const settings = await getNotificationSettings(tx, "");
  const targeting = targetingFor(alert, settings);
  await recordTargeting(tx, alertId, targeting);
  const channels = enabledChannels(settings);
  const base = { alertId, now, channels };
  let queued: number;
  if (targeting.centre) {
    const { latitude, longitude } = targeting.centre;
    queued =
      (await insertRecipientsWithinRadius(tx, {
        ...base,
        centre: targeting.centre,
        radiusMiles: targeting.radiusMiles,
        box: boundingBox(latitude, longitude, targeting.radiusMiles),
      })) + (await insertRecipientsWithoutDistance(tx, { ...base, onlyWithoutCoordinates: true }));
  } else {
    queued = await insertRecipientsWithoutDistance(tx, { ...base, onlyWithoutCoordinates: false });
  }
  return {
    queued,
    highPriority: targeting.highPriority,
    radiusMiles: targeting.radiusMiles,
    geofenced: targeting.centre !== null,
    reasons: targeting.reasons,
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
