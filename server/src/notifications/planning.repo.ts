import type { NotificationChannel } from "@shared/notifications";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { affectedRows, iso } from "../db/sql-result";
import { CHANNEL_RULES, type RecipientFact } from "./eligibility";
import { type BoundingBox, EARTH_RADIUS_MILES } from "./targeting";

// The outbox's planning SQL. Planning writes every recipient with INSERT ... SELECT inside the
// caller's transaction (no subscriber ever travels through Node); the unique index on
// (alert, subscriber, channel, kind) plus ON CONFLICT DO NOTHING makes planning idempotent.

/** Each eligibility fact (eligibility.ts) as a condition on the recipients subquery `t`. */
const RECIPIENT_FACT_SQL: Record<RecipientFact, SQL> = {
  hasPhone: sql`t.phone is not null`,
  hasEmail: sql`t.email is not null`,
  smsNotOptedOut: sql`t.sms_opt_out_date is null`,
  whatsappOptedIn: sql`(t.whatsapp_enabled and t.whatsapp_status = 'opted_in')`,
  hasPush: sql`exists (select 1 from push_subscriptions p where p.subscriber_id = t.id)`,
};

/** Which subscribers a channel may reach at all (the dispatcher checks the same rules again at send time). */
function channelCondition(channel: NotificationChannel): SQL {
  return sql.join(
    CHANNEL_RULES[channel].requires.map((r) => RECIPIENT_FACT_SQL[r.fact]),
    sql` and `,
  );
}

/** The channels of a plan as a VALUES list, and which recipients each may reach. */
export function channelJoin(channels: NotificationChannel[]): { values: SQL; condition: SQL } {
  return {
    values: sql.join(
      channels.map((c) => sql`(${c})`),
      sql`, `,
    ),
    condition: sql.join(
      channels.map((c) => sql`(c.channel = ${c} and ${channelCondition(c)})`),
      sql` or `,
    ),
  };
}

/** Outbox urgency (decision 012): claims take the most urgent rows first, then the nearest. */
export const URGENCY = { highPriorityAlert: 2, alert: 1, followUp: 0 } as const;

interface InsertTargets {
  alertId: number;
  now: Date;
  channels: NotificationChannel[];
  /** URGENCY.highPriorityAlert or URGENCY.alert. */
  urgency: number;
}

async function insertRecipients(db: Db, input: InsertTargets, recipients: SQL, distanceFilter: SQL) {
  if (input.channels.length === 0) return 0;
  const { values, condition } = channelJoin(input.channels);
  const now = iso(input.now);
  const result = await db.execute(sql`
    insert into alert_notifications
      (alert_id, subscriber_id, notification_type, kind, status, recipient_distance, urgency, attempts,
       next_attempt_at, status_updated_at, created_at)
    select ${input.alertId}, t.id, c.channel, 'alert', 'queued', t.distance, ${input.urgency}::smallint, 0,
           ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
    from (${recipients}) t
    cross join (values ${values}) as c(channel)
    where ${distanceFilter} and (${condition})
    on conflict (alert_id, subscriber_id, notification_type, kind) do nothing`);
  return affectedRows(result);
}

/**
 * Subscribers with coordinates inside the radius: the bounding box narrows the search on the
 * subscribers_coords index, then the exact great-circle distance decides.
 */
export async function insertRecipientsWithinRadius(
  db: Db,
  input: InsertTargets & {
    centre: { latitude: number; longitude: number };
    radiusMiles: number;
    box: BoundingBox;
  },
): Promise<number> {
  const { latitude: lat, longitude: lng } = input.centre;
  const box = input.box;
  const longitudeFilter =
    box.minLongitude === null || box.maxLongitude === null
      ? sql`true`
      : sql`s.longitude between ${box.minLongitude} and ${box.maxLongitude}`;
  const recipients = sql`
    select s.id, s.phone, s.email, s.sms_opt_out_date, s.whatsapp_enabled, s.whatsapp_status,
      2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
        power(sin(radians(s.latitude - ${lat}::float8) / 2), 2) +
        cos(radians(${lat}::float8)) * cos(radians(s.latitude)) *
        power(sin(radians(s.longitude - ${lng}::float8) / 2), 2)))) as distance
    from subscribers s
    where s.is_active
      and s.latitude between ${box.minLatitude} and ${box.maxLatitude}
      and ${longitudeFilter}`;
  return insertRecipients(db, input, recipients, sql`t.distance <= ${input.radiusMiles}::float8`);
}

/** Subscribers without coordinates (or, for an alert without coordinates, everyone): no distance. */
export async function insertRecipientsWithoutDistance(
  db: Db,
  input: InsertTargets & { onlyWithoutCoordinates: boolean },
): Promise<number> {
  const where = input.onlyWithoutCoordinates
    ? sql`s.is_active and (s.latitude is null or s.longitude is null)`
    : sql`s.is_active`;
  const recipients = sql`
    select s.id, s.phone, s.email, s.sms_opt_out_date, s.whatsapp_enabled, s.whatsapp_status,
           null::float8 as distance
    from subscribers s where ${where}`;
  return insertRecipients(db, input, recipients, sql`true`);
}

/**
 * A case raised to Red: its messages still waiting (for the subscriber's quiet hours, or their
 * turn) go now, first, and with sound.
 */
export async function hurryQueuedAlertMessages(db: Db, alertId: number, now: Date): Promise<number> {
  const result = await db.execute(sql`
    update alert_notifications
    set next_attempt_at = least(next_attempt_at, ${iso(now)}::timestamptz), silent = false,
        urgency = ${URGENCY.highPriorityAlert}::smallint
    where alert_id = ${alertId} and kind = 'alert' and status = 'queued'`);
  return affectedRows(result);
}

/** Alert messages not yet handed to a provider are pointless once the case is closed. */
export async function cancelUnsentAlertMessages(
  db: Db,
  alertId: number,
  now: Date,
  reason = "case closed before sending",
): Promise<number> {
  const result = await db.execute(sql`
    update alert_notifications
    set status = 'cancelled', last_error = ${reason}, status_updated_at = ${iso(now)}::timestamptz
    where alert_id = ${alertId} and kind = 'alert' and status = 'queued'`);
  return affectedRows(result);
}

/**
 * One follow-up per alert message that went out or may have (a row still being sent is
 * included; the dispatcher holds its follow-up until that row's outcome is known), and per
 * alert message that was logged (no provider: its follow-up is logged the same way).
 */
export async function insertFollowUps(db: Db, alertId: number, now: Date): Promise<number> {
  const at = iso(now);
  const result = await db.execute(sql`
    insert into alert_notifications
      (alert_id, subscriber_id, notification_type, kind, status, recipient_distance, urgency, attempts,
       next_attempt_at, status_updated_at, created_at)
    select alert_id, subscriber_id, notification_type, 'resolved', 'queued', recipient_distance,
           ${URGENCY.followUp}::smallint, 0,
           ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
    from alert_notifications
    where alert_id = ${alertId} and kind = 'alert' and status in ('sending', 'logged', 'sent', 'delivered')
      -- nobody to follow up with once a subscriber deleted their data (decision 013)
      and subscriber_id is not null
    on conflict (alert_id, subscriber_id, notification_type, kind) do nothing`);
  return affectedRows(result);
}
