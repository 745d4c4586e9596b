import { and, count, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alertNotifications, alerts, subscribers } from "../../db/schema";

const day = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

// Drills (test alerts) are not cases: their figures are the Drills section's, not these.

export async function reportFigures(db: Db, from: Date, to: Date) {
  const inPeriod = and(gte(alerts.createdAt, from), lte(alerts.createdAt, to), eq(alerts.isDrill, false));
  const [totals] = await db
    .select({
      total: count(),
      approved:
        sql<number>`count(*) filter (where ${alerts.status} = 'approved' or ${alerts.isVerified})`.mapWith(
          Number,
        ),
      denied: sql<number>`count(*) filter (where ${alerts.status} = 'denied')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${alerts.status} = 'pending')`.mapWith(Number),
      avgReviewSeconds: sql<
        number | null
      >`avg(extract(epoch from ${alerts.reviewedAt} - ${alerts.createdAt})) filter (where ${alerts.reviewedAt} is not null)`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
    })
    .from(alerts)
    .where(inPeriod);
  const perDay = await db
    .select({ day: day(alerts.createdAt), count: count() })
    .from(alerts)
    .where(inPeriod)
    .groupBy(day(alerts.createdAt));
  // The level a verified report went out at (reports verified before levels existed have none).
  const byLevel = await db
    .select({ level: alerts.level, count: count() })
    .from(alerts)
    .where(and(inPeriod, eq(alerts.isVerified, true), isNotNull(alerts.level)))
    .groupBy(alerts.level);
  return { totals: totals!, perDay, byLevel };
}

export async function subscriberFigures(db: Db, from: Date, to: Date) {
  const inPeriod = and(gte(subscribers.createdAt, from), lte(subscribers.createdAt, to));
  const [totals] = await db
    .select({
      total: count(),
      newInPeriod:
        sql<number>`count(*) filter (where ${subscribers.createdAt} >= ${from} and ${subscribers.createdAt} <= ${to})`.mapWith(
          Number,
        ),
      inactive: sql<number>`count(*) filter (where not ${subscribers.isActive})`.mapWith(Number),
    })
    .from(subscribers);
  const perDay = await db
    .select({ day: day(subscribers.createdAt), count: count() })
    .from(subscribers)
    .where(inPeriod)
    .groupBy(day(subscribers.createdAt));
  return { totals: totals!, perDay };
}

export async function notificationFigures(db: Db, from: Date, to: Date) {
  const when = sql`coalesce(${alertNotifications.sentAt}, ${alertNotifications.statusUpdatedAt}, ${alertNotifications.createdAt})`;
  const notDrill = sql`not exists (select 1 from alerts d where d.id = ${alertNotifications.alertId} and d.is_drill)`;
  const inPeriod = and(
    eq(alertNotifications.kind, "alert"),
    sql`${when} >= ${from}`,
    sql`${when} <= ${to}`,
    notDrill,
  );
  // Sent means a provider accepted it: a 'logged' message (no provider configured) never left.
  const providerTook = sql`${alertNotifications.status} in ('sent', 'delivered')`;
  const byChannel = await db
    .select({
      channel: alertNotifications.notificationType,
      sent: sql<number>`count(*) filter (where ${providerTook})`.mapWith(Number),
      delivered: sql<number>`count(*) filter (where ${alertNotifications.status} = 'delivered')`.mapWith(
        Number,
      ),
      failed: sql<number>`count(*) filter (where ${alertNotifications.status} = 'failed')`.mapWith(Number),
      logged: sql<number>`count(*) filter (where ${alertNotifications.status} = 'logged')`.mapWith(Number),
    })
    .from(alertNotifications)
    .where(inPeriod)
    .groupBy(alertNotifications.notificationType);
  // Only a provider that reports delivery (Twilio status callbacks) can give a delivery rate.
  const [reported] = await db
    .select({
      delivered: sql<number>`count(*) filter (where ${alertNotifications.status} = 'delivered')`.mapWith(
        Number,
      ),
      outcome:
        sql<number>`count(*) filter (where ${alertNotifications.status} in ('sent', 'delivered', 'failed'))`.mapWith(
          Number,
        ),
    })
    .from(alertNotifications)
    .where(and(inPeriod, eq(alertNotifications.transport, "twilio")));
  const [timing] = await db
    .select({
      avgSeconds: sql<
        number | null
      >`avg(extract(epoch from ${alertNotifications.sentAt} - ${alerts.distributedAt}))`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(alertNotifications)
    .innerJoin(alerts, eq(alerts.id, alertNotifications.alertId))
    .where(
      and(
        inPeriod,
        providerTook,
        sql`${alertNotifications.sentAt} is not null and ${alerts.distributedAt} is not null`,
      ),
    );
  const perDay = await db
    .select({ day: day(alertNotifications.sentAt), count: count() })
    .from(alertNotifications)
    .where(and(inPeriod, providerTook, sql`${alertNotifications.sentAt} is not null`))
    .groupBy(day(alertNotifications.sentAt));
  return { byChannel, reported: reported!, avgSeconds: timing?.avgSeconds ?? null, perDay };
}
