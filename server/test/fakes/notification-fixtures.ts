// Data helpers for the notification tests, benchmarks and the crash-test child process.

import { NOTIFICATION_SETTINGS_KEY, type NotificationSettings } from "@shared/settings";
import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client";
import { alerts, subscribers } from "../../src/db/schema";
import { rowsOf } from "../../src/db/sql-result";
import { decideDistribution, queueDistribution } from "../../src/notifications/planning";
import { findSetting, saveSetting } from "../../src/notifications/settings.repo";
import type { TargetingAlert } from "../../src/notifications/targeting";

let tokenCounter = 0;

export interface SubscriberSeed {
  name: string;
  email?: string | null;
  phone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  whatsapp?: boolean;
  isActive?: boolean;
}

export async function insertSubscriber(db: Db, seed: SubscriberSeed): Promise<number> {
  tokenCounter += 1;
  const [row] = await db
    .insert(subscribers)
    .values({
      name: seed.name,
      email: seed.email ?? null,
      phone: seed.phone ?? null,
      latitude: seed.latitude ?? null,
      longitude: seed.longitude ?? null,
      location: seed.latitude != null ? "Somewhere in Guyana" : null,
      whatsappEnabled: seed.whatsapp ?? false,
      whatsappStatus: seed.whatsapp ? "opted_in" : "not_opted_in",
      isActive: seed.isActive ?? true,
      unsubscribeToken: `tok-${process.pid}-${tokenCounter}-${Math.random().toString(36).slice(2)}`,
    })
    .returning({ id: subscribers.id });
  return row!.id;
}

/**
 * Many subscribers in one statement, all near Georgetown (within ~3 miles): every one has a
 * phone; every `whatsappEvery`-th is opted in to WhatsApp; every `emailEvery`-th has e-mail.
 * Phones and addresses are derived from the number, so tests can recompute them.
 */
export async function insertManySubscribers(
  db: Db,
  count: number,
  options: { whatsappEvery?: number; emailEvery?: number; offset?: number } = {},
): Promise<void> {
  const wa = options.whatsappEvery ?? 0;
  const em = options.emailEvery ?? 0;
  const offset = options.offset ?? 0;
  // Rows in chunks: PGlite is happier with statements of moderate size.
  for (let start = 1; start <= count; start += 20_000) {
    const end = Math.min(count, start + 19_999);
    await db.execute(sql`
      insert into subscribers (name, phone, email, latitude, longitude, location, whatsapp_enabled,
                               whatsapp_status, whatsapp_opt_in_date, unsubscribe_token)
      select 'Subscriber ' || g,
             '+5927' || lpad(g::text, 6, '0'),
             case when ${em} > 0 and g % ${em} = 0 then 'sub' || g || '@example.gy' end,
             6.80 + (g % 97) * 0.0004, -58.16 + (g % 89) * 0.0004,
             'Georgetown, Guyana',
             ${wa} > 0 and g % ${wa} = 0,
             case when ${wa} > 0 and g % ${wa} = 0 then 'opted_in' else 'not_opted_in' end,
             case when ${wa} > 0 and g % ${wa} = 0 then now() end,
             'bulk-' || g || '-' || md5(random()::text)
      from generate_series(${start + offset}::int, ${end + offset}::int) g`);
  }
}

export interface AlertSeed {
  name?: string;
  age?: number;
  latitude?: number | null;
  longitude?: number | null;
  lastLocation?: string;
  circumstances?: string | null;
  description?: string;
  photoUrl?: string | null;
  lastSeen?: Date;
}

/** A report as the report form creates it (pending, unverified). */
export async function insertAlert(db: Db, seed: AlertSeed = {}): Promise<number> {
  const [row] = await db
    .insert(alerts)
    .values({
      name: seed.name ?? "Aaliyah Persaud",
      age: seed.age ?? 9,
      description:
        seed.description ?? "Slim build, about 4 ft 3 in, shoulder-length black hair in two plaits.",
      clothing: "Navy blue school uniform, pink backpack.",
      lastLocation: seed.lastLocation ?? "Stabroek Market, Georgetown",
      lastSeen: seed.lastSeen ?? new Date("2025-05-05T18:30:00Z"),
      latitude: seed.latitude === undefined ? 6.8066 : seed.latitude,
      longitude: seed.longitude === undefined ? -58.1625 : seed.longitude,
      circumstances: seed.circumstances ?? null,
      photoUrl: seed.photoUrl ?? null,
      reporterName: "Savitri Persaud",
      reporterRelationship: "Mother",
      reporterPhone: "+592 600 1234",
      reporterEmail: "savitri.persaud@example.gy",
    })
    .returning({ id: alerts.id });
  return row!.id;
}

