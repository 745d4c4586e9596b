import { NOTIFICATION_CHANNELS } from "@shared/notifications";
import { Counter, Gauge, type Registry } from "prom-client";
import type { Db } from "../db/client";
import {
  type ChannelBacklog,
  channelProviders,
  type NotificationsConfig,
  type OutcomeObserver,
  outboxBacklog,
} from "../notifications";

// The notification outbox seen from outside: its backlog per channel, read from the database
// at each scrape (so every instance reports the same, shared outbox), and what this instance's
// dispatcher did with the messages it took, counted as each outcome is written.

const secondsBetween = (from: Date | null, to: Date) =>
  from === null ? 0 : Math.max(0, (to.getTime() - from.getTime()) / 1000);

/**
 * One backlog query per scrape, however many gauges read it: each gauge's collect is started
 * in the same turn, so they share the query in flight.
 */
function oncePerScrape<T>(load: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

export function registerOutboxGauges(registry: Registry, db: Db, now: () => Date): void {
  const backlog = oncePerScrape(() => outboxBacklog(db, now()));
  const perChannel = (set: (channel: string, b: ChannelBacklog, at: Date) => void) => async () => {
    const at = now();
    const channels = await backlog();
    for (const channel of NOTIFICATION_CHANNELS) set(channel, channels[channel], at);
  };

  const messages: Gauge<"channel" | "state"> = new Gauge({
    name: "outbox_messages",
    help: "Outbox messages not yet sent, by channel and state: queued (waiting for an attempt, due or not) or sending (claimed by a dispatcher).",
    labelNames: ["channel", "state"],
    registers: [registry],
    collect: perChannel((channel, b) => {
      messages.set({ channel, state: "queued" }, b.queued);
      messages.set({ channel, state: "sending" }, b.sending);
    }),
  });
  const due: Gauge<"channel"> = new Gauge({
    name: "outbox_due_messages",
    help: "Outbox messages a dispatcher should take now: queued and due, or claimed under a lease that ran out.",
    labelNames: ["channel"],
    registers: [registry],
    collect: perChannel((channel, b) => due.set({ channel }, b.due)),
  });
  const oldest: Gauge<"channel"> = new Gauge({
    name: "outbox_oldest_message_age_seconds",
    help: "Age of the oldest outbox message still queued or sending (0 when there is none).",
    labelNames: ["channel"],
    registers: [registry],
    collect: perChannel((channel, b, at) => oldest.set({ channel }, secondsBetween(b.oldestCreatedAt, at))),
  });
  const lag: Gauge<"channel"> = new Gauge({
    name: "dispatcher_lag_seconds",
    help: "How long the oldest due message has waited for a dispatcher to take it (0 when none is waiting).",
    labelNames: ["channel"],
    registers: [registry],
    collect: perChannel((channel, b, at) => lag.set({ channel }, secondsBetween(b.oldestDueAt, at))),
  });
}

/**
 * Counters of the outcomes this instance's dispatcher wrote, by channel and provider (the
 * transport: twilio, smtp, webpush, or log when no provider is configured). The configured
 * provider of each channel starts at 0, so a rate over it exists before its first message.
 */
export function outcomeCounters(registry: Registry, notifications: NotificationsConfig): OutcomeObserver {
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ["channel", "provider"] as const, registers: [registry] });
  const byKind = {
    sent: counter(
      "notifications_sent_total",
      "Messages a provider accepted (provider log: written down, no provider configured).",
    ),
    retry: counter("notifications_retried_total", "Failed attempts put back in the queue for a later retry."),
    failed: counter("notifications_failed_total", "Messages given up on: refused, or out of attempts."),
    cancelled: counter(
      "notifications_cancelled_total",
      "Messages not sent: the recipient unsubscribed or the case closed before sending.",
    ),
  };
  for (const { channel, provider } of channelProviders(notifications))
    for (const c of Object.values(byKind)) c.inc({ channel, provider }, 0);
  return {
    recorded(source, kind) {
      if (kind !== "release") byKind[kind].inc({ channel: source.channel, provider: source.provider });
    },
  };
}
