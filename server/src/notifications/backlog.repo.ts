import { NOTIFICATION_CHANNELS, type NotificationChannel } from "@shared/notifications";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { iso, rowsOf } from "../db/sql-result";

// How far behind the outbox is, per channel (the metrics read it at each scrape). Only rows
// still to be sent are looked at: the due index (status, channel, next attempt) serves it.

export interface ChannelBacklog {
  /** Waiting for their first attempt or a retry, due or not. */
  queued: number;
  /** Claimed by a dispatcher and being sent. */
  sending: number;
  /** Queued and due, or claimed under a lease that ran out: what a dispatcher should take now. */
  due: number;
  /** When the oldest row still queued or sending was written (null: none). */
  oldestCreatedAt: Date | null;
  /** The earliest due time among due rows no dispatcher holds (null: none waiting). */
  oldestDueAt: Date | null;
}

interface BacklogSqlRow {
  channel: NotificationChannel;
  queued: number | string;
  sending: number | string;
  due: number | string;
  oldest_created_at: Date | string | null;
  oldest_due_at: Date | string | null;
}

const asDateOrNull = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

/** Every channel's backlog at `now` (channels with nothing pending answer zeros). */
export async function outboxBacklog(db: Db, now: Date): Promise<Record<NotificationChannel, ChannelBacklog>> {
  const at = sql`${iso(now)}::timestamptz`;
  const result = await db.execute(sql`
    with pending as (
      select notification_type, status, created_at,
             case when status = 'queued' and next_attempt_at <= ${at} then next_attempt_at
                  when status = 'sending' and lease_until <= ${at} then lease_until end as due_at
      from alert_notifications
      where status in ('queued', 'sending')
    )
    select notification_type as channel,
           count(*) filter (where status = 'queued') as queued,
           count(*) filter (where status = 'sending') as sending,
           count(due_at) as due,
           min(created_at) as oldest_created_at,
           min(due_at) as oldest_due_at
    from pending
    group by notification_type`);
  const empty = (): ChannelBacklog => ({
    queued: 0,
    sending: 0,
    due: 0,
    oldestCreatedAt: null,
    oldestDueAt: null,
  });
  const backlog = Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, empty()])) as Record<
    NotificationChannel,
    ChannelBacklog
  >;
  for (const row of rowsOf<BacklogSqlRow>(result)) {
    if (!(row.channel in backlog)) continue;
    backlog[row.channel] = {
      queued: Number(row.queued),
      sending: Number(row.sending),
      due: Number(row.due),
      oldestCreatedAt: asDateOrNull(row.oldest_created_at),
      oldestDueAt: asDateOrNull(row.oldest_due_at),
    };
  }
  return backlog;
}