/** What verify does to the alert row (the review endpoints own the real thing). */
export async function markVerified(db: Db, alertId: number, now: Date): Promise<void> {
  await db.execute(sql`
    update alerts set is_verified = true, status = 'approved', distributed_at = ${now.toISOString()}::timestamptz
    where id = ${alertId}`);
}

/**
 * What a review does to the outbox, without its audit trail: the alert becomes verified with
 * its targeting recorded, and its messages are queued, in the caller's transaction.
 */
export async function verifyAndQueue(db: Db, alertId: number, now: Date) {
  const [alert] = rowsOf<TargetingAlert>(
    await db.execute(sql`select age, last_location as "lastLocation", circumstances, latitude, longitude
      from alerts where id = ${alertId}`),
  );
  if (!alert) throw new Error(`no alert ${alertId}`);
  const decision = await decideDistribution(db, alert, "Hope Alert");
  await db.execute(sql`
    update alerts set is_verified = true, status = 'approved', distributed_at = ${now.toISOString()}::timestamptz,
      high_priority = ${decision.highPriority}, notification_radius = ${decision.radiusMiles}
    where id = ${alertId}`);
  const queued = await queueDistribution(db, alertId, decision, now);
  return { ...decision, queued, geofenced: decision.centre !== null };
}

export interface OutboxRow {
  id: number;
  alertId: number;
  subscriberId: number;
  channel: string;
  kind: string;
  status: string;
  attempts: number;
  recipientDistance: number | null;
  providerMessageId: string | null;
  transport: string | null;
  body: string | null;
  lastError: string | null;
  uncertainSince: Date | null;
}

export async function outboxRows(db: Db, alertId?: number): Promise<OutboxRow[]> {
  const result = await db.execute(sql`
    select id, alert_id as "alertId", subscriber_id as "subscriberId", notification_type as channel, kind,
           status, attempts, recipient_distance as "recipientDistance", provider_message_id as "providerMessageId",
           transport, body, last_error as "lastError", uncertain_since as "uncertainSince"
    from alert_notifications
    ${alertId === undefined ? sql`` : sql`where alert_id = ${alertId}`}
    order by id`);
  return rowsOf<OutboxRow>(result);
}

export async function statusCounts(db: Db): Promise<Record<string, number>> {
  const result = await db.execute(
    sql`select status, count(*)::int as n from alert_notifications group by status order by status`,
  );
  return Object.fromEntries(rowsOf<{ status: string; n: number }>(result).map((r) => [r.status, r.n]));
}

/** Rows not yet finished (queued or being sent). */
export async function pendingCount(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from alert_notifications where status in ('queued', 'sending')`,
  );
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/** Waits until nothing is queued or being sent (retries included). */
export async function waitUntilSettled(db: Db, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await pendingCount(db)) === 0) return;
    if (Date.now() > deadline)
      throw new Error(`outbox not settled after ${timeoutMs} ms: ${JSON.stringify(await statusCounts(db))}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Saves some notification settings over the stored ones, as an admin would. Tests that send
 * WhatsApp to more people than a new account's 250 a day record a higher tier this way.
 */
export async function saveNotificationSettings(
  db: Db,
  changes: Partial<NotificationSettings>,
): Promise<void> {
  const stored = (await findSetting(db, NOTIFICATION_SETTINGS_KEY))?.value;
  const value = { ...(stored && typeof stored === "object" ? stored : {}), ...changes };
  await saveSetting(db, NOTIFICATION_SETTINGS_KEY, value, { staffId: null, at: new Date() });
}

/**
 * Moves an alert's (or every alert's) sent messages back in time, as if they went out `seconds`
 * ago: a follow-up to the same person on WhatsApp waits for that person's pace otherwise.
 */
export async function backdateSentMessages(
  db: Db,
  alertId: number | "every alert",
  seconds: number,
): Promise<void> {
  const ofAlert = alertId === "every alert" ? sql`true` : sql`alert_id = ${alertId}`;
  await db.execute(sql`
    update alert_notifications set sent_at = sent_at - make_interval(secs => ${seconds})
    where ${ofAlert} and sent_at is not null`);
}
