import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { affectedRows, iso, rowsOf } from "../db/sql-result";
import { type ClaimedRow, claimDue } from "./outbox.repo";
import { channelJoin } from "./planning.repo";
import {
  planWhatsAppBatch,
  WHATSAPP_LIMIT_WINDOW_MS,
  WHATSAPP_TIER_REASON,
  type WhatsAppPolicy,
  type WhatsAppReach,
} from "./whatsapp-limits";

// The WhatsApp claim (decision 024): claiming, counting who the account reached in the last 24
// hours, and cutting what is past its limit happen in one transaction under one advisory lock,
// so instances claiming at once count each other's claims and never pass the limit together.
// A cut message is cancelled and its person's next channel queued in that same transaction.

/** pg_advisory_xact_lock key of the WhatsApp claim (any constant no other lock uses). */
const WHATSAPP_CLAIM_LOCK = 310_023;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** Messages that count as reaching a person: sent in the window, or being sent now. */
function reachedSql(now: Date): SQL {
  const since = iso(new Date(now.getTime() - WHATSAPP_LIMIT_WINDOW_MS));
  return sql`notification_type = 'whatsapp'
    and (sent_at > ${since}::timestamptz or status = 'sending')`;
}

/** How many different people WhatsApp reached in the last 24 hours (the dashboard's figure). */
export async function whatsAppPeopleInWindow(db: Db, now: Date, exceptIds: number[] = []): Promise<number> {
  const except = exceptIds.length > 0 ? sql`and id not in (${idList(exceptIds)})` : sql``;
  const result = await db.execute(sql`
    select count(distinct coalesce(subscriber_id, -id))::int as people
    from alert_notifications where ${reachedSql(now)} ${except}`);
  return Number(rowsOf<{ people: number | string }>(result)[0]?.people ?? 0);
}

async function reachOf(db: Db, rows: ClaimedRow[], now: Date, counted: boolean): Promise<WhatsAppReach> {
  const ids = rows.map((r) => r.id);
  const people = [...new Set(rows.map((r) => r.subscriberId))];
  const result = await db.execute(sql`
    select subscriber_id, bool_or(status = 'sending') as in_flight, max(sent_at) as last_at
    from alert_notifications
    where ${reachedSql(now)} and subscriber_id in (${idList(people)}) and id not in (${idList(ids)})
    group by subscriber_id`);
  const lastMessageAt = new Map<number, Date | null>();
  for (const r of rowsOf<{ subscriber_id: number; in_flight: boolean; last_at: Date | string | null }>(
    result,
  ))
    lastMessageAt.set(r.subscriber_id, r.in_flight || r.last_at === null ? null : new Date(r.last_at));
  // Counting everyone is needed only when someone new is in the batch.
  const anyoneNew = people.some((p) => !lastMessageAt.has(p));
  const peopleInWindow = counted && anyoneNew ? await whatsAppPeopleInWindow(db, now, ids) : 0;
  return { peopleInWindow, lastMessageAt };
}

/** Hands rows back to the queue, uncounted, until the person may be messaged again. */
async function holdRows(db: Db, holds: Array<{ row: ClaimedRow; until: Date }>, now: Date): Promise<void> {
  if (holds.length === 0) return;
  const values = sql.join(
    holds.map((h) => sql`(${h.row.id}::int, ${iso(h.until)}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    update alert_notifications n
    set status = 'queued', lease_until = null, attempts = n.attempts - 1,
        next_attempt_at = v.until, status_updated_at = ${iso(now)}::timestamptz
    from (values ${values}) as v(id, until)
    where n.id = v.id`);
}

/**
 * Cancels the rows past the limit and queues, for each, the person's first channel of the
 * fallback order that they have (as planning decides it); ON CONFLICT leaves a person who
 * already gets that channel for this alert with nothing more. Returns the rows queued.
 */
async function cutRows(db: Db, cut: ClaimedRow[], policy: WhatsAppPolicy, now: Date): Promise<number> {
  if (cut.length === 0) return 0;
  const at = iso(now);
  await db.execute(sql`
    update alert_notifications
    set status = 'cancelled', last_error = ${WHATSAPP_TIER_REASON}, lease_until = null,
        status_updated_at = ${at}::timestamptz
    where id in (${idList(cut.map((r) => r.id))})`);
  if (policy.fallbackChannels.length === 0) return 0;
  const { condition } = channelJoin(policy.fallbackChannels);
  const order = sql.join(
    policy.fallbackChannels.map((channel, rank) => sql`(${channel}, ${rank}::int)`),
    sql`, `,
  );
  const silentLevels =
    policy.silentPushLevels.length > 0
      ? sql`a.level in (${sql.join(
          policy.silentPushLevels.map((l) => sql`${l}`),
          sql`, `,
        )})`
      : sql`false`;
  const result = await db.execute(sql`
    insert into alert_notifications
      (alert_id, subscriber_id, notification_type, kind, status, recipient_distance, urgency, attempts,
       next_attempt_at, status_updated_at, created_at, step_id, sighting_id, silent)
    select distinct on (w.id)
           w.alert_id, w.subscriber_id, c.channel, w.kind, 'queued', w.recipient_distance, w.urgency, 0,
           ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz, w.step_id, w.sighting_id,
           c.channel = 'push' and ${silentLevels}
    from alert_notifications w
    join alerts a on a.id = w.alert_id
    join subscribers t on t.id = w.subscriber_id and t.is_active
    cross join (values ${order}) as c(channel, rank)
    where w.id in (${idList(cut.map((r) => r.id))}) and (${condition})
    order by w.id, c.rank
    on conflict (alert_id, subscriber_id, notification_type, kind) do nothing`);
  return affectedRows(result);
}

export interface WhatsAppClaim {
  /** What may be sent now. */
  rows: ClaimedRow[];
  /** Rows claimed, held and cut ones included. */
  claimed: number;
  /** Cut past the account's limit, and the fallback messages queued for them. */
  cut: number;
  fallbackQueued: number;
}

/** claimDue for WhatsApp: the batch that may go now, within the account's limit and each person's pace. */
export async function claimWhatsAppDue(
  db: Db,
  input: { now: Date; leaseUntil: Date; limit: number },
  policy: WhatsAppPolicy,
): Promise<WhatsAppClaim> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${WHATSAPP_CLAIM_LOCK})`);
    const rows = await claimDue(tx, { ...input, channel: "whatsapp" });
    if (rows.length === 0) return { rows, claimed: 0, cut: 0, fallbackQueued: 0 };
    const reach = await reachOf(tx, rows, input.now, policy.limit !== null);
    const plan = planWhatsAppBatch(rows, reach, { limit: policy.limit, now: input.now });
    await holdRows(tx, plan.hold, input.now);
    const fallbackQueued = await cutRows(tx, plan.cut, policy, input.now);
    return { rows: plan.send, claimed: rows.length, cut: plan.cut.length, fallbackQueued };
  });
}
