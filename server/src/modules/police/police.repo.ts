import type { PoliceConfirmation } from "@shared/intake";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts, policeConfirmationLinks } from "../../db/schema";

// The police confirmation of a case (the alert's police_* columns) and the single-use links
// e-mailed to the police address. Links are stored as a SHA-256 of the token only.

export type AlertRowForPolice = typeof alerts.$inferSelect;
export type PoliceLinkRow = typeof policeConfirmationLinks.$inferSelect;

/** Locks the alert's row, so a confirmation and a review of the same case cannot interleave. */
export async function lockAlertForPolice(db: Db, alertId: number): Promise<AlertRowForPolice | undefined> {
  const rows = await db.select().from(alerts).where(eq(alerts.id, alertId)).limit(1).for("update");
  return rows[0];
}

export async function findAlertForPolice(db: Db, alertId: number): Promise<AlertRowForPolice | undefined> {
  const rows = await db.select().from(alerts).where(eq(alerts.id, alertId)).limit(1);
  return rows[0];
}

export async function recordPoliceConfirmation(
  db: Db,
  alertId: number,
  values: { confirmation: PoliceConfirmation; at: Date; byStaffId: number | null },
): Promise<AlertRowForPolice> {
  const rows = await db
    .update(alerts)
    .set({
      policeConfirmation: values.confirmation,
      policeConfirmedAt: values.at,
      policeConfirmedById: values.byStaffId,
    })
    .where(eq(alerts.id, alertId))
    .returning();
  return rows[0]!;
}

export async function insertPoliceLink(
  db: Db,
  values: { tokenHash: string; alertId: number; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(policeConfirmationLinks).values(values);
}

/** A link by its token's hash, locked when `forUpdate` (the confirmation uses it once). */
export async function findPoliceLink(
  db: Db,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<PoliceLinkRow | undefined> {
  const query = db
    .select()
    .from(policeConfirmationLinks)
    .where(eq(policeConfirmationLinks.tokenHash, tokenHash))
    .limit(1);
  const rows = options.forUpdate ? await query.for("update") : await query;
  return rows[0];
}

export async function markPoliceLinkUsed(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db
    .update(policeConfirmationLinks)
    .set({ usedAt: at })
    .where(and(eq(policeConfirmationLinks.tokenHash, tokenHash), isNull(policeConfirmationLinks.usedAt)));
}

/** Open reports not yet confirmed by the police, newest first (the service keeps those that need it). */
export function listUnconfirmedOpenReports(db: Db, limit: number): Promise<AlertRowForPolice[]> {
  return db
    .select()
    .from(alerts)
    .where(and(eq(alerts.isActive, true), eq(alerts.isVerified, false), isNull(alerts.policeConfirmedAt)))
    .orderBy(desc(alerts.createdAt))
    .limit(limit);
}
