import type { NotificationSettings } from "@shared/settings";
import { templatesInLanguage } from "@shared/template-translations";
import { type OutgoingMessage, SendError } from "./channels/types";
import { drillTemplates, LEFT_THE_DRILLS } from "./drill-messages";
import { channelIneligibility, UNSUBSCRIBED } from "./eligibility";
import { levelDelivery, nearWater } from "./levels";
import type { AlertForMessage, ClaimedRow, Outcome } from "./outbox.repo";
import { type MessageVariant, type RenderedMessage, renderMessage, type SiteFacts } from "./templates";

// The pure part of delivering one claimed outbox row: whether it may still be sent, the
// message it becomes, and what a failed attempt turns into. No database, no provider, no
// clock of its own: the dispatcher (send-row.ts) does the effects around these decisions.

/** A follow-up waits this long when the alert message it follows is still being sent. */
export const FOLLOW_UP_WAIT_MS = 30_000;

export type Preflight =
  | { action: "cancel"; reason: string }
  | { action: "release"; delayMs: number }
  | { action: "send"; outgoing: OutgoingMessage };

/** Why an alert message was not sent: the alert became one for staff and police only. */
export const STAFF_ONLY_NOT_SENT = "alert made staff and police only before sending";

/** Why a claimed row must not be sent any more, or null. Checked at send time, not only when planned. */
export function reasonNotToSend(
  row: ClaimedRow,
  settings: NotificationSettings,
  alert: AlertForMessage | undefined,
): string | null {
  if (!alert) return "alert no longer exists";
  if (!row.subscriber.isActive) return UNSUBSCRIBED;
  if (row.kind === "alert" && !alert.isActive) return "case closed before sending";
  if (row.kind === "alert" && alert.sharingPolicy === "staff_only") return STAFF_ONLY_NOT_SENT;
  if (alert.isDrill && !row.subscriber.drillOptIn) return LEFT_THE_DRILLS;
  return channelIneligibility(row.channel, settings, row.subscriber);
}

/** Where the message goes, as logs may show it (masked there): for push a label, never the endpoint. */
function recipientAddress(row: ClaimedRow): string {
  if (row.channel === "email") return row.subscriber.email!;
  if (row.channel === "push") return `push subscription #${row.subscriber.push?.id ?? "?"}`;
  return row.subscriber.phone!;
}

export interface DeliveryInput {
  settings: NotificationSettings;
  alert: AlertForMessage | undefined;
  site: SiteFacts;
  /**
   * Messages already rendered in this batch. Only e-mail carries the recipient's own link; the
   * other channels' text is the same for everyone an alert reaches, so it is rendered once.
   */
  rendered?: Map<string, RenderedMessage>;
}

/** The row's message variant: an Update, the inner ring's water line, the level's photo and sound. */
export function variantOf(row: ClaimedRow, alert: AlertForMessage): MessageVariant {
  return {
    sighting: row.sighting,
    nearWater: row.ringSeq === 1 && row.sighting === null && nearWater(alert),
    withPhoto: levelDelivery(alert.level).withPhoto,
    silent: row.silent,
  };
}

function messageFor(row: ClaimedRow, input: DeliveryInput, alert: AlertForMessage): RenderedMessage {
  const variant = variantOf(row, alert);
  const { language } = row.subscriber;
  const settings = templatesInLanguage(input.settings, language);
  const render = () =>
    renderMessage({
      channel: row.channel,
      kind: row.kind,
      // A drill's messages say TEST in the language (the cache key holds the alert and the language).
      settings: alert.isDrill ? drillTemplates(settings, language) : settings,
      alert,
      site: input.site,
      unsubscribeToken: row.subscriber.unsubscribeToken,
      variant,
      language,
    });
  if (row.channel === "email" || !input.rendered) return render();
  const sightingKey = variant.sighting
    ? `${variant.sighting.location}@${variant.sighting.time.getTime()}`
    : "-";
  const key = `${row.alertId} ${language} ${row.channel} ${row.kind} ${sightingKey} ${variant.nearWater} ${variant.silent}`;
  let message = input.rendered.get(key);
  if (!message) {
    message = render();
    input.rendered.set(key, message);
  }
  return message;
}

