import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { affectedRows, iso, rowsOf } from "../../db/sql-result";

// Provider callbacks and inbound messages. Each write is a single conditional UPDATE, so a
// callback delivered twice (providers retry) or out of order changes nothing the second time.

/** Outbox statuses by how far along they are; a callback never moves a row backwards. */
const rank = (column: string) =>
  sql.raw(`case ${column}
  when 'queued' then 0 when 'sending' then 0 when 'sent' then 1
  when 'delivered' then 2 when 'failed' then 2 when 'cancelled' then 2 else 0 end`);

export async function applyProviderStatus(
  db: Db,
  input: {
    notificationId: number | null;
    providerMessageId: string;
    status: "sent" | "delivered" | "failed";
    error: string | null;
    now: Date;
    /** Who reported it: the row's transport when nothing had recorded one yet. */
    provider: "twilio" | "gateway";
  },
): Promise<number> {
  const now = iso(input.now);
  const target =
    input.notificationId !== null
      ? sql`id = ${input.notificationId} and (provider_message_id is null or provider_message_id = ${input.providerMessageId})`
      : sql`provider_message_id = ${input.providerMessageId}`;
  const newRank = input.status === "sent" ? 1 : 2;
  // A row whose own last attempt ended in doubt (we marked it failed or cancelled, or are still
  // retrying) is corrected by the provider's word: the message exists.
  const result = await db.execute(sql`
    update alert_notifications
    set status = ${input.status},
        provider_message_id = coalesce(provider_message_id, ${input.providerMessageId}),
        transport = coalesce(transport, ${input.provider}),
        sent_at = coalesce(sent_at, ${now}::timestamptz),
        last_error = ${input.error},
        lease_until = null,
        uncertain_since = null,
        status_updated_at = ${now}::timestamptz
    where ${target}
      and (${rank("status")} < ${newRank}
           or (uncertain_since is not null and status in ('queued', 'sending', 'failed', 'cancelled')))`);
  return affectedRows(result);
}

export async function findSubscriberIdByPhone(db: Db, phone: string): Promise<number | undefined> {
  const result = await db.execute(sql`select id from subscribers where phone = ${phone}`);
  return rowsOf<{ id: number }>(result)[0]?.id;
}

export async function optOutOfSms(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update subscribers set sms_opt_out_date = ${iso(now)}::timestamptz
    where id = ${id} and sms_opt_out_date is null`);
  return affectedRows(result) === 1;
}

export async function optBackIntoSms(db: Db, id: number): Promise<boolean> {
  const result = await db.execute(sql`
    update subscribers set sms_opt_out_date = null where id = ${id} and sms_opt_out_date is not null`);
  return affectedRows(result) === 1;
}

export async function optOutOfWhatsApp(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update subscribers set whatsapp_status = 'opted_out', whatsapp_opt_out_date = ${iso(now)}::timestamptz
    where id = ${id} and whatsapp_status <> 'opted_out'`);
  return affectedRows(result) === 1;
}

export async function optIntoWhatsApp(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    update subscribers
    set whatsapp_status = 'opted_in', whatsapp_enabled = true, whatsapp_opt_in_date = ${iso(now)}::timestamptz
    where id = ${id} and (whatsapp_status <> 'opted_in' or not whatsapp_enabled)`);
  return affectedRows(result) === 1;
}

/** RFC 8058 one-click unsubscribe from an e-mail: the same effect as the unsubscribe page. */
export async function deactivateByUnsubscribeToken(db: Db, token: string): Promise<number | null> {
  const result = await db.execute(sql`
    update subscribers set is_active = false where unsubscribe_token = ${token} returning id`);
  return rowsOf<{ id: number }>(result)[0]?.id ?? null;
}

export interface TextedAlert {
  alertId: number;
  name: string;
  isActive: boolean;
  /** How a closed case ended (shared/cases.ts), null while open. */
  outcome: string | null;
  sentAt: Date;
}

/**
 * The verified alerts whose message reached this number by SMS or WhatsApp since `since`
 * (sent or delivered), most recently sent first. An alert that is not public never appears.
 */
export async function findAlertsTextedTo(db: Db, phone: string, since: Date): Promise<TextedAlert[]> {
  const result = await db.execute(sql`
    select n.alert_id as "alertId", a.name, a.is_active as "isActive", a.outcome,
           max(n.sent_at) as "sentAt"
    from subscribers s
    join alert_notifications n on n.subscriber_id = s.id
    join alerts a on a.id = n.alert_id
    where s.phone = ${phone}
      and n.notification_type in ('sms', 'whatsapp') and n.sent_at >= ${iso(since)}::timestamptz
      and n.kind = 'alert' and n.status in ('sent', 'delivered')
      and a.is_verified
    group by n.alert_id, a.name, a.is_active, a.outcome
    order by max(n.sent_at) desc, n.alert_id desc
    limit 20`);
  return rowsOf<TextedAlert & { sentAt: Date | string }>(result).map((r) => ({
    ...r,
    sentAt: new Date(r.sentAt),
  }));
}
