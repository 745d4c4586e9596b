import type { UpdateStaffRequest } from "../../../../shared/admin";
import type { StaffUser } from "../../../../shared/staff";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../errors";
import { type Actor, recordAudit } from "../audit/audit.service";
import { deleteSessionsOf } from "../auth/auth.repo";
import { resetPassword, toStaffUser } from "../staff/staff.service";
import { deleteUser, findUser, findUserForUpdate, lockAdmins, updateUser } from "./admin-users.repo";

// Admin Users tab (design.md: managed for real). Creating accounts and issuing or revoking
// moderator codes live in the staff module; this adds edit, reset password and delete, with
// the one rule that matters: the service never loses its last admin.

export const ADMIN_USER_AUDIT = {
  update: "staff.update",
  delete: "staff.delete",
} as const;

const LAST_ADMIN = "The last admin cannot be removed or made a moderator. Add another admin first.";

async function assertNotLastAdmin(tx: Db, id: number): Promise<void> {
  const admins = await lockAdmins(tx);
  if (admins.length <= 1 && admins.some((a) => a.id === id)) throw conflict(LAST_ADMIN);
}

export async function updateStaffMember(
  db: Db,
  id: number,
  input: UpdateStaffRequest,
  actor: Actor,
): Promise<StaffUser> {
  return db.transaction(async (tx) => {
    const before = await findUserForUpdate(tx, id);
    if (!before) throw notFound("No such staff member");
    const changes: { role?: string; email?: string | null } = {};
    if (input.role !== undefined && input.role !== before.role) {
      if (before.role === "admin") await assertNotLastAdmin(tx, id);
      changes.role = input.role;
    }
    if (input.email !== undefined) {
      const email = input.email === "" ? null : input.email;
      if (email !== before.email) changes.email = email;
    }
    if (Object.keys(changes).length === 0) return toStaffUser(before);
    const after = await updateUser(tx, id, changes);
    if (!after) throw notFound("No such staff member");
    // A changed role takes effect now: sessions made under the old role end.
    if (changes.role) await deleteSessionsOf(tx, [id]);
    await recordAudit(tx, actor, {
      action: ADMIN_USER_AUDIT.update,
      entityType: "admin_user",
      entityId: id,
      details: {
        changed: Object.keys(changes),
        ...(changes.role ? { role: { from: before.role, to: changes.role } } : {}),
      },
    });
    return toStaffUser(after);
  });
}

export async function resetStaffPassword(db: Db, id: number, actor: Actor): Promise<string> {
  const row = await findUser(db, id);
  if (!row) throw notFound("No such staff member");
  return resetPassword(db, row.username, actor);
}

export async function deleteStaffMember(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findUserForUpdate(tx, id);
    if (!row) throw notFound("No such staff member");
    if (row.role === "admin") await assertNotLastAdmin(tx, id);
    await deleteUser(tx, id);
    await recordAudit(tx, actor, {
      action: ADMIN_USER_AUDIT.delete,
      entityType: "admin_user",
      entityId: id,
      details: { username: row.username, role: row.role },
    });
  });
}
