import { PLACE_LABELS } from "@shared/subscribers";
import { type AnyColumn, asc, count, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alertNotifications, alerts, subscriberPlaces, subscribers } from "../../db/schema";
import { deliveryStateSql } from "../../notifications";

export async function listAllAlerts(db: Db) {
  return db.select().from(alerts).orderBy(desc(alerts.createdAt), desc(alerts.id));
}

/** One page of subscribers, newest first, with contact details (admin only). */
export async function listSubscribersPage(db: Db, page: { limit: number; offset: number }) {
  return db
    .select(staffSubscriberColumns)
    .from(subscribers)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The next batch after a subscriber id, in id order: the export walks the table by key, not offset. */
export async function listSubscribersAfter(db: Db, afterId: number, limit: number) {
  return db
    .select(staffSubscriberColumns)
    .from(subscribers)
    .where(gt(subscribers.id, afterId))
    .orderBy(asc(subscribers.id))
    .limit(limit);
}

export async function findSubscriberById(db: Db, id: number) {
  const rows = await db
    .select({
      ...staffSubscriberColumns,
      quietStartMinute: subscribers.quietStartMinute,
      quietEndMinute: subscribers.quietEndMinute,
    })
    .from(subscribers)
    .where(eq(subscribers.id, id))
    .limit(1);
  return rows[0];
}

/** A subscriber's places besides home, in the order they were added. */
export async function listSubscriberPlaces(db: Db, subscriberId: number) {
  return db
    .select({
      label: subscriberPlaces.label,
      location: subscriberPlaces.location,
      latitude: subscriberPlaces.latitude,
      longitude: subscriberPlaces.longitude,
    })
    .from(subscriberPlaces)
    .where(eq(subscriberPlaces.subscriberId, subscriberId))
    .orderBy(asc(subscriberPlaces.id));
}

export async function countSubscribers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscribers);
  return row?.n ?? 0;
}

export async function findAlertById(db: Db, id: number) {
  const rows = await db.select().from(alerts).where(eq(alerts.id, id)).limit(1);
  return rows[0];
}

export async function alertCounters(db: Db) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${alerts.isActive} and ${alerts.isVerified})`.mapWith(
        Number,
      ),
      pending: sql<number>`count(*) filter (where ${alerts.status} = 'pending')`.mapWith(Number),
    })
    .from(alerts);
  return { total: row?.total ?? 0, active: row?.active ?? 0, pending: row?.pending ?? 0 };
}

const validCoords = (lat: AnyColumn, lng: AnyColumn) =>
  sql`${lat} is not null and ${lng} is not null and ${lat} <> 0 and ${lng} <> 0 and ${lat} between -90 and 90 and ${lng} between -180 and 180`;

/**
 * Coordinates only, for the map, as the text of a flat JSON number list "id,lat,lng,...":
 * built by the database in one value, so 50,000 points never become 50,000 JS row objects.
 * Six decimals (~0.1 m) is all the popups show.
 */
export async function subscriberPointsText(db: Db): Promise<string> {
  const rows = await db
    .select({
      text: sql<
        string | null
      >`string_agg(${subscribers.id}::text || ',' || round(${subscribers.latitude}::numeric, 6)::float8::text || ',' || round(${subscribers.longitude}::numeric, 6)::float8::text, ',' order by ${subscribers.id})`,
    })
    .from(subscribers)
    .where(validCoords(subscribers.latitude, subscribers.longitude));
  return rows[0]?.text ?? "";
}

/**
 * Subscribers' other places for the map, as the text of a flat JSON number list
 * "subscriber id,kind,lat,lng,...", the kind as its index in PLACE_LABELS (an unknown one reads
 * as the last, "other").
 */
export async function placePointsText(db: Db): Promise<string> {
  const labels = sql.join(
    PLACE_LABELS.map((label) => sql`${label}::text`),
    sql`, `,
  );
  const kind = sql`coalesce(array_position(array[${labels}], ${subscriberPlaces.label}), ${PLACE_LABELS.length}::int) - 1`;
  const rows = await db
    .select({
      text: sql<
        string | null
      >`string_agg(${subscriberPlaces.subscriberId}::text || ',' || (${kind})::text || ',' || round(${subscriberPlaces.latitude}::numeric, 6)::float8::text || ',' || round(${subscriberPlaces.longitude}::numeric, 6)::float8::text, ',' order by ${subscriberPlaces.subscriberId}, ${subscriberPlaces.id})`,
    })
    .from(subscriberPlaces)
    .where(validCoords(subscriberPlaces.latitude, subscriberPlaces.longitude));
  return rows[0]?.text ?? "";
}

export async function alertPointsText(db: Db): Promise<string> {
  const rows = await db
    .select({
      text: sql<
        string | null
      >`string_agg(${alerts.id}::text || ',' || round(${alerts.latitude}::numeric, 6)::float8::text || ',' || round(${alerts.longitude}::numeric, 6)::float8::text, ',' order by ${alerts.id})`,
    })
    .from(alerts)
    .where(validCoords(alerts.latitude, alerts.longitude));
  return rows[0]?.text ?? "";
}

const staffSubscriberColumns = {
  id: subscribers.id,
  name: subscribers.name,
  email: subscribers.email,
  phone: subscribers.phone,
  location: subscribers.location,
  latitude: subscribers.latitude,
  longitude: subscribers.longitude,
  profilePhotoUrl: subscribers.profilePhotoUrl,
  isActive: subscribers.isActive,
  whatsappEnabled: subscribers.whatsappEnabled,
  whatsappStatus: subscribers.whatsappStatus,
  whatsappOptInDate: subscribers.whatsappOptInDate,
  whatsappOptOutDate: subscribers.whatsappOptOutDate,
  createdAt: subscribers.createdAt,
};

/**
 * One alert's outbox rows (first `limit`, oldest first) and its counts per channel and delivery
 * state (the status, with 'opted_out' split from 'cancelled').
 */
export async function alertNotificationRows(db: Db, alertId: number, limit: number) {
  const state = deliveryStateSql(alertNotifications.status, alertNotifications.lastError);
  const [items, counts] = await Promise.all([
    db
      .select({
        id: alertNotifications.id,
        channel: alertNotifications.notificationType,
        kind: alertNotifications.kind,
        status: state,
        transport: alertNotifications.transport,
        sentAt: alertNotifications.sentAt,
        body: alertNotifications.body,
      })
      .from(alertNotifications)
      .where(eq(alertNotifications.alertId, alertId))
      .orderBy(asc(alertNotifications.id))
      .limit(limit),
    db
      .select({ channel: alertNotifications.notificationType, status: state, n: count() })
      .from(alertNotifications)
      .where(eq(alertNotifications.alertId, alertId))
      .groupBy(alertNotifications.notificationType, state),
  ]);
  return { items, counts };
}
