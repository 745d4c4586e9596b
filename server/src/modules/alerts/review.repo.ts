import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts } from "../../db/schema";
import type { AlertRow, NewAlertRow } from "./alerts.repo";

// The alert row's review changes. A review locks the row once, decides, and writes every
// change in one UPDATE that returns the row it leaves.

/** Locks the alert's row for the rest of the transaction, so two reviews cannot interleave. */
export async function findAlertForUpdate(db: Db, id: number): Promise<AlertRow | undefined> {
  const rows = await db.select().from(alerts).where(eq(alerts.id, id)).limit(1).for("update");
  return rows[0];
}

export type AlertReviewChanges = Pick<
  Partial<NewAlertRow>,
  | "isVerified"
  | "isActive"
  | "status"
  | "reviewedAt"
  | "reviewedById"
  | "distributedAt"
  | "highPriority"
  | "notificationRadius"
  | "closedAt"
  | "sharingPolicy"
>;

export async function updateReviewedAlert(
  db: Db,
  id: number,
  changes: AlertReviewChanges,
): Promise<AlertRow> {
  const rows = await db.update(alerts).set(changes).where(eq(alerts.id, id)).returning();
  return rows[0]!;
}

/**
 * Closes the case. A report that was never approved counts as denied in the admin's tabs; a
 * verified alert closed by staff carries its outcome and note (case.service.ts). Closing starts
 * the redaction and purge clock (closed_at, decision 014); `redact` ends the public record at
 * once instead.
 */
export async function closeAlert(
  db: Db,
  id: number,
  review: {
    byStaffId: number;
    at: Date;
    outcome?: { outcome: string; note: string | null };
    redact?: boolean;
  },
): Promise<AlertRow> {
  const rows = await db
    .update(alerts)
    .set({
      isActive: false,
      status: sql`case when ${alerts.status} = 'pending' then 'denied' else ${alerts.status} end`,
      reviewedAt: review.at,
      reviewedById: review.byStaffId,
      closedAt: review.at,
      ...(review.outcome && { outcome: review.outcome.outcome, outcomeNote: review.outcome.note }),
      ...(review.redact && { redactedAt: review.at }),
    })
    .where(eq(alerts.id, id))
    .returning();
  return rows[0]!;
}
