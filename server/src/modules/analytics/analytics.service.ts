import type { AnalyticsResponse, DayCount } from "@shared/admin";
import { DAY_MS } from "@shared/constants";
import { ALERT_LEVELS } from "@shared/levels";
import { NOTIFICATION_CHANNELS } from "@shared/notifications";
import type { Db } from "../../db/client";
import { channelProviders, type NotificationsConfig } from "../../notifications";
import { notificationFigures, reportFigures, subscriberFigures } from "./analytics.repo";

// Analytics (/admin/reports) computed from the data, never fixed demo figures.

/** Every day of the period, zero where nothing happened, so charts have a point per day. */
export function fillDays(from: Date, to: Date, counts: { day: string; count: number }[]): DayCount[] {
  const byDay = new Map(counts.map((c) => [c.day, Number(c.count)]));
  const out: DayCount[] = [];
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  for (let t = start; t <= to.getTime(); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push({ day, count: byDay.get(day) ?? 0 });
  }
  return out;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export async function analytics(
  db: Db,
  notifications: NotificationsConfig,
  days: number,
  now: Date,
): Promise<AnalyticsResponse> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const [reports, subs, notes] = await Promise.all([
    reportFigures(db, from, now),
    subscriberFigures(db, from, now),
    notificationFigures(db, from, now),
  ]);
  const r = reports.totals;
  const totalSent = notes.byChannel.reduce((sum, c) => sum + c.sent, 0);
  const providers = channelProviders(notifications);
  // Every channel appears, with zeros when it had no messages, so its provider notice has a row.
  const byChannel = NOTIFICATION_CHANNELS.map(
    (channel) =>
      notes.byChannel.find((c) => c.channel === channel) ?? {
        channel,
        sent: 0,
        delivered: 0,
        failed: 0,
        logged: 0,
      },
  );
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    reports: {
      total: r.total,
      approved: r.approved,
      denied: r.denied,
      pending: r.pending,
      approvedRate: r.total === 0 ? 0 : Math.round((r.approved / r.total) * 100),
      avgReviewHours: r.avgReviewSeconds === null ? null : oneDecimal(r.avgReviewSeconds / 3600),
      perDay: fillDays(from, now, reports.perDay),
      byLevel: ALERT_LEVELS.map((level) => ({
        level,
        count: reports.byLevel.find((l) => l.level === level)?.count ?? 0,
      })),
    },
    subscribers: {
      total: subs.totals.total,
      newInPeriod: subs.totals.newInPeriod,
      inactive: subs.totals.inactive,
      perDay: fillDays(from, now, subs.perDay),
    },
    notifications: {
      totalSent,
      byChannel,
      providers,
      deliveryRate:
        notes.reported.outcome === 0
          ? null
          : oneDecimal((notes.reported.delivered / notes.reported.outcome) * 100),
      avgSecondsToSend: notes.avgSeconds === null ? null : Math.round(notes.avgSeconds),
      perDay: fillDays(from, now, notes.perDay),
    },
  };
}
