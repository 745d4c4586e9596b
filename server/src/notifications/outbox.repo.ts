import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@shared/languages";
import type { AlertLevel } from "@shared/levels";
import type { NotificationChannel, NotificationKind } from "@shared/notifications";
import { type SharingPolicy, sharingPolicyOf } from "@shared/sharing";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { iso, rowsOf } from "../db/sql-result";

// The outbox's dispatching SQL. Dispatching claims rows with FOR UPDATE SKIP LOCKED under a
// lease and fences every outcome on that claim, so a slow instance can never overwrite the
// work of the one that took over its rows.

export interface ClaimedRow {
  id: number;
  alertId: number;
  subscriberId: number;
  channel: NotificationChannel;
  kind: NotificationKind;
  /** Claims so far, this one included. */
  attempts: number;
  /** 2 high-priority alert, 1 alert, 0 follow-up (planning.repo.ts URGENCY). */
  urgency: number;
  /** Miles from the alert's last known place; null when the subscriber has no coordinates. */
  recipientDistance: number | null;
  leaseUntil: Date;
  uncertainSince: Date | null;
  /** For a follow-up: the status of the alert message it follows. */
  alertMessageStatus: string | null;
  /** The search-area ring that queued it (1: the inner ring at verification); null before areas. */
  ringSeq: number | null;
  /** An Update: the verified sighting's public place and time. */
  sighting: { location: string; time: Date } | null;
  /** A push shown without sound (quiet hours, a Local alert). */
  silent: boolean;
  subscriber: {
    name: string;
    email: string | null;
    phone: string | null;
    isActive: boolean;
    whatsappEnabled: boolean;
    whatsappStatus: string;
    smsOptedOut: boolean;
    unsubscribeToken: string;
    /** The language of the person's messages. */
    language: Language;
    /** Asked for the public drills (test alerts). */
    drillOptIn: boolean;
    /** The browser push subscription on file (secret: never logged). */
    push: PushTarget | null;
  };
}

