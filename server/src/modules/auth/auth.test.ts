import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testConfig } from "../../../test/harness";
import { createTestStaff, signInCookie, type TestStaff } from "../../../test/helpers/auth.test-helpers";
import { buildApp } from "../../app";
import { openDatabase } from "../../db/client";
import { adminAuditLog, adminUsers, staffSessions } from "../../db/schema";
import { DomainEvents } from "../../events";
import { bootstrapFirstAdmin } from "../staff/bootstrap";
import { ensureFirstAdmin } from "../staff/staff.service";
import { SESSION_COOKIE } from "./cookie";

let t: TestApp;
let clock = new Date("2025-05-01T12:00:00Z");
let admin: TestStaff;
let moderator: TestStaff;

beforeAll(async () => {
  t = await createTestApp({
    env: { STAFF_MAX_FAILED_ATTEMPTS: "3", STAFF_LOCKOUT_MINUTES: "15", STAFF_SESSION_HOURS: "12" },
    now: () => clock,
  });
  admin = await createTestStaff(t.database.db, "admin");
  moderator = await createTestStaff(t.database.db, "moderator");
});
afterAll(() => t.close());

const login = (username: string, password: string, ip = "203.0.113.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username, password },
    remoteAddress: ip,
  });

describe("first admin bootstrap", () => {
  it("creates an admin only when there is none, and prints a generated password once", async () => {
    const fresh = await createTestApp();
    try {
      const printed: string[] = [];
      await bootstrapFirstAdmin(fresh.database.db, fresh.app.ctx.config.staff, (s) => printed.push(s));
      expect(printed).toHaveLength(1);
      const password = /One-time password: (\S+)/.exec(printed[0]!)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const [row] = await fresh.database.db.select().from(adminUsers);
      expect(row).toMatchObject({ username: "admin", role: "admin" });
      expect(row!.password).toMatch(/^\$argon2id\$/);
      expect(row!.password).not.toContain(password!);
      // The printed password signs in.
      const res = await fresh.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "admin", password },
      });
      expect(res.statusCode).toBe(200);
      // A second start creates nothing and prints nothing.
      await bootstrapFirstAdmin(fresh.database.db, fresh.app.ctx.config.staff, (s) => printed.push(s));
      expect(printed).toHaveLength(1);
      expect(await fresh.database.db.select().from(adminUsers)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  it("uses BOOTSTRAP_ADMIN_PASSWORD when set and does not print it", async () => {
    const fresh = await createTestApp({
      env: { BOOTSTRAP_ADMIN_USERNAME: "Chief", BOOTSTRAP_ADMIN_PASSWORD: "a known password 123" },
    });
    try {
      const printed: string[] = [];
      await bootstrapFirstAdmin(fresh.database.db, fresh.app.ctx.config.staff, (s) => printed.push(s));
      expect(printed.join("")).not.toContain("a known password 123");
      expect(printed.join("")).toContain('"chief"');
      const res = await fresh.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { username: "chief", password: "a known password 123" },
      });
      expect(res.statusCode).toBe(200);
      expect(await ensureFirstAdmin(fresh.database.db, { username: "other" })).toBeNull();
    } finally {
      await fresh.close();
    }
  });
});

describe("sign-in", () => {
  it("sets an httpOnly SameSite=Strict session cookie and stores only a hash of it", async () => {
    const res = await login(admin.username, admin.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ staff: { id: admin.id, username: admin.username, role: "admin" } });
    expect(res.body).not.toContain("argon2");
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(new Date(cookie.expires!).getTime()).toBe(clock.getTime() + 12 * 3_600_000);
    const sessions = await t.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.adminId, admin.id));
    expect(sessions.length).toBeGreaterThan(0);
    for (const s of sessions) expect(s.tokenHash).not.toContain(cookie.value);
    expect(sessions.some((s) => s.tokenHash.startsWith("session:"))).toBe(true);

    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id));
    expect(row!.lastLogin?.toISOString()).toBe(clock.toISOString());
    const audit = await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminId, admin.id));
    expect(audit.some((a) => a.action === "staff.sign_in" && a.ipAddress === "203.0.113.1")).toBe(true);
  });

  it("accepts the username in any case", async () => {
    const res = await login(admin.username.toUpperCase(), admin.password, "203.0.113.2");
    expect(res.statusCode).toBe(200);
  });

  it("answers an unknown user and a wrong password the same way, in similar time", async () => {
    const wrong = await login(admin.username, "not the password", "198.51.100.1");
    const unknown = await login("nobody-here", "not the password", "198.51.100.2");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid username or password" });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);

    // Both paths run one argon2 verification; compare medians with a wide margin (shared CPU).
    const time = async (username: string, ip: string) => {
      const start = performance.now();
      await login(username, "not the password", ip);
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknownTimes: number[] = [];
    const timed = await createTestStaff(t.database.db, "moderator");
    for (let i = 0; i < 5; i++) {
      known.push(await time(timed.username, `192.0.2.${i}`));
      unknownTimes.push(await time(`ghost-${i}`, `192.0.2.${100 + i}`));
      // A correct sign-in clears the failures, so the lockout never kicks in here.
      expect((await login(timed.username, timed.password, `192.0.2.${i}`)).statusCode).toBe(200);
    }
    expect(median(unknownTimes)).toBeGreaterThan(median(known) / 3);
    expect(median(unknownTimes)).toBeLessThan(median(known) * 3);
  });

  it("refuses an account whose role is not a staff role", async () => {
    const plain = await createTestStaff(t.database.db, "moderator");
    await t.database.db.update(adminUsers).set({ role: "user" }).where(eq(adminUsers.id, plain.id));
    const res = await login(plain.username, plain.password, "198.51.100.9");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Invalid username or password" });
  });

  it("validates the body", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { username: "x" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^password/);
  });

  it("locks out after repeated failures with 429 and Retry-After, then lets the member in again", async () => {
    const ip = "198.51.100.50";
    for (let i = 0; i < 3; i++)
      expect((await login(moderator.username, "wrong password", ip)).statusCode).toBe(401);
    const locked = await login(moderator.username, moderator.password, ip);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    expect(locked.json().message).toMatch(/Too many failed attempts/);
    // Elsewhere the locked username refuses guessers: a wrong password is counted and refused
    // like the lock, and that address then waits even with the right password.
    expect((await login(moderator.username, "wrong again", "198.51.100.51")).statusCode).toBe(429);
    expect((await login(moderator.username, moderator.password, "198.51.100.51")).statusCode).toBe(429);
    // An unknown username is limited the same way (no enumeration through the limiter).
    for (let i = 0; i < 3; i++) await login("ghost-user", "wrong password", `198.51.100.${60 + i}`);
    expect((await login("ghost-user", "wrong password", "198.51.100.70")).statusCode).toBe(429);

    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await login(moderator.username, moderator.password, ip)).statusCode).toBe(200);
  });

  it("lets the admin in from a clean address while a stranger has locked the username out", async () => {
    const attacker = "203.0.113.66";
    for (let i = 0; i < 10; i++) await login(admin.username, `guess ${i}`, attacker);
    expect((await login(admin.username, admin.password, attacker)).statusCode).toBe(429);
    const fromOffice = await login(admin.username, admin.password, "198.51.100.200");
    expect(fromOffice.statusCode).toBe(200);
    // The admin's success does not reopen the username to the address that was guessing.
    expect((await login(admin.username, admin.password, attacker)).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 16 * 60_000);
  });
});

