import { KM_PER_MILE } from "@shared/level-settings";
import type { NotificationChannel } from "@shared/notifications";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { affectedRows, iso, rowsOf } from "../db/sql-result";
import { channelJoin } from "./planning.repo";
import { boundingBox } from "./targeting";

// The search area's planning SQL. A ring queues, with INSERT ... SELECT in the caller's
// transaction, everyone with a place (home, or one of their other places) inside the circle that
// grew, at most a batch at a time, nearest first: each batch takes the nearest pairs not yet
// queued for the alert, so a ring larger than a batch is finished by later batches, each its own
// short transaction, and its first messages can be sent while the rest are still being written.
// The unique index on (alert, subscriber, channel, kind) and ON CONFLICT DO NOTHING leave out
// everyone an earlier ring, circle or batch already reached, so a person gets the alert once per
// channel. Quiet hours are decided per row as it is written.

const EARTH_RADIUS_KM = 6371.0088;

export interface AreaRowsInput {
  alertId: number;
  /** The step that queues them (null: an alert without a place, queued to everyone). */
  stepId: number | null;
  /** Set for a verified sighting's circle: the message is an Update. */
  sightingId: number | null;
  now: Date;
  channels: NotificationChannel[];
  urgency: number;
  /** Concern and Local: a row inside the subscriber's quiet hours waits for their end (push: silent instead). */
  waitsForQuietHours: boolean;
  /** Local: every push silent. */
  silentPush: boolean;
  /** Seconds since midnight in Guyana at `now` (quiet-hours.ts). */
  guyanaSecond: number;
  /** A drill: only the people who asked for the drills. */
  drillOnly?: boolean;
}

/** A drill reaches only subscribers who opted in to the drills. */
const drillFilter = (input: AreaRowsInput) => (input.drillOnly ? sql` and s.drill_opt_in` : sql``);

