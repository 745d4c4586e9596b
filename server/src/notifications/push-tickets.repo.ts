import { and, eq, gt, inArray, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { pushTickets } from "../db/schema";

/** Stores a ticket (by its hash); expired tickets are cleared on the way. */
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

/** The valid ticket stored under one of these hashes (one lookup whichever it is), or null. */
export async function findPushTicket(
  db: Db,
  hashes: string[],
  now: Date,
): Promise<{ hash: string; subscriberId: number } | null> {
  const [row] = await db
    .select({ hash: pushTickets.ticketHash, subscriberId: pushTickets.subscriberId })
    .from(pushTickets)
    .where(and(inArray(pushTickets.ticketHash, hashes), gt(pushTickets.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Writes a ticket's row back as it is, in a transaction of a locking read and a write: the
 * database work of attaching a push subscription, without its effect.
 */
export async function rewritePushTicket(db: Db, hash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ expiresAt: pushTickets.expiresAt })
      .from(pushTickets)
      .where(eq(pushTickets.ticketHash, hash))
      .for("update");
    if (row)
      await tx.update(pushTickets).set({ expiresAt: row.expiresAt }).where(eq(pushTickets.ticketHash, hash));
  });
}
