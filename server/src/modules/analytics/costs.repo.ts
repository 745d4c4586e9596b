import type { NotificationChannel } from "@shared/notifications";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { iso, rowsOf } from "../../db/sql-result";

// Messages a provider took in a period, counted per month and per alert and channel. A message
// is paid for once a provider accepted it (sent_at), whatever its delivery did afterwards; the
// log transport's (no provider) are not. An SMS sent before segments were recorded counts as one.

export interface ChannelCount {
  channel: NotificationChannel;
  messages: number;
  segments: number;
}

const paidInPeriod = (from: Date, to: Date) => sql`n.sent_at >= ${iso(from)}::timestamptz
  and n.sent_at <= ${iso(to)}::timestamptz and n.status <> 'logged'`;

const counts = sql`n.notification_type as channel, count(*)::int as messages,
  coalesce(sum(coalesce(n.segments, 1)) filter (where n.notification_type = 'sms'), 0)::int as segments`;

export async function paidMessagesByMonth(db: Db, from: Date, to: Date) {
  const result = await db.execute(sql`
    select to_char(n.sent_at at time zone 'UTC', 'YYYY-MM') as month, ${counts}
    from alert_notifications n where ${paidInPeriod(from, to)}
    group by 1, n.notification_type order by 1`);
  return rowsOf<ChannelCount & { month: string }>(result);
}

/** Per alert and channel, for the `limit` alerts whose first paid message is the latest. */
export async function paidMessagesByAlert(db: Db, from: Date, to: Date, limit: number) {
  const result = await db.execute(sql`
    with latest as (
      select n.alert_id, min(n.sent_at) as first_sent from alert_notifications n
      where ${paidInPeriod(from, to)} group by n.alert_id order by first_sent desc limit ${limit}
    )
    select n.alert_id as "alertId", a.name, a.is_drill as "isDrill", l.first_sent as "firstSentAt", ${counts}
    from alert_notifications n
    join latest l on l.alert_id = n.alert_id
    join alerts a on a.id = n.alert_id
    where ${paidInPeriod(from, to)}
    group by n.alert_id, a.name, a.is_drill, l.first_sent, n.notification_type
    order by l.first_sent desc, n.alert_id`);
  return rowsOf<
    ChannelCount & { alertId: number; name: string; isDrill: boolean; firstSentAt: Date | string }
  >(result);
}
