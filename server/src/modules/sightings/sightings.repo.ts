import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sightings } from "../../db/schema";

export type SightingRow = typeof sightings.$inferSelect;
export type NewSightingRow = typeof sightings.$inferInsert;

export async function insertSighting(db: Db, values: NewSightingRow): Promise<SightingRow> {
  const [row] = await db.insert(sightings).values(values).returning();
  return row!;
}

/**
 * Inserts a sighting that carries a client request id, or nothing when a sighting with that id
 * exists (a concurrent resend waits for the first insert's commit, then gets undefined).
 */
export async function insertSightingOnce(db: Db, values: NewSightingRow): Promise<SightingRow | undefined> {
  const [row] = await db
    .insert(sightings)
    .values(values)
    .onConflictDoNothing({ target: sightings.clientRequestId })
    .returning();
  return row;
}

export async function findSightingByClientRequestId(
  db: Db,
  clientRequestId: string,
): Promise<SightingRow | undefined> {
  const rows = await db
    .select()
    .from(sightings)
    .where(eq(sightings.clientRequestId, clientRequestId))
    .limit(1);
  return rows[0];
}

/** An alert's sightings, most recent sighting first. */
export async function listSightingsOfAlert(
  db: Db,
  alertId: number,
  options: { verifiedOnly: boolean },
): Promise<SightingRow[]> {
  const conditions: SQL[] = [eq(sightings.alertId, alertId)];
  if (options.verifiedOnly) conditions.push(eq(sightings.isVerified, true));
  return db
    .select()
    .from(sightings)
    .where(and(...conditions))
    .orderBy(desc(sightings.sightingTime), desc(sightings.id));
}

/** Locks the sighting's row for the rest of the transaction, so two reviews cannot interleave. */
export async function findSightingForUpdate(db: Db, id: number): Promise<SightingRow | undefined> {
  const rows = await db.select().from(sightings).where(eq(sightings.id, id)).limit(1).for("update");
  return rows[0];
}

export async function markSightingVerified(
  db: Db,
  id: number,
  review: { byStaffId: number; at: Date },
): Promise<SightingRow> {
  const rows = await db
    .update(sightings)
    .set({ isVerified: true, status: "verified", reviewedAt: review.at, reviewedById: review.byStaffId })
    .where(eq(sightings.id, id))
    .returning();
  return rows[0]!;
}

/** A purged case's sightings (places, descriptions, contacts) go with it. */
export async function deleteSightingsOfAlert(db: Db, alertId: number): Promise<number> {
  const rows = await db
    .delete(sightings)
    .where(eq(sightings.alertId, alertId))
    .returning({ id: sightings.id });
  return rows.length;
}

/**
 * Inserts a reply's sighting (modules/webhooks), or nothing when one exists for that provider
 * message (a webhook delivered twice: the second insert waits for the first's commit).
 */
export async function insertSightingOncePerMessage(
  db: Db,
  values: NewSightingRow & { providerMessageId: string },
): Promise<SightingRow | undefined> {
  const [row] = await db
    .insert(sightings)
    .values(values)
    .onConflictDoNothing({ target: sightings.providerMessageId })
    .returning();
  return row;
}

export async function findSightingByProviderMessageId(
  db: Db,
  providerMessageId: string,
): Promise<SightingRow | undefined> {
  const rows = await db
    .select()
    .from(sightings)
    .where(eq(sightings.providerMessageId, providerMessageId))
    .limit(1);
  return rows[0];
}
