import { setMaxListeners } from "node:events";
import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@shared/notifications";
import type { NotificationSettings } from "@shared/settings";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { loggableError } from "../db/loggable-error";
import type { DomainEvents } from "../events";
import { createTransports, type Transports } from "./channels";
import type { NotificationLogger } from "./channels/log";
import { type ClaimedRow, claimDue, findAlertsForMessages, nextDueAt } from "./outbox.repo";
import { type OutcomeObserver, OutcomeWriter } from "./outcome-writer";
import { RateLimiter } from "./rate-limiter";
import { type BatchContext, LEASE_MARGIN_MS, type RowSenderDeps, sendRow } from "./send-row";
import { getNotificationSettings } from "./settings";
import { vapidKeysOnce } from "./vapid";
import { whatsAppPolicy } from "./whatsapp-limits";
import { claimWhatsAppDue } from "./whatsapp-limits.repo";

// The outbox dispatcher (docs/decisions/004-notification-outbox.md). One loop per channel
// claims due rows in batches (FOR UPDATE SKIP LOCKED, under a lease; most urgent, then nearest
// first: decision 012), sends them in that order with
// bounded concurrency behind the channel's rate limit, and records each outcome on the
// claim it holds. It is woken by domain events and also polls, so rows written while it
// was down, retries and other instances' abandoned claims are all picked up. What happens to
// one row is in send-row.ts (effects) and delivery.ts (decisions).

/**
 * The dispatcher paces each channel at 90% of its configured rate, so messages leave evenly
 * spaced with room for jitter; the limiter's ceiling (the configured rate, counted over sends
 * in flight or answered within the last second) guarantees the provider never counts more
 * than the configured number in any one-second window, however delays bunch messages up.
 */
export const RATE_HEADROOM = 0.9;

/**
 * Under a rate limit a claim takes at most this many seconds' worth of sends, so a row that
 * becomes due meanwhile (a retry, a high-priority alert) waits behind no more than that many
 * farther or less urgent messages already claimed (decision 012).
 */
export const CLAIM_WINDOW_SECONDS = 2;

const silentLogger: NotificationLogger = { info() {}, warn() {}, error() {} };

export interface DispatcherOptions {
  database: Database;
  config: Config;
  events?: DomainEvents;
  logger?: NotificationLogger;
  /** Replace some channels' transports (tests). */
  transports?: Partial<Transports>;
  now?: () => Date;
  /** Told of every outcome written (the metrics' counters of sends, failures and retries). */
  observer?: OutcomeObserver;
  /** Each channel's rate limiter's clock and wait (tests: a controllable clock instead of real seconds). */
  pace?: (channel: NotificationChannel) => {
    clock: () => number;
    sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  };
}

interface LoopState {
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
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
  private readonly rowDeps: RowSenderDeps;
  private started = false;
  private stopped = false;
  private unsubscribe: Array<() => void> = [];

