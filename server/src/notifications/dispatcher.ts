import { NOTIFICATION_CHANNELS, type NotificationChannel } from "../../../shared/notifications";
import type { NotificationSettings } from "../../../shared/settings";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { DomainEvents } from "../events";
import { getNotificationSettings } from "../modules/settings/settings.service";
import { createTransports, type Transports } from "./channels";
import type { NotificationLogger } from "./channels/log";
import { type OutgoingMessage, SendError, type Transport } from "./channels/types";
import {
  type AlertForMessage,
  type ClaimedRow,
  type ClaimFence,
  claimDue,
  findAlertsForMessages,
  nextDueAt,
  type Outcome,
  providerIdsRecordedElsewhere,
  recordSmsOptOut,
} from "./outbox.repo";
import { OutcomeWriter } from "./outcome-writer";
import { RateLimiter } from "./rate-limiter";
import { renderMessage } from "./templates";

// The outbox dispatcher (docs/decisions/003-notification-outbox.md). One loop per channel
// claims due rows in batches (FOR UPDATE SKIP LOCKED, under a lease), sends them with
// bounded concurrency behind the channel's rate limit, and records each outcome on the
// claim it holds. It is woken by domain events and also polls, so rows written while it
// was down, retries and other instances' abandoned claims are all picked up.

/** A follow-up waits this long when the alert message it follows is still being sent. */
const FOLLOW_UP_WAIT_MS = 30_000;
/**
 * The dispatcher paces each channel at 90% of its configured rate, so messages leave evenly
 * spaced with room for jitter; the limiter's ceiling (the configured rate, counted over sends
 * in flight or answered within the last second) guarantees the provider never counts more
 * than the configured number in any one-second window, however delays bunch messages up.
 */
export const RATE_HEADROOM = 0.9;
/** Spare time a claim must have left, beyond the provider timeout, to start a provider call under it. */
const LEASE_MARGIN_MS = 1_000;

const silentLogger: NotificationLogger = { info() {}, warn() {}, error() {} };

export interface DispatcherOptions {
  database: Database;
  config: Config;
  events?: DomainEvents;
  logger?: NotificationLogger;
  /** Replace some channels' transports (tests). */
  transports?: Partial<Transports>;
  now?: () => Date;
}

interface LoopState {
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
}

export interface BatchContext {
  transport: Transport;
  limiter: RateLimiter;
  settings: NotificationSettings;
  alerts: Map<number, AlertForMessage>;
}

function isAbort(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === "AbortError" || name === "DispatcherStopping";
}

