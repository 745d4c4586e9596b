import { TAKEN_DOWN_STATUS } from "@shared/problem-reports";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts, problemReports } from "../../db/schema";

export type ProblemReportRow = typeof problemReports.$inferSelect;
export type NewProblemReport = typeof problemReports.$inferInsert;

/** The alert a request names, with what decides whether the public may see it. */
export async function findAlertVisibility(db: Db, alertId: number) {
  const [row] = await db
    .select({ id: alerts.id, isVerified: alerts.isVerified, sharingPolicy: alerts.sharingPolicy })
    .from(alerts)
    .where(eq(alerts.id, alertId))
    .limit(1);
  return row;
}

export async function insertProblemReport(db: Db, values: NewProblemReport): Promise<ProblemReportRow> {
  const [row] = await db.insert(problemReports).values(values).returning();
  return row!;
}

const staffColumns = {
  report: problemReports,
  alertName: alerts.name,
  alertStatus: alerts.status,
  alertIsPublic: alerts.isVerified,
};

export type StaffProblemReportRow = {
  report: ProblemReportRow;
  alertName: string;
  alertStatus: string;
  alertIsPublic: boolean;
};

/** Requests in one state, oldest open first (a queue), newest closed first (a record). */
export async function listProblemReports(
  db: Db,
  status: "open" | "closed",
): Promise<StaffProblemReportRow[]> {
  return db
    .select(staffColumns)
    .from(problemReports)
    .innerJoin(alerts, eq(alerts.id, problemReports.alertId))
    .where(eq(problemReports.status, status))
    .orderBy(
      status === "open" ? problemReports.createdAt : desc(problemReports.closedAt),
      status === "open" ? problemReports.id : desc(problemReports.id),
    )
    .limit(500);
}

export async function countOpenProblemReports(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(problemReports).where(eq(problemReports.status, "open"));
  return Number(row?.n ?? 0);
}

export async function findStaffProblemReport(db: Db, id: number): Promise<StaffProblemReportRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(problemReports)
    .innerJoin(alerts, eq(alerts.id, problemReports.alertId))
    .where(eq(problemReports.id, id))
    .limit(1);
  return row;
}

/** Locks the request's row for the rest of the transaction. */
export async function findProblemReportForUpdate(db: Db, id: number): Promise<ProblemReportRow | undefined> {
  const [row] = await db
    .select()
    .from(problemReports)
    .where(eq(problemReports.id, id))
    .limit(1)
    .for("update");
  return row;
}

export async function updateProblemReport(
  db: Db,
  id: number,
  changes: Partial<Omit<NewProblemReport, "id" | "alertId" | "createdAt">>,
): Promise<void> {
  await db.update(problemReports).set(changes).where(eq(problemReports.id, id));
}

/** Locks the alert's row, so a takedown and a review of the same alert cannot interleave. */
export async function lockAlert(db: Db, alertId: number) {
  const [row] = await db
    .select({
      id: alerts.id,
      isVerified: alerts.isVerified,
      isActive: alerts.isActive,
      status: alerts.status,
      level: alerts.level,
    })
    .from(alerts)
    .where(eq(alerts.id, alertId))
    .limit(1)
    .for("update");
  return row;
}

/**
 * Takes an alert down: neither verified nor active, in its own state. Every public surface
 * (lists, the alert page, its sightings and chat, photos, map, CAP and share feeds) shows only
 * verified alerts, so this hides it everywhere; a review can no longer verify a closed alert.
 */
export async function takeAlertDown(db: Db, alertId: number, review: { at: Date; byStaffId: number }) {
  await db
    .update(alerts)
    .set({
      isVerified: false,
      isActive: false,
      status: TAKEN_DOWN_STATUS,
      reviewedAt: review.at,
      reviewedById: review.byStaffId,
      // The case lifecycle purges it after the retention period (decision 014); a case already
      // closed keeps its first closing time.
      closedAt: sql`coalesce(${alerts.closedAt}, ${review.at.toISOString()}::timestamptz)`,
    })
    .where(eq(alerts.id, alertId));
}