/** What to do with a claimed row before any provider is called. */
export function prepareDelivery(row: ClaimedRow, input: DeliveryInput): Preflight {
  const skip = reasonNotToSend(row, input.settings, input.alert);
  if (skip) return { action: "cancel", reason: skip };
  const alert = input.alert!;
  if (row.kind === "resolved") {
    const before = row.alertMessageStatus;
    if (before === "queued" || before === "sending") return { action: "release", delayMs: FOLLOW_UP_WAIT_MS };
    // A logged alert message (no provider configured) gets its logged follow-up.
    if (before !== "sent" && before !== "delivered" && before !== "logged")
      return { action: "cancel", reason: "the alert message itself was not sent" };
  }
  return {
    action: "send",
    outgoing: {
      notificationId: row.id,
      channel: row.channel,
      kind: row.kind,
      to: recipientAddress(row),
      ...(row.channel === "push" && row.subscriber.push ? { push: row.subscriber.push } : {}),
      message: messageFor(row, input, alert),
      messageKey: `alert-${row.alertId}.${row.kind}.${row.subscriberId}.${row.channel}`,
    },
  };
}

export interface RetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/** Exponential backoff with jitter (spreads a batch that failed together), at least the provider's Retry-After. */
export function backoffMs(
  attempts: number,
  retryAfterMs: number | undefined,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(policy.retryMaxMs, policy.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  const jittered = exponential * (0.5 + random() / 2);
  return Math.min(policy.retryMaxMs, Math.max(jittered, retryAfterMs ?? 0));
}

export function isAbort(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === "AbortError" || name === "DispatcherStopping";
}

export interface FailedAttempt {
  error: unknown;
  row: Pick<ClaimedRow, "attempts">;
  /** When the rate limit let the message through (null: it never reached the provider). */
  attemptStarted: Date | null;
  /** Since when the row's earlier outcome is unknown (null: known). */
  uncertainSince: Date | null;
  stopping: boolean;
  now: Date;
  policy: RetryPolicy;
  random?: () => number;
}

/** The outcome of a failed attempt: handed back, retried later, or failed for good. */
export function failureOutcome(f: FailedAttempt): Outcome {
  // Failed before the rate limit let it through: nothing can have reached the provider.
  if (f.attemptStarted === null && (f.stopping || isAbort(f.error)))
    return { kind: "release", nextAttemptAt: f.now, uncertainSince: f.uncertainSince };
  let failure = f.error instanceof SendError ? f.error : new SendError(String(f.error), true, false);
  if (f.attemptStarted === null && failure.uncertain)
    failure = new SendError(failure.message, failure.retryable, false, failure.details);
  const since = failure.uncertain ? (f.uncertainSince ?? f.attemptStarted ?? f.now) : f.uncertainSince;
  if (!failure.retryable || f.row.attempts >= f.policy.maxAttempts) {
    const lastError = failure.retryable
      ? `gave up after ${f.row.attempts} attempts: ${failure.message}`
      : failure.message;
    return { kind: "failed", lastError, uncertainSince: since };
  }
  const delay = backoffMs(f.row.attempts, failure.details.retryAfterMs, f.policy, f.random);
  return {
    kind: "retry",
    nextAttemptAt: new Date(f.now.getTime() + delay),
    lastError: failure.message,
    uncertainSince: since,
  };
}

/** The push service no longer knows the subscription (404/410): it is to be deleted. */
export function isPushGone(error: unknown, row: Pick<ClaimedRow, "channel">): boolean {
  return row.channel === "push" && error instanceof SendError && error.details.gone === true;
}

/** The provider refused the number because it opted out with the carrier (SMS only). */
export function isCarrierOptOut(error: unknown, row: Pick<ClaimedRow, "channel">): boolean {
  return row.channel === "sms" && error instanceof SendError && error.details.optedOut === true;
}