describe("lockout across instances", () => {
  it("counts failures on one instance against attempts on another, until the window ends", async () => {
    // A second instance on the same database: its own connections on a PostgreSQL server (as a
    // second process would have), the same embedded database otherwise.
    const database =
      t.database.kind === "postgres"
        ? await openDatabase({ databaseUrl: t.database.url, poolSize: 2 })
        : t.database;
    const other = await buildApp({
      config: testConfig({ STAFF_MAX_FAILED_ATTEMPTS: "3", STAFF_LOCKOUT_MINUTES: "15" }),
      database,
      events: new DomainEvents(),
      clientDir: "/nonexistent-client-dir",
      logger: false,
      now: () => clock,
    });
    try {
      const ip = "198.51.100.90";
      const onOther = (password: string) =>
        other.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { username: admin.username, password },
          remoteAddress: ip,
        });
      // Two failures here, one there: the third locks the member out on both.
      expect((await login(admin.username, "wrong password", ip)).statusCode).toBe(401);
      expect((await login(admin.username, "wrong password", ip)).statusCode).toBe(401);
      expect((await onOther("wrong password")).statusCode).toBe(401);
      expect((await onOther(admin.password)).statusCode).toBe(429);
      expect((await login(admin.username, admin.password, ip)).statusCode).toBe(429);
      clock = new Date(clock.getTime() + 16 * 60_000);
      expect((await onOther(admin.password)).statusCode).toBe(200);
    } finally {
      await other.close();
      if (database !== t.database) await database.close();
    }
  });
});

describe("session", () => {
  it("reports the signed-in member, and nobody without a cookie", async () => {
    const cookie = await signInCookie(t.app, admin);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(me.json()).toMatchObject({ staff: { username: admin.username, role: "admin" } });
    expect(me.headers["cache-control"]).toBe("no-store");
    const anon = await t.app.inject({ method: "GET", url: "/api/auth/session" });
    expect(anon.json()).toEqual({ staff: null });
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: `${SESSION_COOKIE}=${"a".repeat(43)}` },
    });
    expect(forged.json()).toEqual({ staff: null });
  });

  it("expires after STAFF_SESSION_HOURS", async () => {
    const cookie = await signInCookie(t.app, admin);
    const ok = await t.app.inject({ method: "GET", url: "/api/admin/alerts", headers: { cookie } });
    expect(ok.statusCode).toBe(200);
    clock = new Date(clock.getTime() + 12 * 3_600_000 + 1000);
    const expired = await t.app.inject({ method: "GET", url: "/api/admin/alerts", headers: { cookie } });
    expect(expired.statusCode).toBe(401);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(me.json()).toEqual({ staff: null });
  });

  it("signs out: the session row is deleted, the cookie cleared and the old cookie refused", async () => {
    const cookie = await signInCookie(t.app, admin);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cleared.value).toBe("");
    const after = await t.app.inject({ method: "GET", url: "/api/admin/alerts", headers: { cookie } });
    expect(after.statusCode).toBe(401);
    // Signing out without a session is harmless.
    expect((await t.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
  });

  it("a moderator's session gives moderator access, not admin access", async () => {
    const cookie = await signInCookie(t.app, moderator);
    const pending = await t.app.inject({
      method: "GET",
      url: "/api/moderation/sightings/pending",
      headers: { cookie },
    });
    expect(pending.statusCode).toBe(200);
    const adminOnly = await t.app.inject({
      method: "GET",
      url: "/api/admin/subscribers",
      headers: { cookie },
    });
    expect(adminOnly.statusCode).toBe(403);
  });

  it("a demoted member loses access on the next request", async () => {
    const member = await createTestStaff(t.database.db, "admin");
    const cookie = await signInCookie(t.app, member);
    await t.database.db.update(adminUsers).set({ role: "moderator" }).where(eq(adminUsers.id, member.id));
    const res = await t.app.inject({ method: "GET", url: "/api/admin/alerts", headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });
});
