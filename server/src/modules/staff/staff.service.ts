import type { UpdateStaffRequest } from "@shared/admin";
import { AUDIT_ACTIONS } from "@shared/moderation";
import {
  type CreateStaffRequest,
  STAFF_ROLES,
  type StaffRoleName,
  type StaffUser,
  usernameSchema,
} from "@shared/staff";
import type { Actor } from "../../context";
import type { Db } from "../../db/client";
import { conflict, invalid, notFound } from "../../errors";
import type { StaffIdentity } from "../../http/access";
import { recordAudit } from "../audit/audit.service";
import { generateAccessCode, hashAccessCode, looksLikeAccessCode } from "./access-codes";
import { generatePassword, hashPassword } from "./passwords";
import { deleteSessionsOf } from "./sessions.repo";
import {
  countStaffWithRole,
  deleteStaff,
  findActiveCodeHolder,
  findStaffById,
  findStaffByUsername,
  findStaffForUpdate,
  hasActiveCode,
  insertAccessCode,
  insertStaff,
  listStaff as listStaffRows,
  lockAdmins,
  revokeAccessCodesOf,
  type StaffRow,
  updatePasswordHash,
  updateStaff,
} from "./staff.repo";

// Who a sign-in names, and when it last succeeded: the auth module reads staff through here.
export { findStaffById, findStaffByUsername, updateLastLogin } from "./staff.repo";

/** The roles whose access code opens the moderator dashboard (a police liaison is no moderator). */
const MODERATOR_CODE_ROLES = ["admin", "moderator"] as const;

export function isStaffRole(role: string): role is StaffRoleName {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function toStaffUser(row: StaffRow): StaffUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: isStaffRole(row.role) ? row.role : "moderator",
    lastLogin: row.lastLogin?.toISOString() ?? null,
  };
}

function parseUsername(username: string): string {
  const parsed = usernameSchema.safeParse(username);
  if (!parsed.success) throw invalid(`username: ${parsed.error.issues[0]?.message}`, "username");
  return parsed.data;
}

async function staffByUsernameOrThrow(db: Db, username: string): Promise<StaffRow> {
  const row = await findStaffByUsername(db, parseUsername(username));
  if (!row) throw notFound(`No staff member named ${username}`);
  return row;
}

export interface CreatedStaff {
  staff: StaffUser;
  password: string;
}

/** Creates a staff account with a generated (or given) password; the password is returned once. */
export async function createStaff(
  db: Db,
  input: CreateStaffRequest & { password?: string },
  actor: Actor | null,
): Promise<CreatedStaff> {
  const username = parseUsername(input.username);
  if (!isStaffRole(input.role)) throw invalid("role: must be admin, moderator or police", "role");
  const password = input.password ?? generatePassword();
  const row = await db.transaction(async (tx) => {
    const created = await insertStaff(tx, {
      username,
      passwordHash: await hashPassword(password),
      email: input.email ?? null,
      role: input.role,
    });
    if (!created) throw conflict(`A staff member named ${username} already exists`);
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.staffCreate,
      entityType: "admin_user",
      entityId: created.id,
      details: { username, role: input.role },
    });
    return created;
  });
  return { staff: toStaffUser(row), password };
}

/** Sets a new generated password and signs the member out everywhere. */
export async function resetPassword(db: Db, username: string, actor: Actor | null): Promise<string> {
  const row = await staffByUsernameOrThrow(db, username);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, row.id, passwordHash);
    await deleteSessionsOf(tx, [row.id]);
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.staffResetPassword,
      entityType: "admin_user",
      entityId: row.id,
    });
  });
  return password;
}

/**
 * Issues a new personal access code (for the moderator dashboard and the chat's moderator
 * mode). A member has one code at a time: issuing replaces the previous one.
 */
