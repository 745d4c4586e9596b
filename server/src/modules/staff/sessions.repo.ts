import { and, eq, gt, inArray, like, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminUsers, staffSessions } from "../../db/schema";

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
