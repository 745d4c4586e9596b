import { channelCost, type MessagePrices } from "@shared/channel-costs";
import { COSTS_ALERTS_MAX, type CostFigures, type MessageCostsResponse } from "@shared/costs";
import { NOTIFICATION_CHANNELS } from "@shared/notifications";
import type { AppContext } from "../../context";
import { getNotificationSettings } from "../../notifications";
import { type ChannelCount, paidMessagesByAlert, paidMessagesByMonth } from "./costs.repo";

// The cost of what was sent: counts from the outbox, at the admin's prices of today.

const DAY_MS = 24 * 60 * 60 * 1000;

function figuresOf(rows: ChannelCount[], prices: MessagePrices): CostFigures {
  const messages = Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, 0])) as CostFigures["messages"];
  let smsSegments = 0;
  let cost = 0;
  for (const row of rows) {
    messages[row.channel] += row.messages;
    if (row.channel === "sms") smsSegments += row.segments;
    cost += channelCost(row.channel, { messages: row.messages, smsSegments: row.segments }, prices);
  }
  return { messages, smsSegments, cost };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

export async function messageCosts(ctx: AppContext, days: number): Promise<MessageCostsResponse> {
  const db = ctx.database.db;
  const to = ctx.now();
  const from = new Date(to.getTime() - days * DAY_MS);
  const [settings, months, alerts] = await Promise.all([
    getNotificationSettings(db, ctx.config.site.brandName),
    paidMessagesByMonth(db, from, to),
    paidMessagesByAlert(db, from, to, COSTS_ALERTS_MAX),
  ]);
  const prices = settings.messagePrices;
  return {
    days,
    from: from.toISOString(),
    to: to.toISOString(),
    currency: "USD",
    prices,
    total: figuresOf(months, prices),
    byMonth: [...groupBy(months, (r) => r.month)].map(([month, rows]) => ({
      month,
      ...figuresOf(rows, prices),
    })),
    byAlert: [...groupBy(alerts, (r) => r.alertId)].map(([alertId, rows]) => ({
      alertId,
      name: rows[0]!.name,
      isDrill: rows[0]!.isDrill,
      firstSentAt: new Date(rows[0]!.firstSentAt).toISOString(),
      ...figuresOf(rows, prices),
    })),
  };
}
