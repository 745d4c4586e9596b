import { whatsAppTierLimit } from "@shared/channel-costs";
import { ALERT_LEVELS, type AlertLevel } from "@shared/levels";
import type { NotificationChannel } from "@shared/notifications";
import type { NotificationSettings } from "@shared/settings";
import { CHANNEL_RULES } from "./eligibility";
import { levelDelivery } from "./levels";
import type { ClaimedRow } from "./outbox.repo";

// WhatsApp's two limits on what a business sends (decision 024), decided for each claimed
// batch. The account may message so many different people in any 24 hours (its tier): a
// person already messaged in that window costs nothing more, a new person takes a place, and
// once the places are gone the rest of the batch (the farthest, as claims go nearest first)
// is cut and goes to each person's next channel. And one person gets at most one message
// per WHATSAPP_PER_PERSON_SPACING_MS: a second message to the same person (another alert, an Update) waits.

/** WhatsApp's pace for one recipient: at most one message per this interval. */
export const WHATSAPP_PER_PERSON_SPACING_MS = 6_000;

/** The window the account's limit counts different people in. */
export const WHATSAPP_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The cancellation reason of a WhatsApp message past the account's limit. */
export const WHATSAPP_TIER_REASON = "whatsapp_tier";

/** Who WhatsApp reached recently, for the people of one claimed batch. */
export interface WhatsAppReach {
  /** Different people messaged in the window (or being messaged now by another claim). */
  peopleInWindow: number;
  /**
   * The batch's people messaged in the window: when their latest message was sent, or null
   * while one is being sent by another claim. Absent: a new person.
   */
  lastMessageAt: Map<number, Date | null>;
}

export interface WhatsAppBatchPlan {
  send: ClaimedRow[];
  /** Back to the queue until the person's next free moment. */
  hold: Array<{ row: ClaimedRow; until: Date }>;
  /** Past the account's limit: cancelled, and sent through the person's next channel. */
  cut: ClaimedRow[];
}

/**
 * Splits a claimed batch (in send order) into what is sent now, what waits for the person's
 * pace and what is past the account's limit. `limit` null: no limit.
 */
export function planWhatsAppBatch(
  rows: ClaimedRow[],
  reach: WhatsAppReach,
  policy: { limit: number | null; now: Date; spacingMs?: number },
): WhatsAppBatchPlan {
  const spacing = policy.spacingMs ?? WHATSAPP_PER_PERSON_SPACING_MS;
  const now = policy.now.getTime();
  const plan: WhatsAppBatchPlan = { send: [], hold: [], cut: [] };
  let people = reach.peopleInWindow;
  /** Each person's next free moment, as this batch fills it. */
  const freeAt = new Map<number, number>();
  for (const row of rows) {
    const person = row.subscriberId;
    // A row whose earlier attempt may have gone out is settled with the provider first:
    // it is never cut or held, and counts as reaching the person.
    if (row.uncertainSince) {
      if (!reach.lastMessageAt.has(person) && !freeAt.has(person)) people += 1;
      freeAt.set(person, Math.max(freeAt.get(person) ?? now, now) + spacing);
      plan.send.push(row);
      continue;
    }
    const last = reach.lastMessageAt.get(person);
    const known = last !== undefined || freeAt.has(person);
    const nextFree =
      freeAt.get(person) ??
      (last === undefined ? now : last === null ? now + spacing : last.getTime() + spacing);
    if (nextFree > now) {
      plan.hold.push({ row, until: new Date(nextFree) });
      freeAt.set(person, nextFree + spacing);
      continue;
    }
    if (!known) {
      if (policy.limit !== null && people >= policy.limit) {
        plan.cut.push(row);
        continue;
      }
      people += 1;
    }
    plan.send.push(row);
    freeAt.set(person, now + spacing);
  }
  return plan;
}

export interface WhatsAppPolicy {
  /** Different people in 24 hours; null: no limit. */
  limit: number | null;
  /** Where a person past the limit goes next, in order: the enabled ones of push, SMS, e-mail. */
  fallbackChannels: NotificationChannel[];
  /** Levels whose push is silent (a fallback push of such an alert is too). */
  silentPushLevels: AlertLevel[];
}

/** A person past the limit gets the first of these that they have and the admin has switched on. */
export const WHATSAPP_FALLBACK_ORDER: readonly NotificationChannel[] = ["push", "sms", "email"];

export function whatsAppPolicy(settings: NotificationSettings): WhatsAppPolicy {
  return {
    limit: whatsAppTierLimit(settings.whatsAppTier),
    fallbackChannels: WHATSAPP_FALLBACK_ORDER.filter((c) => settings[CHANNEL_RULES[c].setting]),
    silentPushLevels: ALERT_LEVELS.filter((level) => levelDelivery(level).silentPush),
  };
}