export async function issueAccessCode(db: Db, staffId: number, actor: Actor | null, now: Date) {
  const row = await findStaffById(db, staffId);
  if (!row || !isStaffRole(row.role)) throw notFound("No such staff member");
  if (row.role === "police")
    throw conflict("A police account signs in with its password; access codes open the moderator dashboard");
  const code = generateAccessCode();
  await db.transaction(async (tx) => {
    await revokeAccessCodesOf(tx, row.id, now);
    await insertAccessCode(tx, row.id, hashAccessCode(code));
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.accessCodeIssue,
      entityType: "admin_user",
      entityId: row.id,
    });
  });
  return { code, staff: toStaffUser(row) };
}

/** Revokes the member's code and ends every dashboard unlock made with it. */
export async function revokeAccessCode(db: Db, staffId: number, actor: Actor | null, now: Date) {
  const row = await findStaffById(db, staffId);
  if (!row) throw notFound("No such staff member");
  const revoked = await db.transaction(async (tx) => {
    const n = await revokeAccessCodesOf(tx, row.id, now);
    await deleteSessionsOf(tx, [row.id], "unlock");
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.accessCodeRevoke,
      entityType: "admin_user",
      entityId: row.id,
      details: { revoked: n },
    });
    return n;
  });
  return { revoked, staff: toStaffUser(row) };
}

export async function staffIdByUsername(db: Db, username: string): Promise<number> {
  return (await staffByUsernameOrThrow(db, username)).id;
}

/**
 * Checks a personal access code (moderator dashboard unlock, chat moderator mode). Returns
 * the code's holder, or null for a wrong, revoked or malformed code.
 */
export async function verifyModeratorCode(db: Db, code: string): Promise<StaffIdentity | null> {
  if (!looksLikeAccessCode(code)) return null;
  const holder = await findActiveCodeHolder(db, hashAccessCode(code), MODERATOR_CODE_ROLES);
  if (!holder || !isStaffRole(holder.role)) return null;
  return { id: holder.id, username: holder.username, role: holder.role };
}

export async function listStaff(db: Db): Promise<(StaffUser & { hasAccessCode: boolean })[]> {
  const rows = await listStaffRows(db);
  return Promise.all(
    rows
      .filter((r) => isStaffRole(r.role))
      .map(async (r) => ({
        ...toStaffUser(r),
        hasAccessCode: await hasActiveCode(db, r.id),
      })),
  );
}

export interface BootstrapResult {
  username: string;
  /** The password to print, or null when it came from BOOTSTRAP_ADMIN_PASSWORD. */
  password: string | null;
}

/**
 * First start: with no admin account, create one. Safe when several instances start
 * together: the unique username decides which one creates it.
 */
export async function ensureFirstAdmin(
  db: Db,
  options: { username: string; password?: string },
): Promise<BootstrapResult | null> {
  if ((await countStaffWithRole(db, "admin")) > 0) return null;
  const password = options.password ?? generatePassword();
  const created = await insertStaff(db, {
    username: parseUsername(options.username),
    passwordHash: await hashPassword(password),
    email: null,
    role: "admin",
  });
  if (!created) return null;
  await recordAudit(db, null, {
    action: AUDIT_ACTIONS.staffCreate,
    entityType: "admin_user",
    entityId: created.id,
    details: { username: created.username, role: "admin", bootstrap: true },
  });
  return { username: created.username, password: options.password ? null : password };
}

// Editing and removing accounts, with the one rule that matters: the service never loses its
// last admin.

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
    const before = await findStaffForUpdate(tx, id);
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
    const after = await updateStaff(tx, id, changes);
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
  const row = await findStaffById(db, id);
  if (!row) throw notFound("No such staff member");
  return resetPassword(db, row.username, actor);
}

export async function deleteStaffMember(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findStaffForUpdate(tx, id);
    if (!row) throw notFound("No such staff member");
    if (row.role === "admin") await assertNotLastAdmin(tx, id);
    await deleteStaff(tx, id);
    await recordAudit(tx, actor, {
      action: ADMIN_USER_AUDIT.delete,
      entityType: "admin_user",
      entityId: id,
      details: { username: row.username, role: row.role },
    });
  });
}
