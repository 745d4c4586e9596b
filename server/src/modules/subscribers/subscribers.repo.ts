import { and, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alertNotifications, photos, sightings, subscribers } from "../../db/schema";
import { deliveryStateSql } from "../../notifications";

export type SubscriberRow = typeof subscribers.$inferSelect;
export type NewSubscriber = typeof subscribers.$inferInsert;
export type SubscriberChanges = Partial<Omit<NewSubscriber, "id" | "createdAt" | "unsubscribeToken">>;

/** Subscribers holding this e-mail or this phone (at most two rows: both are unique). */
export async function findByEmailOrPhone(
  db: Db,
  email: string | null,
  phone: string | null,
): Promise<SubscriberRow[]> {
  const conditions = [
    ...(email ? [eq(subscribers.email, email)] : []),
    ...(phone ? [eq(subscribers.phone, phone)] : []),
  ];
  if (conditions.length === 0) return [];
  return db
    .select()
    .from(subscribers)
    .where(or(...conditions))
    .orderBy(subscribers.id);
}

export async function insertSubscriber(db: Db, values: NewSubscriber): Promise<SubscriberRow> {
  const [row] = await db.insert(subscribers).values(values).returning();
  return row!;
}

export async function countActiveSubscribers(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(subscribers).where(eq(subscribers.isActive, true));
  return Number(row?.n ?? 0);
}

/** The newest active subscribers, with only the columns the public may see. */
export async function listRecentPublic(db: Db, limit: number) {
  return db
    .select({
      id: subscribers.id,
      name: subscribers.name,
      profilePhotoUrl: subscribers.profilePhotoUrl,
      publicLocality: subscribers.publicLocality,
    })
    .from(subscribers)
    .where(eq(subscribers.isActive, true))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(limit);
}

/** Deactivates the subscriber holding this unsubscribe token; undefined when none does. */
export async function deactivateByToken(db: Db, token: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ isActive: false })
    .where(eq(subscribers.unsubscribeToken, token))
    .returning({ id: subscribers.id });
  return row;
}

export async function findByToken(db: Db, token: string): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.unsubscribeToken, token)).limit(1);
  return row;
}

/** Applies changes to the subscriber holding this token; undefined when none does. */
export async function updateByToken(
  db: Db,
  token: string,
  changes: SubscriberChanges,
): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .update(subscribers)
    .set(changes)
    .where(eq(subscribers.unsubscribeToken, token))
    .returning();
  return row;
}

/**
 * Records that the person on file is being told of a repeated subscription, unless they were
 * told after `notBefore` (then undefined: no notice). One statement, so two requests at once
 * (or two server instances) send one notice between them.
 */
export async function claimResubscribeNotice(db: Db, id: number, now: Date, notBefore: Date) {
  const [row] = await db
    .update(subscribers)
    .set({ resubscribeNoticeAt: now })
    .where(
      and(
        eq(subscribers.id, id),
        or(isNull(subscribers.resubscribeNoticeAt), lt(subscribers.resubscribeNoticeAt, notBefore)),
      ),
    )
    .returning({
      id: subscribers.id,
      name: subscribers.name,
      email: subscribers.email,
      phone: subscribers.phone,
      smsOptOutDate: subscribers.smsOptOutDate,
      isActive: subscribers.isActive,
      unsubscribeToken: subscribers.unsubscribeToken,
    });
  return row;
}

// "Delete my data" (decision 013): the subscriber's row, photo and contact details go; their
// delivery rows stay, without recipient or text, so delivery counts stay right.

/** Locks the row of the subscriber holding this token for the rest of the transaction. */
export async function findByTokenForUpdate(db: Db, token: string): Promise<SubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token))
    .limit(1)
    .for("update");
  return row;
}

/**
 * The subscriber's delivery rows keep their channel, kind, status and times (the counts) and
 * lose their text and any provider error (which can quote the address); an opt-out's reason
 * is ours, not personal, and keeps the row counted as opted out. Messages not sent yet are
 * cancelled: nobody is left to send them to.
 */
export async function anonymiseDeliveries(db: Db, subscriberId: number, now: Date): Promise<number> {
  await db
    .update(alertNotifications)
    .set({
      status: "cancelled",
      lastError: "subscriber deleted their data",
      statusUpdatedAt: now,
      leaseUntil: null,
    })
    .where(
      and(
        eq(alertNotifications.subscriberId, subscriberId),
        // A row being sent stays with its sender, unless its lease ran out (a crashed send).
        or(
          eq(alertNotifications.status, "queued"),
          and(eq(alertNotifications.status, "sending"), lt(alertNotifications.leaseUntil, now)),
        ),
      ),
    );
  const rows = await db
    .update(alertNotifications)
    .set({
      body: null,
      lastError: sql`case when ${deliveryStateSql(alertNotifications.status, alertNotifications.lastError)} = 'opted_out' then ${alertNotifications.lastError} end`,
    })
    .where(eq(alertNotifications.subscriberId, subscriberId))
    .returning({ id: alertNotifications.id });
  return rows.length;
}

/**
 * Sightings that came in as replies from this number keep their text for the case, without the
 * number (which is all a reply carries of its sender).
 */
export async function forgetReplyContact(db: Db, phone: string): Promise<number> {
  const rows = await db
    .update(sightings)
    .set({ reporterContact: null })
    .where(and(inArray(sightings.source, ["sms", "whatsapp"]), eq(sightings.reporterContact, phone)))
    .returning({ id: sightings.id });
  return rows.length;
}

/** Deletes the stored photo with this id; whether one was deleted. */
export async function deletePhotoById(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(photos).where(eq(photos.id, id)).returning({ id: photos.id });
  return rows.length > 0;
}

/** Deletes the subscriber; their delivery rows keep going with subscriber_id null (ON DELETE SET NULL). */
export async function deleteSubscriber(db: Db, id: number): Promise<void> {
  await db.delete(subscribers).where(eq(subscribers.id, id));
}
