import { and, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pushTickets } from "../../db/schema";

/** Stores a ticket (by its hash) for a new subscriber; expired tickets are cleared on the way. */
export async function savePushTicket(
  db: Db,
  ticket: { hash: string; subscriberId: number; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(pushTickets).where(lte(pushTickets.expiresAt, now));
  await db
    .insert(pushTickets)
    .values({ ticketHash: ticket.hash, subscriberId: ticket.subscriberId, expiresAt: ticket.expiresAt });
}

/** The subscriber a ticket (by its hash) belongs to, while it is valid. */
export async function subscriberOfPushTicket(db: Db, hash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ subscriberId: pushTickets.subscriberId })
    .from(pushTickets)
    .where(and(eq(pushTickets.ticketHash, hash), gt(pushTickets.expiresAt, now)));
  return row?.subscriberId ?? null;
}
