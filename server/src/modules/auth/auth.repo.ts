import { and, eq, gt, inArray, like, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminUsers, authFailures, staffSessions } from "../../db/schema";

export async function insertSession(db: Db, row: { key: string; adminId: number; expiresAt: Date }) {
  await db
    .insert(staffSessions)
    .values({ tokenHash: row.key, adminId: row.adminId, expiresAt: row.expiresAt });
}

/** The staff member behind an unexpired session or unlock token. */
export async function findSessionOwner(db: Db, key: string, now: Date) {
  const rows = await db
    .select({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role })
    .from(staffSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, staffSessions.adminId))
    .where(and(eq(staffSessions.tokenHash, key), gt(staffSessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}

export async function deleteSession(db: Db, key: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, key));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(staffSessions).where(lte(staffSessions.expiresAt, now));
}

/** Ends sessions and/or unlock tokens of some staff members (password reset, code revoked). */
export async function deleteSessionsOf(db: Db, adminIds: number[], kind?: "session" | "unlock") {
  if (adminIds.length === 0) return;
  await db
    .delete(staffSessions)
    .where(
      and(
        inArray(staffSessions.adminId, adminIds),
        kind ? like(staffSessions.tokenHash, `${kind}:%`) : undefined,
      ),
    );
}

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
