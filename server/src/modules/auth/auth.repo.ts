import { and, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authFailures } from "../../db/schema";

/** Failure counts of these keys whose window has not ended. */
export async function findFailureCounts(db: Db, keys: string[], now: Date) {
  if (keys.length === 0) return [];
  return db
    .select({ key: authFailures.key, failures: authFailures.failures, resetAt: authFailures.resetAt })
    .from(authFailures)
    .where(and(inArray(authFailures.key, keys), gt(authFailures.resetAt, now)));
}

/** One more failure for each key; a key whose window ended starts a new one, until resetAt. */
export async function recordFailures(db: Db, keys: string[], now: Date, resetAt: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.transaction(async (tx) => {
    // Ended windows are dropped here, so the table holds only keys that still count.
    await tx.delete(authFailures).where(lte(authFailures.resetAt, now));
    await tx
      .insert(authFailures)
      .values(keys.map((key) => ({ key, failures: 1, resetAt })))
      .onConflictDoUpdate({
        target: authFailures.key,
        set: { failures: sql`${authFailures.failures} + 1` },
      });
  });
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(authFailures).where(inArray(authFailures.key, keys));
}