async function runPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export class Dispatcher {
  readonly transports: Transports;
  readonly limiters: Record<NotificationChannel, RateLimiter>;
  private readonly loops = new Map<NotificationChannel, LoopState>();
  private readonly logger: NotificationLogger;
  private readonly now: () => Date;
  private readonly outcomes: OutcomeWriter;
  /** Aborted by stop(): interrupts waits (rate limit) but never a provider call already made. */
  private readonly stopping = new AbortController();
  private started = false;
  private stopped = false;
  private unsubscribe: Array<() => void> = [];

  constructor(private readonly options: DispatcherOptions) {
    this.logger = options.logger ?? silentLogger;
    this.now = options.now ?? (() => new Date());
    this.outcomes = new OutcomeWriter(options.database.db, this.now, this.logger);
    this.transports = { ...createTransports(options.config, this.logger), ...options.transports };
    const rates = options.config.notifications.ratePerSecond;
    this.limiters = {
      sms: new RateLimiter(rates.sms * RATE_HEADROOM, { ceiling: rates.sms }),
      whatsapp: new RateLimiter(rates.whatsapp * RATE_HEADROOM, { ceiling: rates.whatsapp }),
      email: new RateLimiter(rates.email * RATE_HEADROOM, { ceiling: rates.email }),
    };
    for (const channel of NOTIFICATION_CHANNELS)
      this.loops.set(channel, { running: null, again: false, timer: null });
  }

  private get db() {
    return this.options.database.db;
  }

  private get settings() {
    return this.options.config.notifications.dispatcher;
  }

  /** Starts the loops: runs at once (rows left from before a restart), on events and on a timer. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    this.logger.info(
      {
        sms: this.transports.sms.name,
        whatsapp: this.transports.whatsapp.name,
        email: this.transports.email.name,
        perSecond: this.options.config.notifications.ratePerSecond,
      },
      "notification dispatcher started ('log' = no provider configured: messages are logged, not sent)",
    );
    const events = this.options.events;
    if (events) {
      const wake = () => this.wake();
      this.unsubscribe = [
        events.on("notifications.queued", wake),
        events.on("alert.verified", wake),
        events.on("alert.resolved", wake),
      ];
    }
    this.wake();
  }

  wake(): void {
    for (const channel of NOTIFICATION_CHANNELS) this.kick(channel);
  }

  /**
   * Stops claiming, hands back rows still waiting for their turn, and waits for provider
   * calls in flight (each bounded by the provider timeout) to be recorded.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const off of this.unsubscribe) off();
    const stoppingError = new Error("dispatcher stopping");
    stoppingError.name = "DispatcherStopping";
    this.stopping.abort(stoppingError);
    for (const state of this.loops.values()) if (state.timer) clearTimeout(state.timer);
    await Promise.all([...this.loops.values()].map((s) => s.running?.catch(() => {})));
    await this.outcomes.flush();
    await Promise.all(
      [...new Set(Object.values(this.transports))].map(
        (t) => t.close?.().catch(() => {}) ?? Promise.resolve(),
      ),
    );
  }

  /** Sends everything due now on every channel, then returns (tests, benchmarks, scripts). */
  async runUntilIdle(): Promise<number> {
    let total = 0;
    for (;;) {
      const counts = await Promise.all(NOTIFICATION_CHANNELS.map((c) => this.drain(c)));
      const sum = counts.reduce((a, b) => a + b, 0);
      total += sum;
      if (sum === 0 || this.stopped) return total;
    }
  }

  private kick(channel: NotificationChannel): void {
    if (this.stopped) return;
    const state = this.loops.get(channel)!;
    if (state.running) {
      state.again = true;
      return;
    }
    if (state.timer) {
      clearTimeout(state.timer);
      state.timer = null;
    }
    state.again = false;
    state.running = this.drain(channel)
      .then(() => this.scheduleNext(channel))
      .catch((error) => {
        this.logger.error(
          { err: error, channel },
          "notification dispatcher loop failed; retrying on the next poll",
        );
        this.schedule(channel, this.settings.pollMs);
      })
      .finally(() => {
        state.running = null;
        if (state.again) this.kick(channel);
      });
  }

  private schedule(channel: NotificationChannel, delayMs: number): void {
    if (this.stopped) return;
    const state = this.loops.get(channel)!;
    if (state.timer) clearTimeout(state.timer);
    state.timer = setTimeout(() => {
      state.timer = null;
      this.kick(channel);
    }, delayMs);
    state.timer.unref();
  }

  /** Sleeps until the next retry or lease expiry on this channel, or the poll interval. */
  private async scheduleNext(channel: NotificationChannel): Promise<void> {
    const at = await nextDueAt(this.db, channel);
    const poll = this.settings.pollMs;
    const wait = at ? at.getTime() - this.now().getTime() : poll;
    // Due already but not claimable: another instance holds those rows; look again soon, not in a tight loop.
    const delay = wait <= 0 ? Math.min(poll, 1_000) : Math.min(poll, Math.max(20, wait));
    this.schedule(channel, delay);
  }

  private async drain(channel: NotificationChannel): Promise<number> {
    let total = 0;
    while (!this.stopped) {
      const state = this.loops.get(channel)!;
      state.again = false;
      const count = await this.runBatch(channel);
      total += count;
      if (count === 0) break;
    }
    return total;
  }

  /** Rows a channel may claim at once: under a rate limit, no more than it can start before the lease ends. */
  private batchLimit(channel: NotificationChannel): number {
    const d = this.settings;
    const limiter = this.limiters[channel];
    if (!this.transports[channel].rateLimited || limiter.unlimited) return d.batchSize;
    const usableSeconds = (d.leaseMs - d.providerTimeoutMs - LEASE_MARGIN_MS) / 1000;
    return Math.max(1, Math.min(d.batchSize, Math.floor((limiter.perSecond * usableSeconds) / 2)));
  }

  private async runBatch(channel: NotificationChannel): Promise<number> {
    const now = this.now();
    const rows = await claimDue(this.db, {
      channel,
      now,
      leaseUntil: new Date(now.getTime() + this.settings.leaseMs),
      limit: this.batchLimit(channel),
    });
    if (rows.length === 0) return 0;
    const batch: BatchContext = {
      transport: this.transports[channel],
      limiter: this.limiters[channel],
      settings: await getNotificationSettings(this.db, this.options.config.site.brandName),
      alerts: await findAlertsForMessages(this.db, [...new Set(rows.map((r) => r.alertId))]),
    };
    await runPool(rows, this.settings.concurrency, (row) => this.deliverSafely(row, batch));
    // The next claim must see this batch's outcomes (and the lease must not run out on them).
    await this.outcomes.flush();
    return rows.length;
  }

  private async deliverSafely(row: ClaimedRow, batch: BatchContext): Promise<void> {
    try {
      await this.deliver(row, batch);
      // A provider that cannot be asked afterwards what it took (SMTP: no lookup) gets its
      // outcome committed before this worker sends another: a crash then leaves at most one
      // message per worker in doubt (sent again, as the same message) instead of a group.
      const { transport } = batch;
      if (transport.rateLimited && !transport.lookup) await this.outcomes.flush();
    } catch (error) {
      // Nothing is recorded: the row keeps its claim and is taken over (and checked with the
      // provider) when the lease expires.
      this.logger.error({ err: error, notificationId: row.id }, "could not deliver a notification");
    }
  }

  /** Why a claimed row must not be sent any more, or null. Checked at send time, not only when planned. */
  private reasonNotToSend(
    row: ClaimedRow,
    settings: NotificationSettings,
    alert: AlertForMessage | undefined,
  ) {
    const s = row.subscriber;
    if (!alert) return "alert no longer exists";
    if (!s.isActive) return "subscriber unsubscribed";
    if (row.kind === "alert" && !alert.isActive) return "case closed before sending";
    switch (row.channel) {
      case "sms":
        if (!settings.sendSMS) return "SMS switched off in settings";
        if (!s.phone) return "no phone number";
        if (s.smsOptedOut) return "recipient opted out of SMS";
        return null;
      case "whatsapp":
        if (!settings.sendWhatsApp) return "WhatsApp switched off in settings";
        if (!s.phone) return "no phone number";
        if (!s.whatsappEnabled || s.whatsappStatus !== "opted_in")
          return "recipient not opted in to WhatsApp";
        return null;
      case "email":
        if (!settings.sendEmail) return "e-mail switched off in settings";
        if (!s.email) return "no e-mail address";
        return null;
    }
  }

  private hasLeaseFor(fence: ClaimFence): boolean {
    const needed = this.settings.providerTimeoutMs + LEASE_MARGIN_MS;
    return this.now().getTime() + needed < fence.leaseUntil.getTime();
  }

  private backoffMs(attempts: number, retryAfterMs: number | undefined): number {
    const { retryBaseMs, retryMaxMs } = this.settings;
    const exponential = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));
    // Jitter spreads retries of a whole batch that failed together (a provider outage).
    const jittered = exponential * (0.5 + Math.random() / 2);
    return Math.min(retryMaxMs, Math.max(jittered, retryAfterMs ?? 0));
  }

  private async deliver(row: ClaimedRow, batch: BatchContext): Promise<void> {
    const fence: ClaimFence = { id: row.id, attempts: row.attempts, leaseUntil: row.leaseUntil };
    const alert = batch.alerts.get(row.alertId);
    const record = (outcome: Outcome) => this.outcomes.record(fence, outcome);
    const release = (delayMs = 0) =>
      record({
        kind: "release",
        nextAttemptAt: new Date(this.now().getTime() + delayMs),
        uncertainSince: row.uncertainSince,
      });
    const cancel = (reason: string) =>
      record({ kind: "cancelled", reason, uncertainSince: row.uncertainSince });

    const skip = this.reasonNotToSend(row, batch.settings, alert);
    if (skip) return cancel(skip);
    if (row.kind === "resolved") {
      const before = row.alertMessageStatus;
      if (before === "queued" || before === "sending") return release(FOLLOW_UP_WAIT_MS);
      if (before !== "sent" && before !== "delivered") return cancel("the alert message itself was not sent");
    }

    const { transport, limiter } = batch;
    const to = row.channel === "email" ? row.subscriber.email! : row.subscriber.phone!;
    const outgoing: OutgoingMessage = {
      notificationId: row.id,
      channel: row.channel,
      kind: row.kind,
      to,
      message: renderMessage({
        channel: row.channel,
        kind: row.kind,
        settings: batch.settings,
        alert: alert!,
        site: {
          publicUrl: this.options.config.publicUrl,
          hotline: this.options.config.site.emergencyPhone,
          brandName: this.options.config.site.brandName,
        },
        unsubscribeToken: row.subscriber.unsubscribeToken,
      }),
      messageKey: `alert-${row.alertId}.${row.kind}.${row.subscriberId}.${row.channel}`,
    };

    let uncertainSince = row.uncertainSince;
    // Set when the rate limit lets the message through, i.e. right before the provider call.
    let attemptStarted = null as Date | null;
    try {
      if (uncertainSince && transport.lookup) {
        if (!this.hasLeaseFor(fence)) return release();
        const candidates = await transport.lookup(outgoing, uncertainSince, this.stopping.signal);
        // A message already recorded for another row (this alert's earlier message to the
        // same person) is not this one.
        const taken = await providerIdsRecordedElsewhere(this.db, candidates, row.id);
        const existing = candidates.find((id) => !taken.has(id));
        if (existing) {
          this.logger.info(
            { notificationId: row.id },
            "message found at the provider after an unknown outcome; not resent",
          );
          return record({ kind: "sent", providerMessageId: existing, transport: transport.name, body: null });
        }
        // The provider has no such message: the earlier attempt did not send it.
        uncertainSince = null;
      }
      if (this.stopped || !this.hasLeaseFor(fence)) return release();
      // No stop signal for the call itself: a call once made is waited for (its own timeout
      // bounds it). Stopping only interrupts the wait for the rate limit.
      let holdsRateSlot = false;
      const result = await transport
        .send(outgoing, {
          signal: new AbortController().signal,
          gate: async () => {
            if (transport.rateLimited) {
              await limiter.take(this.stopping.signal);
              holdsRateSlot = true;
            }
            attemptStarted = this.now();
          },
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
      });
    } catch (error) {
      // Failed before the rate limit let it through: nothing can have reached the provider.
      if (attemptStarted === null && (this.stopped || isAbort(error))) return release();
      let failure = error instanceof SendError ? error : new SendError(String(error), true, false);
      if (attemptStarted === null && failure.uncertain) {
        failure = new SendError(failure.message, failure.retryable, false, failure.details);
      }
      const since = failure.uncertain ? (uncertainSince ?? attemptStarted ?? this.now()) : uncertainSince;
      if (failure.details.optedOut && row.channel === "sms") {
        await recordSmsOptOut(this.db, row.subscriberId, this.now());
      }
      if (!failure.retryable || row.attempts >= this.settings.maxAttempts) {
        const lastError = failure.retryable
          ? `gave up after ${row.attempts} attempts: ${failure.message}`
          : failure.message;
        this.logger.warn(
          { notificationId: row.id, channel: row.channel, error: lastError },
          "notification failed",
        );
        return record({ kind: "failed", lastError, uncertainSince: since });
      }
      record({
        kind: "retry",
        nextAttemptAt: new Date(
          this.now().getTime() + this.backoffMs(row.attempts, failure.details.retryAfterMs),
        ),
        lastError: failure.message,
        uncertainSince: since,
      });
    }
  }
}

/** The dispatcher a server process runs (main.ts), woken by the app's domain events. */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  return new Dispatcher(options);
}
