import type { SafeRequestStatus } from "@shared/safe-requests";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts, safeRequests } from "../../db/schema";

// "I'm safe" requests (safe-requests.service.ts).

export type SafeRequestRow = typeof safeRequests.$inferSelect;
export type NewSafeRequest = typeof safeRequests.$inferInsert;

/** What decides whether a request about this alert is kept: a verified case still open. */
export async function findAlertForSafeRequest(db: Db, alertId: number) {
  const [row] = await db
    .select({ id: alerts.id, isVerified: alerts.isVerified, isActive: alerts.isActive })
    .from(alerts)
    .where(eq(alerts.id, alertId))
    .limit(1);
  return row;
}

export async function insertSafeRequest(db: Db, values: NewSafeRequest): Promise<SafeRequestRow> {
  const [row] = await db.insert(safeRequests).values(values).returning();
  return row!;
}

const staffColumns = {
  request: safeRequests,
  alertName: alerts.name,
  alertAge: alerts.age,
  alertLastLocation: alerts.lastLocation,
  alertIsActive: alerts.isActive,
};

export interface StaffSafeRequestRow {
  request: SafeRequestRow;
  alertName: string;
  alertAge: number;
  alertLastLocation: string;
  alertIsActive: boolean;
}

/** Requests in one state: pending oldest first (a queue), the others newest first (a record). */
export function listSafeRequests(db: Db, status: SafeRequestStatus): Promise<StaffSafeRequestRow[]> {
  const queue = status === "pending";
  return db
    .select(staffColumns)
    .from(safeRequests)
    .innerJoin(alerts, eq(alerts.id, safeRequests.alertId))
    .where(eq(safeRequests.status, status))
    .orderBy(
      queue ? safeRequests.createdAt : desc(safeRequests.reviewedAt),
      queue ? safeRequests.id : desc(safeRequests.id),
    )
    .limit(500);
}

export async function countPendingSafeRequests(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(safeRequests).where(eq(safeRequests.status, "pending"));
  return Number(row?.n ?? 0);
}

export async function findStaffSafeRequest(db: Db, id: number): Promise<StaffSafeRequestRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(safeRequests)
    .innerJoin(alerts, eq(alerts.id, safeRequests.alertId))
    .where(eq(safeRequests.id, id))
    .limit(1);
  return row;
}

/** Locks the request for the rest of the transaction (two staff at once review it once). */
export async function findSafeRequestForUpdate(db: Db, id: number): Promise<SafeRequestRow | undefined> {
  const [row] = await db.select().from(safeRequests).where(eq(safeRequests.id, id)).limit(1).for("update");
  return row;
}

export async function markSafeRequestReviewed(
  db: Db,
  id: number,
  review: { status: Exclude<SafeRequestStatus, "pending">; at: Date; byStaffId: number },
): Promise<void> {
  await db
    .update(safeRequests)
    .set({ status: review.status, reviewedAt: review.at, reviewedById: review.byStaffId })
    .where(eq(safeRequests.id, id));
}

/** Where to tell the reporter that the person is safe (the report's e-mail) and whom it is about. */
export async function findReporterOfAlert(db: Db, alertId: number) {
  const [row] = await db
    .select({ name: alerts.name, reporterName: alerts.reporterName, reporterEmail: alerts.reporterEmail })
    .from(alerts)
    .where(eq(alerts.id, alertId))
    .limit(1);
  return row;
}
