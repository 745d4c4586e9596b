import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sightings } from "../../db/schema";

export type SightingRow = typeof sightings.$inferSelect;
export type NewSightingRow = typeof sightings.$inferInsert;

export async function insertSighting(db: Db, values: NewSightingRow): Promise<SightingRow> {
  const [row] = await db.insert(sightings).values(values).returning();
  return row!;
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
