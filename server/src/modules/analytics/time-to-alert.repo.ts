import { AREA_REACHED_SHARE, REACHED_STATUSES } from "@shared/time-to-alert";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { iso, rowsOf } from "../../db/sql-result";

// Time to alert from the delivery log: the alert's report and verification (distributed_at: set
// once, by the verification that first sent it) and each outbox row's sent time. A row counts
// from when the area took its recipient in: the verification for the first ring, the ring's own
// step for later rings and sightings' circles (a growing area reaches the outer rings later on
// purpose, and that wait is not the service being slow). Cancelled rows (opted out, channel
// switched off, case closed) were never for anyone to receive; failed and unsent rows were,
// and count as not reached.

export interface CaseRow {
  alertId: number;
  reportToVerifiedSeconds: number;
}

export interface CaseChannelRow {
  alertId: number;
  /** A channel, or 'any': per person, the first of their channels to reach them. */
  channel: string;
  recipients: number;
  reached: number;
  failed: number;
  firstMessageSeconds: number | null;
  reach90Seconds: number | null;
}

export type CaseSelection = { from: Date; to: Date; drills: boolean } | { alertId: number };

function casesOf(selection: CaseSelection): SQL {
  if ("alertId" in selection) return sql`a.id = ${selection.alertId}`;
  return sql`a.is_drill = ${selection.drills}
    and a.distributed_at >= ${iso(selection.from)}::timestamptz
    and a.distributed_at <= ${iso(selection.to)}::timestamptz`;
}

const reachedList = sql.raw(REACHED_STATUSES.map((s) => `'${s}'`).join(", "));

/** Cases sent in the selection: from the report to the verification that sent it. */
export async function listCases(db: Db, selection: CaseSelection): Promise<CaseRow[]> {
  const result = await db.execute(sql`
    select a.id as "alertId",
           extract(epoch from a.distributed_at - a.created_at)::float8 as "reportToVerifiedSeconds"
    from alerts a
    where a.distributed_at is not null and ${casesOf(selection)}
    order by a.id`);
  return rowsOf<CaseRow>(result).map((r) => ({
    alertId: Number(r.alertId),
    reportToVerifiedSeconds: Number(r.reportToVerifiedSeconds),
  }));
}

/**
 * Per case and channel (and 'any'): recipients, reached, failed, the first message after the
 * verification and the time until 90% were reached. percentile_disc picks the ceil(90% of n)-th
 * wait; an unreached recipient waits forever, so fewer than 90% reached gives no time.
 */
export async function listCaseChannels(db: Db, selection: CaseSelection): Promise<CaseChannelRow[]> {
  const share = sql`${AREA_REACHED_SHARE}::float8`;
  const result = await db.execute(sql`
    with cases as (
      select a.id, a.distributed_at from alerts a
      where a.distributed_at is not null and ${casesOf(selection)}
    ),
    messages as (
      select n.alert_id, n.notification_type as channel,
             coalesce(n.subscriber_id::text, 'row ' || n.id) as recipient,
             n.status = 'failed' as failed,
             case when n.status in (${reachedList}) and n.sent_at is not null
                  then greatest(0, extract(epoch from n.sent_at - c.distributed_at))::float8 end as since_verified,
             case when n.status in (${reachedList}) and n.sent_at is not null
                  then greatest(0, extract(epoch from n.sent_at - greatest(c.distributed_at,
                         coalesce(st.ran_at, c.distributed_at))))::float8 end as wait
      from alert_notifications n
      join cases c on c.id = n.alert_id
      left join search_area_steps st on st.id = n.step_id
      where n.kind = 'alert' and n.status <> 'cancelled'
    ),
    people as (
      select alert_id, 'any'::text as channel, recipient, bool_and(failed) as failed,
             min(since_verified) as since_verified, min(wait) as wait
      from messages group by alert_id, recipient
    ),
    everyone as (
      select alert_id, channel, failed, since_verified, wait from messages
      union all
      select alert_id, channel, failed, since_verified, wait from people
    )
    select alert_id as "alertId", channel,
           count(*)::int as recipients,
           count(wait)::int as reached,
           count(*) filter (where failed and wait is null)::int as failed,
           min(since_verified) as "firstMessageSeconds",
           nullif(percentile_disc(${share}) within group (order by coalesce(wait, 'Infinity'::float8)),
                  'Infinity'::float8) as "reach90Seconds"
    from everyone
    group by alert_id, channel
    order by alert_id, channel`);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return rowsOf<CaseChannelRow>(result).map((r) => ({
    alertId: Number(r.alertId),
    channel: String(r.channel),
    recipients: Number(r.recipients),
    reached: Number(r.reached),
    failed: Number(r.failed),
    firstMessageSeconds: num(r.firstMessageSeconds),
    reach90Seconds: num(r.reach90Seconds),
  }));
}
