import { and, count, desc, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscribers } from "../../db/schema";

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