  constructor(private readonly options: DispatcherOptions) {
    this.logger = options.logger ?? silentLogger;
    this.now = options.now ?? (() => new Date());
    this.outcomes = new OutcomeWriter(options.database.db, this.now, this.logger, options.observer);
    const vapid = vapidKeysOnce(options.database.db, options.config.notifications.vapid, this.now);
    this.transports = {
      ...createTransports(options.config, this.logger, vapid, { smsPace: options.pace?.("sms") }),
      ...options.transports,
    };
    const rates = options.config.notifications.ratePerSecond;
    const limiter = (channel: NotificationChannel) =>
      new RateLimiter(rates[channel] * RATE_HEADROOM, {
        ceiling: rates[channel],
        ...options.pace?.(channel),
      });
    this.limiters = {
      sms: limiter("sms"),
      whatsapp: limiter("whatsapp"),
      email: limiter("email"),
      push: limiter("push"),
    };
    for (const channel of NOTIFICATION_CHANNELS)
      this.loops.set(channel, { running: null, again: false, timer: null });
    const { config } = options;
    // Every worker of every channel may be waiting on this one signal at once (a rate-limit
    // wait, a look-up at the provider after an unknown outcome), each listener removed when its
    // wait ends; the default limit would take that for a leak and warn.
    setMaxListeners(
      NOTIFICATION_CHANNELS.length * (config.notifications.dispatcher.concurrency + 1),
      this.stopping.signal,
    );
    this.rowDeps = {
      db: options.database.db,
      outcomes: this.outcomes,
      logger: this.logger,
      now: this.now,
      site: {
        publicUrl: config.publicUrl,
        hotline: config.site.emergencyPhone,
        brandName: config.site.brandName,
      },
      policy: config.notifications.dispatcher,
      stopping: this.stopping.signal,
    };
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
        push: this.transports.push.name,
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
        events.on("alert.area_changed", wake),
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
      // A loop woken by an event may hold rows mid-send under its lease, which this drain cannot
      // claim: wait for those loops too, or "idle" would be answered while a row is 'sending'.
      await Promise.all([...this.loops.values()].map((loop) => loop.running));
      const counts = await Promise.all(NOTIFICATION_CHANNELS.map((c) => this.drain(c)));
      const sum = counts.reduce((a, b) => a + b, 0);
      total += sum;
      const busy = [...this.loops.values()].some((loop) => loop.running !== null);
      if ((sum === 0 && !busy) || this.stopped) return total;
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
          { err: loggableError(error), channel },
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

  /**
   * Rows a channel may claim at once. Under a rate limit: no more than it can start before the
   * lease ends, and no more than CLAIM_WINDOW_SECONDS of sends, so the send order is decided
   * again every few seconds.
   */
  batchLimit(channel: NotificationChannel): number {
    const d = this.settings;
    const limiter = this.limiters[channel];
    if (!this.transports[channel].rateLimited || limiter.unlimited) return d.batchSize;
    const usableSeconds = (d.leaseMs - d.providerTimeoutMs - LEASE_MARGIN_MS) / 1000;
    const window = Math.ceil(limiter.perSecond * CLAIM_WINDOW_SECONDS);
    return Math.max(1, Math.min(d.batchSize, window, Math.floor((limiter.perSecond * usableSeconds) / 2)));
  }

  /** Claims a batch; returns the rows to send and how many were claimed (some may be held or cut). */
  private async claim(
    channel: NotificationChannel,
    settings: NotificationSettings,
  ): Promise<{ rows: ClaimedRow[]; claimed: number }> {
    const now = this.now();
    const input = {
      now,
      leaseUntil: new Date(now.getTime() + this.settings.leaseMs),
      limit: this.batchLimit(channel),
    };
    if (channel !== "whatsapp") {
      const rows = await claimDue(this.db, { ...input, channel });
      return { rows, claimed: rows.length };
    }
    const claim = await claimWhatsAppDue(this.db, input, whatsAppPolicy(settings));
    if (claim.cut > 0)
      this.logger.warn(
        { cut: claim.cut, fallbackQueued: claim.fallbackQueued, tier: settings.whatsAppTier },
        "WhatsApp account's 24-hour limit reached: messages sent through each person's next channel instead",
      );
    return { rows: claim.rows, claimed: claim.claimed };
  }

  private async runBatch(channel: NotificationChannel): Promise<number> {
    const settings = await getNotificationSettings(this.db, this.options.config.site.brandName);
    const { rows, claimed } = await this.claim(channel, settings);
    // Rows held for a person's pace or cut past WhatsApp's limit count as work done: the
    // channel's loop goes on claiming what remains.
    if (rows.length === 0) return claimed;
    const batch: BatchContext = {
      transport: this.transports[channel],
      limiter: this.limiters[channel],
      settings,
      alerts: await findAlertsForMessages(this.db, [...new Set(rows.map((r) => r.alertId))]),
      rendered: new Map(),
    };
    await runPool(rows, this.settings.concurrency, (row) => this.deliverSafely(row, batch));
    // The next claim must see this batch's outcomes (and the lease must not run out on them).
    await this.outcomes.flush();
    return claimed;
  }

  private async deliverSafely(row: ClaimedRow, batch: BatchContext): Promise<void> {
    try {
      await sendRow(row, batch, this.rowDeps);
      // A provider that cannot be asked afterwards what it took (SMTP: no lookup) gets its
      // outcome committed before this worker sends another: a crash then leaves at most one
      // message per worker in doubt (sent again, as the same message) instead of a group. Web
      // push needs no such care: a copy replaces the first under the alert's tag (decision 015).
      const { transport } = batch;
      if (transport.rateLimited && !transport.lookup && !transport.resendReplaces)
        await this.outcomes.flush();
    } catch (error) {
      // Nothing is recorded: the row keeps its claim and is taken over (and checked with the
      // provider) when the lease expires.
      this.logger.error(
        { err: loggableError(error), notificationId: row.id },
        "could not deliver a notification",
      );
    }
  }
}

/** The dispatcher a server process runs (main.ts), woken by the app's domain events. */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  return new Dispatcher(options);
}
