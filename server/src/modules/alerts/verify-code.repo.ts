import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";

/**
 * Gives the alert this verify code unless it already has one. False when another alert holds the
 * code: the change is undone in its own savepoint, so the caller's transaction carries on.
 */
export async function setVerifyCodeIfFree(db: Db, alertId: number, code: string): Promise<boolean> {
  try {
    await db.transaction(async (savepoint) => {
      await savepoint
        .update(alerts)
        .set({ verifyCode: code })
        .where(and(eq(alerts.id, alertId), isNull(alerts.verifyCode)));
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function findVerifyCode(db: Db, alertId: number): Promise<string | null> {
  const rows = await db
    .select({ verifyCode: alerts.verifyCode })
    .from(alerts)
    .where(eq(alerts.id, alertId))
    .limit(1);
  return rows[0]?.verifyCode ?? null;
}

/** Alerts stored before verify codes existed (or demo data), oldest first. */
export async function alertsWithoutVerifyCode(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(isNull(alerts.verifyCode))
    .orderBy(asc(alerts.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
