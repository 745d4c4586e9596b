import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { pushSubscriptions } from "../db/schema";

// Browser push subscriptions (decision 015), one per subscriber. push.ts stores and removes
// them (subscribe form, manage page, tickets); the dispatcher deletes one the push service says
// is gone (404/410).

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sets the subscriber's push subscription (a new phone or a renewed subscription replaces the
 * old). An endpoint already stored for another subscriber moves here: a browser subscription
 * belongs to the phone that made it, and that phone just proved it holds it.
 */
export async function savePushSubscription(
  db: Db,
  subscriberId: number,
  input: PushSubscriptionInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        sql`${pushSubscriptions.endpoint} = ${input.endpoint} and ${pushSubscriptions.subscriberId} <> ${subscriberId}`,
      );
    await tx
      .insert(pushSubscriptions)
      .values({ subscriberId, ...input, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.subscriberId,
        set: { endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, createdAt: now },
      });
  });
}

/** Removes the subscriber's push subscription; true when there was one. */
export async function deleteSubscriberPush(db: Db, subscriberId: number): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.subscriberId, subscriberId))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The dispatcher's removal after a 404/410: only that subscription (a newer one stays). */
export async function deletePushSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function hasPushSubscription(db: Db, subscriberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.subscriberId, subscriberId))
    .limit(1);
  return rows.length > 0;
}
