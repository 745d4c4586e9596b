import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminUsers } from "../../db/schema";

export type AdminUserRow = typeof adminUsers.$inferSelect;

/** Locks every admin row: the "never the last admin" rule is checked against a stable set. */
export async function lockAdmins(db: Db): Promise<{ id: number }[]> {
  return db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, "admin")).for("update");
}

export async function findUser(db: Db, id: number): Promise<AdminUserRow | undefined> {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return rows[0];
}

export async function findUserForUpdate(db: Db, id: number): Promise<AdminUserRow | undefined> {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1).for("update");
  return rows[0];
}

export async function updateUser(
  db: Db,
  id: number,
  changes: { role?: string; email?: string | null },
): Promise<AdminUserRow | undefined> {
  const rows = await db.update(adminUsers).set(changes).where(eq(adminUsers.id, id)).returning();
  return rows[0];
}

export async function deleteUser(db: Db, id: number): Promise<void> {
  await db.delete(adminUsers).where(eq(adminUsers.id, id));
}
