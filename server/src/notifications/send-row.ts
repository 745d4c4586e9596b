import type { NotificationSettings } from "@shared/settings";
import type { Db } from "../db/client";
import type { NotificationLogger } from "./channels/log";
import type { OutgoingMessage, Transport } from "./channels/types";
import { failureOutcome, isCarrierOptOut, isPushGone, prepareDelivery, type RetryPolicy } from "./delivery";
import {
  type AlertForMessage,
  type ClaimedRow,
  type ClaimFence,
  type Outcome,
  providerIdsRecordedElsewhere,
  recordSmsOptOut,
} from "./outbox.repo";
import type { OutcomeWriter } from "./outcome-writer";
import { deletePushSubscription } from "./push-subscriptions.repo";
import type { RateLimiter } from "./rate-limiter";
import { smsLength } from "./sms-encoding";
import type { RenderedMessage, SiteFacts } from "./templates";

// Delivering one claimed outbox row: the effects around delivery.ts's decisions. Asks the
// provider first when an earlier attempt's outcome is unknown, waits for the channel's rate
// limit as late as possible, calls the provider and records the outcome on the claim held.

/** Spare time a claim must have left, beyond the provider timeout, to start a provider call under it. */
export const LEASE_MARGIN_MS = 1_000;

/** What every row of one claimed batch shares. */
export interface BatchContext {
  transport: Transport;
  limiter: RateLimiter;
  settings: NotificationSettings;
  alerts: Map<number, AlertForMessage>;
  /** Messages rendered once per batch (delivery.ts DeliveryInput.rendered). */
  rendered: Map<string, RenderedMessage>;
}

export interface RowSenderDeps {
  db: Db;
  outcomes: OutcomeWriter;
  logger: NotificationLogger;
  now: () => Date;
  site: SiteFacts;
  policy: RetryPolicy & { providerTimeoutMs: number };
  /** Aborted when the dispatcher stops: interrupts the wait for the rate limit, never a provider call. */
  stopping: AbortSignal;
}

export async function sendRow(row: ClaimedRow, batch: BatchContext, deps: RowSenderDeps): Promise<void> {
  const fence: ClaimFence = { id: row.id, attempts: row.attempts, leaseUntil: row.leaseUntil };
  const source = { channel: row.channel, provider: batch.transport.name };
  const record = (outcome: Outcome) => deps.outcomes.record(fence, outcome, source);
  const release = () =>
    record({ kind: "release", nextAttemptAt: deps.now(), uncertainSince: row.uncertainSince });
  const hasLease = () =>
    deps.now().getTime() + deps.policy.providerTimeoutMs + LEASE_MARGIN_MS < fence.leaseUntil.getTime();

  const preflight = prepareDelivery(row, {
    settings: batch.settings,
    alert: batch.alerts.get(row.alertId),
    site: deps.site,
    rendered: batch.rendered,
  });
  if (preflight.action === "cancel")
    return record({ kind: "cancelled", reason: preflight.reason, uncertainSince: row.uncertainSince });
  if (preflight.action === "release")
    return record({
      kind: "release",
      nextAttemptAt: new Date(deps.now().getTime() + preflight.delayMs),
      uncertainSince: row.uncertainSince,
    });
  const outgoing = preflight.outgoing;
  const { transport, limiter } = batch;

  let uncertainSince = row.uncertainSince;
  // Set when the rate limit lets the message through, i.e. right before the provider call.
  let attemptStarted: Date | null = null;
  try {
    if (uncertainSince && transport.lookup) {
      if (!hasLease()) return release();
      const existing = await findAtProvider(transport, outgoing, uncertainSince, row.id, deps);
      if (existing) {
        deps.logger.info(
          { notificationId: row.id },
          "message found at the provider after an unknown outcome; not resent",
        );
        return record({
          kind: "sent",
          providerMessageId: existing,
          transport: transport.name,
          body: null,
          segments: segmentsOf(outgoing),
        });
      }
      // The provider has no such message: the earlier attempt did not send it.
      uncertainSince = null;
    }
    if (deps.stopping.aborted || !hasLease()) return release();
    // The call itself gets no stop signal: a call once made is waited for (the transport's own
    // timeout bounds it). Stopping only interrupts the wait for the rate limit.
    let holdsRateSlot = false;
    const result = await transport
      .send(outgoing, {
        gate: async () => {
          if (transport.rateLimited) {
            await limiter.take(deps.stopping);
            holdsRateSlot = true;
          }
          attemptStarted = deps.now();
        },
        mayCallAgain: hasLease,
      })
      .finally(() => {
        // Answered or failed: the limiter's ceiling stops counting it as in flight.
        if (holdsRateSlot) limiter.finish();
      });
    record({
      kind: "sent",
      providerMessageId: result.providerMessageId,
      transport: transport.name,
      body: result.storedBody ?? null,
      device: result.device ?? null,
      segments: segmentsOf(outgoing),
    });
  } catch (error) {
    if (isCarrierOptOut(error, row)) await recordSmsOptOut(deps.db, row.subscriberId, deps.now());
    if (isPushGone(error, row) && row.subscriber.push)
      await deletePushSubscription(deps.db, row.subscriber.push.id);
    const outcome = failureOutcome({
      error,
      row,
      attemptStarted,
      uncertainSince,
      stopping: deps.stopping.aborted,
      now: deps.now(),
      policy: deps.policy,
    });
    if (outcome.kind === "failed")
      deps.logger.warn(
        { notificationId: row.id, channel: row.channel, error: outcome.lastError },
        "notification failed",
      );
    record(outcome);
  }
}

/** The provider's id for this message if an earlier attempt did reach it, else null. */
async function findAtProvider(
  transport: Transport,
  outgoing: OutgoingMessage,
  since: Date,
  rowId: number,
  deps: RowSenderDeps,
): Promise<string | null> {
  const candidates = (await transport.lookup?.(outgoing, since, deps.stopping)) ?? [];
  // A message already recorded for another row (this alert's earlier message to the same
  // person) is not this one.
  const taken = await providerIdsRecordedElsewhere(deps.db, candidates, rowId);
  return candidates.find((id) => !taken.has(id)) ?? null;
}

/** Segments per rendered SMS: a batch's texts are shared objects, so each is counted once. */
const segmentCounts = new WeakMap<RenderedMessage, number>();

/** What an SMS is paid by (null for the other channels). */
function segmentsOf(outgoing: OutgoingMessage): number | null {
  const message = outgoing.message;
  if (message.channel !== "sms") return null;
  let segments = segmentCounts.get(message);
  if (segments === undefined) {
    segments = smsLength(message.text).segments;
    segmentCounts.set(message, segments);
  }
  return segments;
}
