import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts, sightings } from "../../db/schema";

export type AlertRow = typeof alerts.$inferSelect;
export type SightingRow = typeof sightings.$inferSelect;

/** Locks the alert's row for the rest of the transaction, so two reviews cannot interleave. */
export async function findAlertForUpdate(db: Db, id: number): Promise<AlertRow | undefined> {
  const rows = await db.select().from(alerts).where(eq(alerts.id, id)).limit(1).for("update");
  return rows[0];
}

export async function findAlert(db: Db, id: number): Promise<AlertRow | undefined> {
  const rows = await db.select().from(alerts).where(eq(alerts.id, id)).limit(1);
  return rows[0];
}

interface Review {
  byStaffId: number;
  at: Date;
}

export async function markAlertApproved(db: Db, id: number, review: Review): Promise<void> {
  await db
    .update(alerts)
    .set({ isVerified: true, status: "approved", reviewedAt: review.at, reviewedById: review.byStaffId })
    .where(eq(alerts.id, id));
}

export async function markAlertDenied(db: Db, id: number, review: Review): Promise<void> {
  await db
    .update(alerts)
    .set({
      isVerified: false,
      isActive: false,
      status: "denied",
      reviewedAt: review.at,
      reviewedById: review.byStaffId,
    })
    .where(eq(alerts.id, id));
}

/** Closes the case. A report that was never approved counts as denied in the admin's tabs. */
export async function markAlertResolved(db: Db, id: number, review: Review): Promise<void> {
  await db
    .update(alerts)
    .set({
      isActive: false,
      status: sql`case when ${alerts.status} = 'pending' then 'denied' else ${alerts.status} end`,
      reviewedAt: review.at,
      reviewedById: review.byStaffId,
    })
    .where(eq(alerts.id, id));
}

/**
 * Marks the alert as distributed unless it already was. Returns true only for the one call
 * that set it: the conditional UPDATE is what makes distribution happen exactly once.
 */
export async function claimDistribution(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(alerts)
    .set({ distributedAt: at })
    .where(and(eq(alerts.id, id), isNull(alerts.distributedAt)))
    .returning({ id: alerts.id });
  return rows.length === 1;
}

export async function findSightingForUpdate(db: Db, id: number): Promise<SightingRow | undefined> {
  const rows = await db.select().from(sightings).where(eq(sightings.id, id)).limit(1).for("update");
  return rows[0];
}

export async function findSighting(db: Db, id: number): Promise<SightingRow | undefined> {
  const rows = await db.select().from(sightings).where(eq(sightings.id, id)).limit(1);
  return rows[0];
}

export async function markSightingVerified(db: Db, id: number, review: Review): Promise<void> {
  await db
    .update(sightings)
    .set({ isVerified: true, status: "verified", reviewedAt: review.at, reviewedById: review.byStaffId })
    .where(eq(sightings.id, id));
}

/** Every unverified sighting of an open case, newest first, with the case's name and age: one query. */
export async function listPendingSightings(db: Db, limit: number) {
  return db
    .select({
      id: sightings.id,
      alertId: sightings.alertId,
      alertName: alerts.name,
      alertAge: alerts.age,
      reporterName: sightings.reporterName,
      reporterContact: sightings.reporterContact,
      location: sightings.location,
      latitude: sightings.latitude,
      longitude: sightings.longitude,
      sightingTime: sightings.sightingTime,
      description: sightings.description,
      createdAt: sightings.createdAt,
    })
    .from(sightings)
    .innerJoin(alerts, eq(alerts.id, sightings.alertId))
    .where(and(eq(sightings.isVerified, false), eq(sightings.status, "pending"), eq(alerts.isActive, true)))
    .orderBy(desc(sightings.createdAt), desc(sightings.id))
    .limit(limit);
}
