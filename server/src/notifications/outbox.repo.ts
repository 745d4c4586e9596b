import { type SQL, sql } from "drizzle-orm";
import type { NotificationChannel, NotificationKind } from "../../../shared/notifications";
import type { Db } from "../db/client";
import { affectedRows, iso, rowsOf } from "./sql-result";
import { type BoundingBox, EARTH_RADIUS_MILES } from "./targeting";

// The outbox's SQL. Planning writes every recipient with INSERT ... SELECT inside the
// caller's transaction (no subscriber ever travels through Node); the unique index on
// (alert, subscriber, channel, kind) plus ON CONFLICT DO NOTHING makes planning idempotent.
// Dispatching claims rows with FOR UPDATE SKIP LOCKED under a lease and fences every
// outcome on that claim, so a slow instance can never overwrite the work of the one that
// took over its rows.

// ---------------------------------------------------------------- planning

export interface PlanningAlert {
  id: number;
  age: number;
  lastLocation: string;
  circumstances: string | null;
  latitude: number | null;
  longitude: number | null;
  isActive: boolean;
  isVerified: boolean;
}

export async function findAlertForPlanning(db: Db, alertId: number): Promise<PlanningAlert | undefined> {
  const result = await db.execute(sql`
    select id, age, last_location as "lastLocation", circumstances, latitude, longitude,
           is_active as "isActive", is_verified as "isVerified"
    from alerts where id = ${alertId}`);
  return rowsOf<PlanningAlert>(result)[0];
}

export async function recordTargeting(
  db: Db,
  alertId: number,
  targeting: { highPriority: boolean; radiusMiles: number },
): Promise<void> {
  await db.execute(sql`
    update alerts set high_priority = ${targeting.highPriority}, notification_radius = ${targeting.radiusMiles}
    where id = ${alertId}`);
}

/** Which subscribers a channel may reach at all (switches and opt-outs are checked again at send time). */
const channelCondition: Record<NotificationChannel, SQL> = {
  sms: sql`t.phone is not null and t.sms_opt_out_date is null`,
  whatsapp: sql`t.phone is not null and t.whatsapp_enabled and t.whatsapp_status = 'opted_in'`,
  email: sql`t.email is not null`,
};

function channelJoin(channels: NotificationChannel[]): { values: SQL; condition: SQL } {
  return {
    values: sql.join(
      channels.map((c) => sql`(${c})`),
      sql`, `,
    ),
    condition: sql.join(
      channels.map((c) => sql`(c.channel = ${c} and ${channelCondition[c]})`),
      sql` or `,
    ),
  };
}

interface InsertTargets {
  alertId: number;
  now: Date;
  channels: NotificationChannel[];
}

