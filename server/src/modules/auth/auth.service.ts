import { AUDIT_ACTIONS } from "@shared/moderation";
import type { StaffUser } from "@shared/staff";
import type { AppContext } from "../../context";
import { tooManyAttempts, unauthorized } from "../../errors";
import type { StaffIdentity } from "../../http/access";
import { recordAudit } from "../audit/audit.service";
import { verifyAgainstDummy, verifyPassword } from "../staff/passwords";
import { deleteExpiredSessions, deleteSession, findSessionOwner, insertSession } from "../staff/sessions";
import {
  findStaffById,
  findStaffByUsername,
  isStaffRole,
  toStaffUser,
  updateLastLogin,
  verifyModeratorCode,
} from "../staff/staff.service";
import { FailureLimiter } from "./limiter";
import { looksLikeToken, newToken, tokenKey } from "./tokens";

/** One message for an unknown user and a wrong password: no user enumeration. */
export const SIGN_IN_FAILED = "Invalid username or password";

/** Failure counts for sign-in or for moderator-code unlock (kept in the database). */
function failureLimiter(ctx: AppContext, purpose: "signin" | "unlock"): FailureLimiter {
  const { maxFailedAttempts, lockoutMinutes } = ctx.config.staff;
  return new FailureLimiter(ctx.database.db, purpose, maxFailedAttempts, lockoutMinutes * 60_000, ctx.now);
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  staff: StaffUser;
}

export async function signIn(
  ctx: AppContext,
  input: { username: string; password: string },
  ip: string | null,
): Promise<SignedIn> {
  const { db } = ctx.database;
  const username = input.username.trim().toLowerCase();
  const addressKey = `ip:${ip ?? "unknown"}`;
  const userKey = `user:${username}`;
  const limiter = failureLimiter(ctx, "signin");
  const state = await limiter.state([addressKey, userKey]);
  const address = state.get(addressKey)!;
  const user = state.get(userKey)!;
  if (address.retryAfterSeconds > 0) throw tooManyAttempts(address.retryAfterSeconds);
  // A username under attack is locked for addresses that have failed, but not for one that
  // has not: otherwise anyone could lock the real admin out with ten wrong passwords. Each
  // address that fails is then locked out of that username for the window, so spreading
  // guesses over many addresses buys one guess per address (docs/decisions/002-staff-access.md).
  const userWait = user.retryAfterSeconds;
  const userLocked = userWait > 0;
  if (userLocked && address.failures > 0) throw tooManyAttempts(userWait);

  const row = await findStaffByUsername(db, username);
  const ok = row
    ? await verifyPassword(row.password, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !ok || !isStaffRole(row.role)) {
    await limiter.recordFailure([addressKey, userKey]);
    if (userLocked) throw tooManyAttempts(userWait);
    throw unauthorized(SIGN_IN_FAILED);
  }
  // The username's count stays while it is locked: one success must not reopen it to the
  // addresses that were guessing.
  await limiter.reset(userLocked ? [addressKey] : [addressKey, userKey]);

  const now = ctx.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ctx.config.staff.sessionHours * 3_600_000);
  await db.transaction(async (tx) => {
    await deleteExpiredSessions(tx, now);
    await insertSession(tx, { key: tokenKey("session", token), adminId: row.id, expiresAt });
    await updateLastLogin(tx, row.id, now);
    await recordAudit(
      tx,
      { staffId: row.id, ip },
      { action: AUDIT_ACTIONS.signIn, entityType: "admin_user", entityId: row.id },
    );
  });
  return { token, expiresAt, staff: toStaffUser({ ...row, lastLogin: now }) };
}

export async function signOut(ctx: AppContext, sessionToken: string | undefined): Promise<void> {
  if (looksLikeToken(sessionToken)) await deleteSession(ctx.database.db, tokenKey("session", sessionToken));
}

/**
 * Who is calling: an admin session cookie, or a moderator unlock token sent as a bearer
 * token. An unlock token grants moderator access only, even when an admin made it.
 */
export async function identifyStaff(
  ctx: AppContext,
  credentials: { sessionToken?: string; bearerToken?: string },
): Promise<StaffIdentity | null> {
  const { db } = ctx.database;
  const now = ctx.now();
  if (looksLikeToken(credentials.sessionToken)) {
    const owner = await findSessionOwner(db, tokenKey("session", credentials.sessionToken), now);
    if (owner && isStaffRole(owner.role)) return { id: owner.id, username: owner.username, role: owner.role };
  }
  if (looksLikeToken(credentials.bearerToken)) {
    const owner = await findSessionOwner(db, tokenKey("unlock", credentials.bearerToken), now);
    if (owner && isStaffRole(owner.role) && owner.role !== "police")
      return { id: owner.id, username: owner.username, role: "moderator" };
  }
  return null;
}

export async function currentStaff(
  ctx: AppContext,
  identity: StaffIdentity | null,
): Promise<StaffUser | null> {
  if (!identity) return null;
  const row = await findStaffById(ctx.database.db, identity.id);
  return row && isStaffRole(row.role) ? { ...toStaffUser(row), role: identity.role } : null;
}

export interface Unlocked {
  token: string;
  expiresAt: Date;
  staff: StaffIdentity;
}

/** The moderator dashboard's gate: a personal access code in, a short-lived bearer token out. */
export async function unlockWithCode(ctx: AppContext, code: string, ip: string | null): Promise<Unlocked> {
  const keys = [`ip:${ip ?? "unknown"}`];
  const limiter = failureLimiter(ctx, "unlock");
  const wait = await limiter.retryAfterSeconds(keys);
  if (wait > 0) throw tooManyAttempts(wait);

  const { db } = ctx.database;
  const holder = await verifyModeratorCode(db, code);
  if (!holder) {
    await limiter.recordFailure(keys);
    throw unauthorized("Invalid access code");
  }
  await limiter.reset(keys);
  const now = ctx.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ctx.config.staff.unlockMinutes * 60_000);
  await db.transaction(async (tx) => {
    await deleteExpiredSessions(tx, now);
    await insertSession(tx, { key: tokenKey("unlock", token), adminId: holder.id, expiresAt });
    await recordAudit(
      tx,
      { staffId: holder.id, ip },
      { action: AUDIT_ACTIONS.unlock, entityType: "admin_user", entityId: holder.id },
    );
  });
  return { token, expiresAt, staff: holder };
}