/** The great-circle distance in km between two points given as SQL expressions (degrees). */
function distanceKm(lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL): SQL {
  return sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2) +
    cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2))))`;
}

/** Seconds until the subscriber's quiet hours end, or null outside them (the rule of quiet-hours.ts). */
function quietWaitSql(second: number): SQL {
  const minute = sql`${second / 60}::float8`;
  return sql`case
    when r.quiet_start_minute is null or r.quiet_end_minute is null
      or r.quiet_start_minute = r.quiet_end_minute then null
    when (case when r.quiet_start_minute < r.quiet_end_minute
               then ${minute} >= r.quiet_start_minute and ${minute} < r.quiet_end_minute
               else ${minute} >= r.quiet_start_minute or ${minute} < r.quiet_end_minute end)
      then mod(r.quiet_end_minute * 60 - ${second}::int + 86400, 86400)
    end`;
}

/**
 * The (recipient, channel) pairs a ring reaches, as the FROM and WHERE of a query: `t` the
 * recipient with its seconds of quiet hours left, `c.channel` the channel. Queueing inserts
 * them; the preview before a verification counts them, so both read the same rule.
 * `recipients` yields one row per subscriber: id, the eligibility columns, quiet hours and
 * distance (miles, or null).
 */
function ringPairs(input: AreaRowsInput, recipients: SQL): SQL {
  const { values, condition } = channelJoin(input.channels);
  const quietWait = input.waitsForQuietHours ? quietWaitSql(input.guyanaSecond) : sql`null::int`;
  return sql`from (select r.*, ${quietWait} as quiet_wait from (${recipients}) r) t
    cross join (values ${values}) as c(channel)
    where (${condition})`;
}

/** A person's rows are written in the order of the settings' channels. */
function channelOrder(channels: NotificationChannel[]): SQL {
  return sql`case c.channel ${sql.join(
    channels.map((c, i) => sql`when ${c} then ${i}::int`),
    sql` `,
  )} end`;
}

/**
 * Writes at most `limit` rows: the nearest (recipient, channel) pairs of the ring not yet queued
 * for the alert (people without a distance last). Fewer than `limit` means the ring is complete.
 */
async function insertAreaRows(db: Db, input: AreaRowsInput, recipients: SQL, limit: number): Promise<number> {
  if (input.channels.length === 0 || limit <= 0) return 0;
  const now = iso(input.now);
  const result = await db.execute(sql`
    insert into alert_notifications
      (alert_id, subscriber_id, notification_type, kind, status, recipient_distance, urgency, attempts,
       next_attempt_at, status_updated_at, created_at, step_id, sighting_id, silent)
    select ${input.alertId}, t.id, c.channel, 'alert', 'queued', t.distance, ${input.urgency}::smallint, 0,
           case when c.channel <> 'push' and t.quiet_wait is not null
                then ${now}::timestamptz + make_interval(secs => t.quiet_wait)
                else ${now}::timestamptz end,
           ${now}::timestamptz, ${now}::timestamptz, ${input.stepId}::int, ${input.sightingId}::int,
           c.channel = 'push' and (${input.silentPush} or t.quiet_wait is not null)
    ${ringPairs(input, recipients)}
      -- NOT IN over the alert's own rows, hashed once per batch, rather than a probe per pair.
      and (t.id, c.channel) not in (select q.subscriber_id, q.notification_type from alert_notifications q
        where q.alert_id = ${input.alertId} and q.kind = 'alert')
    order by t.distance nulls last, t.id, ${channelOrder(input.channels)}
    limit ${limit}
    on conflict (alert_id, subscriber_id, notification_type, kind) do nothing`);
  return affectedRows(result);
}

/** Per channel: the messages a ring would queue, and of its WhatsApp ones those to people messaged since `whatsAppSince`. */
export interface RingCount {
  channel: NotificationChannel;
  messages: number;
  whatsAppReachedSince: number;
}

/** What insertAreaRows would write for a first ring (nobody reached yet), without writing it. */
async function countAreaRows(
  db: Db,
  input: AreaRowsInput,
  recipients: SQL,
  whatsAppSince: Date,
): Promise<RingCount[]> {
  if (input.channels.length === 0) return [];
  const result = await db.execute(sql`
    select c.channel, count(*)::int as messages,
           count(*) filter (where c.channel = 'whatsapp' and exists (
             select 1 from alert_notifications w
             where w.subscriber_id = t.id and w.notification_type = 'whatsapp'
               and (w.sent_at > ${iso(whatsAppSince)}::timestamptz or w.status = 'sending')))::int
             as "whatsAppReachedSince"
    ${ringPairs(input, recipients)}
    group by c.channel`);
  return rowsOf<RingCount>(result);
}

export type CircleRowsInput = AreaRowsInput & {
  circle: { latitude: number; longitude: number; radiusKm: number };
};

const SUBSCRIBER_COLUMNS = sql.raw(
  "s.id, s.phone, s.email, s.sms_opt_out_date, s.whatsapp_enabled, s.whatsapp_status, s.quiet_start_minute, s.quiet_end_minute",
);

/**
 * Everyone with a place inside the circle: the bounding box narrows homes and other places on
 * their coordinate indexes, the exact great-circle distance decides. The distance stored (for
 * nearest-first sending) is, in miles, from the person's nearest place inside to the nearest
 * centre of any of the alert's circles.
 */
function recipientsInCircle(input: CircleRowsInput): SQL {
  const { latitude, longitude, radiusKm } = input.circle;
  const box = boundingBox(latitude, longitude, radiusKm / KM_PER_MILE);
  const inBox = (table: string) => {
    const lat = sql.raw(`${table}.latitude`);
    const lng = sql.raw(`${table}.longitude`);
    const longitudeFilter =
      box.minLongitude === null || box.maxLongitude === null
        ? sql`true`
        : sql`${lng} between ${box.minLongitude} and ${box.maxLongitude}`;
    return sql`${lat} between ${box.minLatitude} and ${box.maxLatitude} and ${longitudeFilter}`;
  };
  const centreLat = sql`${latitude}::float8`;
  const centreLng = sql`${longitude}::float8`;
  return sql`
    select ${SUBSCRIBER_COLUMNS}, d.distance
    from (
      select p.subscriber_id, min(coalesce(p.nearest_km, p.circle_km)) / ${KM_PER_MILE}::float8 as distance
      from (
        select pl.subscriber_id,
               ${distanceKm(sql`pl.latitude`, sql`pl.longitude`, centreLat, centreLng)} as circle_km,
               (select min(${distanceKm(sql`pl.latitude`, sql`pl.longitude`, sql`c.latitude`, sql`c.longitude`)})
                from search_circles c where c.alert_id = ${input.alertId}) as nearest_km
        from (
          select s.id as subscriber_id, s.latitude, s.longitude from subscribers s where ${inBox("s")}
          union all
          select sp.subscriber_id, sp.latitude, sp.longitude from subscriber_places sp where ${inBox("sp")}
        ) pl
      ) p
      where p.circle_km <= ${radiusKm}::float8
      group by p.subscriber_id
    ) d
    join subscribers s on s.id = d.subscriber_id
    where s.is_active${drillFilter(input)}`;
}

export function insertRecipientsInCircle(db: Db, input: CircleRowsInput, limit: number): Promise<number> {
  return insertAreaRows(db, input, recipientsInCircle(input), limit);
}

export function countRecipientsInCircle(db: Db, input: CircleRowsInput, whatsAppSince: Date) {
  return countAreaRows(db, input, recipientsInCircle(input), whatsAppSince);
}

/**
 * Subscribers who gave no place at all (no home coordinates, no other place): we cannot tell
 * they are far away, and a missed alert costs more than an extra message, so the first ring of
 * an alert reaches them. For an alert without a place, `everyone`: every active subscriber.
 */
function recipientsWithoutPlace(input: AreaRowsInput & { everyone: boolean }): SQL {
  const unplaced = input.everyone
    ? sql`true`
    : sql`(s.latitude is null or s.longitude is null)
          and not exists (select 1 from subscriber_places sp where sp.subscriber_id = s.id)`;
  return sql`
    select ${SUBSCRIBER_COLUMNS}, null::float8 as distance
    from subscribers s where s.is_active and ${unplaced}${drillFilter(input)}`;
}

export function insertRecipientsWithoutPlace(
  db: Db,
  input: AreaRowsInput & { everyone: boolean },
  limit: number,
): Promise<number> {
  return insertAreaRows(db, input, recipientsWithoutPlace(input), limit);
}

export function countRecipientsWithoutPlace(
  db: Db,
  input: AreaRowsInput & { everyone: boolean },
  whatsAppSince: Date,
) {
  return countAreaRows(db, input, recipientsWithoutPlace(input), whatsAppSince);
}