async function insertRecipients(db: Db, input: InsertTargets, recipients: SQL, distanceFilter: SQL) {
  if (input.channels.length === 0) return 0;
  const { values, condition } = channelJoin(input.channels);
  const now = iso(input.now);
  const result = await db.execute(sql`
    insert into alert_notifications
      (alert_id, subscriber_id, notification_type, kind, status, recipient_distance, attempts,
       next_attempt_at, status_updated_at, created_at)
    select ${input.alertId}, t.id, c.channel, 'alert', 'queued', t.distance, 0,
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

/** Alert messages not yet handed to a provider are pointless once the case is closed. */
export async function cancelUnsentAlertMessages(db: Db, alertId: number, now: Date): Promise<number> {
  const result = await db.execute(sql`
    update alert_notifications
    set status = 'cancelled', last_error = 'case closed before sending', status_updated_at = ${iso(now)}::timestamptz
    where alert_id = ${alertId} and kind = 'alert' and status = 'queued'`);
  return affectedRows(result);
}

/**
 * One follow-up per alert message that went out or may have (a row still being sent is
 * included; the dispatcher holds its follow-up until that row's outcome is known).
 */
export async function insertFollowUps(db: Db, alertId: number, now: Date): Promise<number> {
  const at = iso(now);
  const result = await db.execute(sql`
    insert into alert_notifications
      (alert_id, subscriber_id, notification_type, kind, status, recipient_distance, attempts,
       next_attempt_at, status_updated_at, created_at)
    select alert_id, subscriber_id, notification_type, 'resolved', 'queued', recipient_distance, 0,
           ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
    from alert_notifications
    where alert_id = ${alertId} and kind = 'alert' and status in ('sending', 'sent', 'delivered')
    on conflict (alert_id, subscriber_id, notification_type, kind) do nothing`);
  return affectedRows(result);
}

// ---------------------------------------------------------------- dispatching

export interface ClaimedRow {
  id: number;
  alertId: number;
  subscriberId: number;
  channel: NotificationChannel;
  kind: NotificationKind;
  /** Claims so far, this one included. */
  attempts: number;
  leaseUntil: Date;
  uncertainSince: Date | null;
  /** For a follow-up: the status of the alert message it follows. */
  alertMessageStatus: string | null;
  subscriber: {
    name: string;
    email: string | null;
    phone: string | null;
    isActive: boolean;
    whatsappEnabled: boolean;
    whatsappStatus: string;
    smsOptedOut: boolean;
    unsubscribeToken: string;
  };
}

interface ClaimedSqlRow {
  id: number;
  alert_id: number;
  subscriber_id: number;
  notification_type: NotificationChannel;
  kind: NotificationKind;
  attempts: number;
  lease_until: Date | string;
  uncertain_since: Date | string | null;
  sibling_status: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  is_active: boolean;
  whatsapp_enabled: boolean;
  whatsapp_status: string;
  sms_opted_out: boolean;
  unsubscribe_token: string;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function toClaimed(r: ClaimedSqlRow): ClaimedRow {
  return {
    id: r.id,
    alertId: r.alert_id,
    subscriberId: r.subscriber_id,
    channel: r.notification_type,
    kind: r.kind,
    attempts: r.attempts,
    leaseUntil: asDate(r.lease_until),
    uncertainSince: r.uncertain_since ? asDate(r.uncertain_since) : null,
    alertMessageStatus: r.sibling_status,
    subscriber: {
      name: r.name,
      email: r.email,
      phone: r.phone,
      isActive: r.is_active,
      whatsappEnabled: r.whatsapp_enabled,
      whatsappStatus: r.whatsapp_status,
      smsOptedOut: r.sms_opted_out,
      unsubscribeToken: r.unsubscribe_token,
    },
  };
}

async function claim(db: Db, due: SQL, now: Date, leaseUntil: Date): Promise<ClaimedRow[]> {
  // A row found still 'sending' was claimed by an instance that did not finish (crash, or
  // lease ran out): whether its provider call happened is unknown, so it is marked
  // uncertain from that claim's time and the dispatcher asks the provider before resending.
  const result = await db.execute(sql`
    with due as (${due}),
    claimed as (
      update alert_notifications n
      set status = 'sending',
          lease_until = ${iso(leaseUntil)}::timestamptz,
          attempts = n.attempts + 1,
          uncertain_since = case when n.status = 'sending'
                                 then coalesce(n.uncertain_since, n.status_updated_at)
                                 else n.uncertain_since end,
          status_updated_at = ${iso(now)}::timestamptz
      from due
      where n.id = due.id
      returning n.id, n.alert_id, n.subscriber_id, n.notification_type, n.kind, n.attempts,
                n.lease_until, n.uncertain_since
    )
    select c.*, s.name, s.email, s.phone, s.is_active, s.whatsapp_enabled, s.whatsapp_status,
           (s.sms_opt_out_date is not null) as sms_opted_out, s.unsubscribe_token,
           sib.status as sibling_status
    from claimed c
    join subscribers s on s.id = c.subscriber_id
    left join alert_notifications sib
      on c.kind = 'resolved' and sib.alert_id = c.alert_id and sib.subscriber_id = c.subscriber_id
         and sib.notification_type = c.notification_type and sib.kind = 'alert'`);
  return rowsOf<ClaimedSqlRow>(result).map(toClaimed);
}

/** Rows whose claim ran out (crashed or stuck instance) first, then due queued rows, oldest first. */
export async function claimDue(
  db: Db,
  input: { channel: NotificationChannel; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedRow[]> {
  const now = iso(input.now);
  const expired = await claim(
    db,
    sql`select id from alert_notifications
        where status = 'sending' and notification_type = ${input.channel} and lease_until <= ${now}::timestamptz
        order by lease_until limit ${input.limit} for update skip locked`,
    input.now,
    input.leaseUntil,
  );
  const remaining = input.limit - expired.length;
  if (remaining <= 0) return expired;
  const queued = await claim(
    db,
    sql`select id from alert_notifications
        where status = 'queued' and notification_type = ${input.channel} and next_attempt_at <= ${now}::timestamptz
        order by next_attempt_at limit ${remaining} for update skip locked`,
    input.now,
    input.leaseUntil,
  );
  return [...expired, ...queued];
}

/** Of these provider message ids, those recorded for an outbox row other than `rowId`. */
export async function providerIdsRecordedElsewhere(
  db: Db,
  ids: string[],
  rowId: number,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select provider_message_id as id from alert_notifications
      where provider_message_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and id <> ${rowId}`),
  );
  return new Set(rows.map((r) => r.id));
}

/** When this channel next has work: the earliest retry or lease expiry (null: nothing pending). */
export async function nextDueAt(db: Db, channel: NotificationChannel): Promise<Date | null> {
  const result = await db.execute(sql`
    select least(
      (select min(next_attempt_at) from alert_notifications where status = 'queued' and notification_type = ${channel}),
      (select min(lease_until) from alert_notifications where status = 'sending' and notification_type = ${channel})
    ) as at`);
  const at = rowsOf<{ at: Date | string | null }>(result)[0]?.at;
  return at ? asDate(at) : null;
}