/** Where a web push goes: the push service endpoint and the browser's keys (decision 015). */
export interface PushTarget {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

interface ClaimedSqlRow {
  id: number;
  alert_id: number;
  subscriber_id: number;
  notification_type: NotificationChannel;
  kind: NotificationKind;
  attempts: number;
  urgency: number;
  recipient_distance: number | null;
  lease_until: Date | string;
  uncertain_since: Date | string | null;
  sibling_status: string | null;
  ring_seq: number | null;
  sighting_location: string | null;
  sighting_time: Date | string | null;
  silent: boolean;
  name: string;
  email: string | null;
  phone: string | null;
  is_active: boolean;
  whatsapp_enabled: boolean;
  whatsapp_status: string;
  sms_opted_out: boolean;
  unsubscribe_token: string;
  language: string;
  drill_opt_in: boolean;
  push_id: number | null;
  push_endpoint: string | null;
  push_p256dh: string | null;
  push_auth: string | null;
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
    urgency: r.urgency,
    recipientDistance: r.recipient_distance,
    leaseUntil: asDate(r.lease_until),
    uncertainSince: r.uncertain_since ? asDate(r.uncertain_since) : null,
    alertMessageStatus: r.sibling_status,
    ringSeq: r.ring_seq,
    sighting:
      r.sighting_location !== null && r.sighting_time !== null
        ? { location: r.sighting_location, time: asDate(r.sighting_time) }
        : null,
    silent: r.silent,
    subscriber: {
      name: r.name,
      email: r.email,
      phone: r.phone,
      isActive: r.is_active,
      whatsappEnabled: r.whatsapp_enabled,
      whatsappStatus: r.whatsapp_status,
      smsOptedOut: r.sms_opted_out,
      unsubscribeToken: r.unsubscribe_token,
      language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
      drillOptIn: r.drill_opt_in,
      push:
        r.push_id === null
          ? null
          : { id: r.push_id, endpoint: r.push_endpoint!, p256dh: r.push_p256dh!, auth: r.push_auth! },
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
                n.urgency, n.recipient_distance, n.lease_until, n.uncertain_since, n.step_id,
                n.sighting_id, n.silent
    )
    select c.*, s.name, s.email, s.phone, s.is_active, s.whatsapp_enabled, s.whatsapp_status,
           (s.sms_opt_out_date is not null) as sms_opted_out, s.unsubscribe_token, s.drill_opt_in,
           s.language,
           sib.status as sibling_status, st.seq as ring_seq,
           sg.location as sighting_location, sg.sighting_time as sighting_time,
           ps.id as push_id, ps.endpoint as push_endpoint, ps.p256dh as push_p256dh, ps.auth as push_auth
    from claimed c
    join subscribers s on s.id = c.subscriber_id
    left join push_subscriptions ps on c.notification_type = 'push' and ps.subscriber_id = c.subscriber_id
    left join alert_notifications sib
      on c.kind = 'resolved' and sib.alert_id = c.alert_id and sib.subscriber_id = c.subscriber_id
         and sib.notification_type = c.notification_type and sib.kind = 'alert'
    left join search_area_steps st on st.id = c.step_id
    -- An Update tells only where and when a verified sighting was, as the public page does.
    left join sightings sg on sg.id = c.sighting_id and sg.is_verified`);
  return rowsOf<ClaimedSqlRow>(result).map(toClaimed);
}

/**
 * The order in which a channel's messages go out (decision 012): the most urgent first (a
 * high-priority alert, another alert, a case-closed follow-up), then the nearest recipient
 * (no distance: last), then the oldest row. Claims take due rows in this order, so a retry
 * that is due again goes before every farther row, however much newer its due time is.
 */
const SEND_ORDER = sql.raw("urgency desc nulls last, recipient_distance asc nulls last, id asc");

/** The same order in memory: sorts a claimed batch (UPDATE ... RETURNING keeps no order). */
export function compareSendOrder(
  a: Pick<ClaimedRow, "urgency" | "recipientDistance" | "id">,
  b: Pick<ClaimedRow, "urgency" | "recipientDistance" | "id">,
): number {
  if (a.urgency !== b.urgency) return b.urgency - a.urgency;
  const da = a.recipientDistance ?? Number.POSITIVE_INFINITY;
  const db = b.recipientDistance ?? Number.POSITIVE_INFINITY;
  if (da !== db) return da < db ? -1 : 1;
  return a.id - b.id;
}

/**
 * Rows whose claim ran out (crashed or stuck instance) first, then due queued rows, and the
 * batch in send order. A queued row is due once next_attempt_at has passed; among due rows the
 * order is SEND_ORDER, never the due time (alert_notifications_claim_idx serves it).
 */
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
  const queued =
    remaining <= 0
      ? []
      : await claim(
          db,
          sql`select id from alert_notifications
              where status = 'queued' and notification_type = ${input.channel} and next_attempt_at <= ${now}::timestamptz
              order by ${SEND_ORDER} limit ${remaining} for update skip locked`,
          input.now,
          input.leaseUntil,
        );
  return [...expired, ...queued].sort(compareSendOrder);
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
  /** 'red', 'concern' or 'local'; null for alerts distributed before levels. */
  level: AlertLevel | null;
  circumstances: string | null;
  /** The public record is redacted (the appeal ended quietly): a follow-up names nothing. */
  appealEnded: boolean;
  /**
   * Who may pass it on (shared/sharing.ts): a staff-only alert sends no alert message to the
   * public, and the messages' [Share] line follows it.
   */
  sharingPolicy: SharingPolicy;
  /** A public drill: every message says TEST, and only those who opted in get one. */
  isDrill: boolean;
}

export async function findAlertsForMessages(db: Db, ids: number[]): Promise<Map<number, AlertForMessage>> {
  if (ids.length === 0) return new Map();
  // Inline data-URL photos (old records) are useless in a message and can be megabytes: skip them.
  const result = await db.execute(sql`
    select id, name, age, last_location as "lastLocation", last_seen as "lastSeen", description,
           case when photo_url like 'data:%' then null else nullif(photo_url, '') end as "photoUrl",
           is_active as "isActive", level, circumstances, redacted_at is not null as "appealEnded",
           sharing_policy as "sharingPolicy", is_drill as "isDrill"
    from alerts where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const rows = rowsOf<
    Omit<AlertForMessage, "sharingPolicy"> & { lastSeen: Date | string; sharingPolicy: string | null }
  >(result);
  return new Map(
    rows.map((r) => [
      r.id,
      { ...r, lastSeen: asDate(r.lastSeen), sharingPolicy: sharingPolicyOf(r.sharingPolicy) },
    ]),
  );
}

/** The claim a worker holds: every outcome is written only if the row is still under it. */
export interface ClaimFence {
  id: number;
  attempts: number;
  leaseUntil: Date;
}

/**
 * What became of a claimed row. sent: the transport took it; stored as 'sent' when a provider
 * accepted it, as 'logged' when the transport is `log` (no provider: written down, not sent). retry: back to the queue for
 * nextAttemptAt. failed / cancelled: final. release: handed back without an attempt.
 */
export type Outcome =
  | {
      kind: "sent";
      providerMessageId: string | null;
      transport: string;
      body: string | null;
      /** Which of the provider's devices carried it (a gateway phone). */
      device?: string | null;
      /** The segments an SMS took (its cost). */
      segments?: number | null;
    }
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

/** Only a provider's acceptance is 'sent': the log transport's handling is 'logged'. */
function statusOf(o: Outcome): string {
  return o.kind === "sent" && o.transport === "log" ? "logged" : STATUS_OF[o.kind];
}

function outcomeValues({ fence, outcome, at }: FencedOutcome): SQL {
  const o = outcome;
  const ts = (d: Date | null | undefined) => (d ? iso(d) : null);
  const uncertain = o.kind === "sent" ? null : o.uncertainSince;
  const lastError =
    o.kind === "retry" || o.kind === "failed" ? o.lastError : o.kind === "cancelled" ? o.reason : null;
  return sql`(${fence.id}::int, ${fence.attempts}::int, ${iso(fence.leaseUntil)}::timestamptz,
    ${statusOf(o)}::text, ${o.kind === "sent" ? o.providerMessageId : null}::text,
    ${o.kind === "sent" ? o.transport : null}::text, ${o.kind === "sent" ? o.body : null}::text,
    ${lastError}::text, ${ts(o.kind === "retry" || o.kind === "release" ? o.nextAttemptAt : null)}::timestamptz,
    ${ts(uncertain)}::timestamptz, ${o.kind === "release" ? -1 : 0}::int, ${iso(at)}::timestamptz,
    ${o.kind === "sent" ? (o.device ?? null) : null}::text,
    ${o.kind === "sent" ? (o.segments ?? null) : null}::smallint)`;
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
        sent_at = case when v.status in ('sent', 'logged') then v.at else n.sent_at end,
        provider_message_id = coalesce(v.provider_message_id, n.provider_message_id),
        transport = coalesce(v.transport, n.transport),
        body = coalesce(v.body, n.body),
        provider_device = coalesce(v.provider_device, n.provider_device),
        segments = coalesce(v.segments, n.segments),
        last_error = v.last_error,
        next_attempt_at = coalesce(v.next_attempt_at, n.next_attempt_at),
        uncertain_since = v.uncertain_since,
        attempts = n.attempts + v.attempts_delta,
        lease_until = null,
        status_updated_at = v.at
    from (values ${sql.join(outcomes.map(outcomeValues), sql`, `)})
      as v(id, attempts, lease_until, status, provider_message_id, transport, body, last_error,
           next_attempt_at, uncertain_since, attempts_delta, at, provider_device, segments)
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
