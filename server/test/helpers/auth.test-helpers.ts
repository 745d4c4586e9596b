// Helpers for tests that need staff: create accounts, sign in, unlock the dashboard.
// Used by server tests only (never imported by application code).
import type { StaffRoleName } from "@shared/staff";
import type { App } from "../../src/app";
import type { Db } from "../../src/db/client";
import { SESSION_COOKIE } from "../../src/modules/auth/cookie";
import { createStaff, issueAccessCode } from "../../src/modules/staff/staff.service";

let counter = 0;

export interface TestStaff {
  id: number;
  username: string;
  password: string;
  role: StaffRoleName;
}

export async function createTestStaff(db: Db, role: StaffRoleName, username?: string): Promise<TestStaff> {
  counter += 1;
  const name = username ?? `${role}${counter}-${process.pid}`;
  const password = `correct horse ${role} ${counter}`;
  const { staff } = await createStaff(db, { username: name, role, password }, null);
  return { id: staff.id, username: staff.username, password, role };
}

/** Signs in through the API and returns the Cookie header to send with later requests. */
export async function signInCookie(app: App, staff: { username: string; password: string }): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: staff.username, password: staff.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error("sign-in set no session cookie");
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Issues a personal code and unlocks the moderator dashboard with it; returns the bearer header. */
export async function unlockBearer(app: App, db: Db, staffId: number): Promise<string> {
  const { code } = await issueAccessCode(db, staffId, null, new Date());
  const res = await app.inject({ method: "POST", url: "/api/moderation/unlock", payload: { code } });
  if (res.statusCode !== 200) throw new Error(`unlock failed: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json().token}`;
}