export interface AlertForMessage {
  id: number;
  name: string;
  age: number;
  lastLocation: string;
  lastSeen: Date;
  description: string;
  photoUrl: string | null;
  isActive: boolean;
}

export async function findAlertsForMessages(db: Db, ids: number[]): Promise<Map<number, AlertForMessage>> {
  if (ids.length === 0) return new Map();
  // Inline data-URL photos (old records) are useless in a message and can be megabytes: skip them.
  const result = await db.execute(sql`
    select id, name, age, last_location as "lastLocation", last_seen as "lastSeen", description,
           case when photo_url like 'data:%' then null else nullif(photo_url, '') end as "photoUrl",
           is_active as "isActive"
    from alerts where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const rows = rowsOf<AlertForMessage & { lastSeen: Date | string }>(result);
  return new Map(rows.map((r) => [r.id, { ...r, lastSeen: asDate(r.lastSeen) }]));
}

/** The claim a worker holds: every outcome is written only if the row is still under it. */
export interface ClaimFence {
  id: number;
  attempts: number;
  leaseUntil: Date;
}

/**
 * What became of a claimed row. sent: the provider has it. retry: back to the queue for
 * nextAttemptAt. failed / cancelled: final. release: handed back without an attempt.
 */
export type Outcome =
  | { kind: "sent"; providerMessageId: string | null; transport: string; body: string | null }
  | { kind: "retry"; nextAttemptAt: Date; lastError: string; uncertainSince: Date | null }
  | { kind: "failed"; lastError: string; uncertainSince: Date | null }
  | { kind: "cancelled"; reason: string; uncertainSince: Date | null }
  | { kind: "release"; nextAttemptAt: Date; uncertainSince: Date | null };

export interface FencedOutcome {
  fence: ClaimFence;
  outcome: Outcome;
  at: Date;
}

const STATUS_OF: Record<Outcome["kind"], string> = {
  sent: "sent",
  retry: "queued",
  failed: "failed",
  cancelled: "cancelled",
  release: "queued",
};

function outcomeValues({ fence, outcome, at }: FencedOutcome): SQL {
  const o = outcome;
  const ts = (d: Date | null | undefined) => (d ? iso(d) : null);
  const uncertain = o.kind === "sent" ? null : o.uncertainSince;
  const lastError =
    o.kind === "retry" || o.kind === "failed" ? o.lastError : o.kind === "cancelled" ? o.reason : null;
  return sql`(${fence.id}::int, ${fence.attempts}::int, ${iso(fence.leaseUntil)}::timestamptz,
    ${STATUS_OF[o.kind]}::text, ${o.kind === "sent" ? o.providerMessageId : null}::text,
    ${o.kind === "sent" ? o.transport : null}::text, ${o.kind === "sent" ? o.body : null}::text,
    ${lastError}::text, ${ts(o.kind === "retry" || o.kind === "release" ? o.nextAttemptAt : null)}::timestamptz,
    ${ts(uncertain)}::timestamptz, ${o.kind === "release" ? -1 : 0}::int, ${iso(at)}::timestamptz)`;
}

/**
 * Writes many outcomes in one statement (one commit: on an embedded database each commit
 * costs a disk flush). Each row changes only if it is still under the claim the outcome
 * was decided on; returns the ids that changed.
 */
export async function recordOutcomes(db: Db, outcomes: FencedOutcome[]): Promise<Set<number>> {
  if (outcomes.length === 0) return new Set();
  const result = await db.execute(sql`
    update alert_notifications n
    set status = v.status,
        sent_at = case when v.status = 'sent' then v.at else n.sent_at end,
        provider_message_id = coalesce(v.provider_message_id, n.provider_message_id),
        transport = coalesce(v.transport, n.transport),
        body = coalesce(v.body, n.body),
        last_error = v.last_error,
        next_attempt_at = coalesce(v.next_attempt_at, n.next_attempt_at),
        uncertain_since = v.uncertain_since,
        attempts = n.attempts + v.attempts_delta,
        lease_until = null,
        status_updated_at = v.at
    from (values ${sql.join(outcomes.map(outcomeValues), sql`, `)})
      as v(id, attempts, lease_until, status, provider_message_id, transport, body, last_error,
           next_attempt_at, uncertain_since, attempts_delta, at)
    where n.id = v.id and n.status = 'sending' and n.attempts = v.attempts and n.lease_until = v.lease_until
    returning n.id`);
  return new Set(rowsOf<{ id: number }>(result).map((r) => r.id));
}

/** The provider refused an SMS because the number opted out with the carrier (Twilio 21610). */
export async function recordSmsOptOut(db: Db, subscriberId: number, now: Date): Promise<void> {
  await db.execute(sql`
    update subscribers set sms_opt_out_date = coalesce(sms_opt_out_date, ${iso(now)}::timestamptz)
    where id = ${subscriberId}`);
}
