import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminUsers, moderatorAccessCodes } from "../../db/schema";

export type StaffRow = typeof adminUsers.$inferSelect;

export async function findStaffByUsername(db: Db, username: string): Promise<StaffRow | undefined> {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
  return rows[0];
}

export async function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return rows[0];
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(adminUsers).orderBy(asc(adminUsers.id));
}

export async function countStaffWithRole(db: Db, role: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(adminUsers).where(eq(adminUsers.role, role));
  return row?.n ?? 0;
}

/** Inserts unless the username is taken; returns undefined when it was. */
export async function insertStaff(
  db: Db,
  row: { username: string; passwordHash: string; email: string | null; role: string },
): Promise<StaffRow | undefined> {
  const rows = await db
    .insert(adminUsers)
    .values({ username: row.username, password: row.passwordHash, email: row.email, role: row.role })
    .onConflictDoNothing({ target: adminUsers.username })
    .returning();
  return rows[0];
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(adminUsers).set({ password: passwordHash }).where(eq(adminUsers.id, id));
}

export async function updateLastLogin(db: Db, id: number, at: Date): Promise<void> {
  await db.update(adminUsers).set({ lastLogin: at }).where(eq(adminUsers.id, id));
}

export async function insertAccessCode(db: Db, adminId: number, codeHash: string): Promise<void> {
  await db.insert(moderatorAccessCodes).values({ adminId, codeHash });
}

/** Revokes every active code of a staff member; returns how many were active. */
export async function revokeAccessCodesOf(db: Db, adminId: number, at: Date): Promise<number> {
  const rows = await db
    .update(moderatorAccessCodes)
    .set({ revokedAt: at })
    .where(and(eq(moderatorAccessCodes.adminId, adminId), isNull(moderatorAccessCodes.revokedAt)))
    .returning({ id: moderatorAccessCodes.id });
  return rows.length;
}

/** The staff member who holds an active code with this hash, if their role still allows it. */
export async function findActiveCodeHolder(db: Db, codeHash: string, roles: readonly string[]) {
  const rows = await db
    .select({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role })
    .from(moderatorAccessCodes)
    .innerJoin(adminUsers, eq(adminUsers.id, moderatorAccessCodes.adminId))
    .where(
      and(
        eq(moderatorAccessCodes.codeHash, codeHash),
        isNull(moderatorAccessCodes.revokedAt),
        inArray(adminUsers.role, [...roles]),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function hasActiveCode(db: Db, adminId: number): Promise<boolean> {
  const rows = await db
    .select({ id: moderatorAccessCodes.id })
    .from(moderatorAccessCodes)
    .where(and(eq(moderatorAccessCodes.adminId, adminId), isNull(moderatorAccessCodes.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Locks every admin row: the "never the last admin" rule is checked against a stable set. */
export async function lockAdmins(db: Db): Promise<{ id: number }[]> {
  return db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, "admin")).for("update");
}

export async function findStaffForUpdate(db: Db, id: number): Promise<StaffRow | undefined> {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1).for("update");
  return rows[0];
}

export async function updateStaff(
  db: Db,
  id: number,
  changes: { role?: string; email?: string | null },
): Promise<StaffRow | undefined> {
  const rows = await db.update(adminUsers).set(changes).where(eq(adminUsers.id, id)).returning();
  return rows[0];
}

export async function deleteStaff(db: Db, id: number): Promise<void> {
  await db.delete(adminUsers).where(eq(adminUsers.id, id));
}
