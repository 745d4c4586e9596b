// The moderator gate: wrong codes and their rate limit, personal codes unlocking into a
// short-lived moderator-only token, expiry, revocation and replacement.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness";
import { createTestStaff, type TestStaff, unlockBearer } from "../../../test/helpers/auth.test-helpers";
import { moderationTestApp } from "../../../test/helpers/moderation.test-helpers";
import { moderatorAccessCodes } from "../../db/schema";
import { issueAccessCode, revokeAccessCode, verifyModeratorCode } from "../staff/staff.service";

let t: TestApp;
let clock = new Date("2025-05-01T12:00:00Z");
let admin: TestStaff;
let moderator: TestStaff;

const harness = moderationTestApp(
  () => clock,
  () => {},
);
beforeAll(() => {
  ({ t, admin, moderator } = harness());
});

describe("moderator unlock", () => {
  it("refuses a wrong code with the spec's message and rate limits wrong codes", async () => {
    const ip = "198.51.100.20";
    const tryCode = (code: string) =>
      t.app.inject({ method: "POST", url: "/api/moderation/unlock", payload: { code }, remoteAddress: ip });
    const wrong = await tryCode("AAAA-BBBB-CCCC-DDDD-EEEE");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid access code" });
    await tryCode("not even a code");
    await tryCode("guess");
    const limited = await tryCode("guess again");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Even the right code waits out the lockout from that address.
    const { code } = await issueAccessCode(t.database.db, moderator.id, null, clock);
    expect((await tryCode(code)).statusCode).toBe(429);
    // The lockout is per address: the moderator still unlocks from another (unlockBearer throws if not).
    await unlockBearer(t.app, t.database.db, moderator.id);
  });

  it("unlocks with a personal code into a short-lived token that grants moderator access only", async () => {
    const { code } = await issueAccessCode(t.database.db, admin.id, null, clock);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/moderation/unlock",
      payload: { code: code.toLowerCase().replaceAll("-", " ") },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.staff).toMatchObject({ id: admin.id, role: "admin" });
    expect(new Date(body.expiresAt).getTime()).toBe(clock.getTime() + 30 * 60_000);
    expect(res.headers["set-cookie"]).toBeUndefined();
    const authorization = `Bearer ${body.token}`;
    const ok = await t.app.inject({
      method: "GET",
      url: "/api/moderation/sightings/pending",
      headers: { authorization },
    });
    expect(ok.statusCode).toBe(200);
    // An unlock token is never an admin credential, even for an admin's code.
    const adminOnly = await t.app.inject({
      method: "GET",
      url: "/api/admin/alerts",
      headers: { authorization },
    });
    expect(adminOnly.statusCode).toBe(403);
    // Nor does it work as a session cookie.
    const asCookie = await t.app.inject({
      method: "GET",
      url: "/api/moderation/sightings/pending",
      headers: { cookie: `staff_session=${body.token}` },
    });
    expect(asCookie.statusCode).toBe(401);
  });

  it("expires, and ends when the code is revoked; a new code replaces the old one", async () => {
    const member = await createTestStaff(t.database.db, "moderator");
    const first = await issueAccessCode(t.database.db, member.id, null, clock);
    const second = await issueAccessCode(t.database.db, member.id, null, clock);
    expect(await verifyModeratorCode(t.database.db, first.code)).toBeNull();
    expect(await verifyModeratorCode(t.database.db, second.code)).toMatchObject({ id: member.id });

    const unlock = async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/moderation/unlock",
        payload: { code: second.code },
      });
      return `Bearer ${res.json().token}`;
    };
    const pending = (authorization: string) =>
      t.app.inject({ method: "GET", url: "/api/moderation/sightings/pending", headers: { authorization } });

    const a = await unlock();
    expect((await pending(a)).statusCode).toBe(200);
    const saved = clock;
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await pending(a)).statusCode).toBe(401);
    clock = saved;

    const b = await unlock();
    expect((await pending(b)).statusCode).toBe(200);
    await revokeAccessCode(t.database.db, member.id, null, clock);
    expect((await pending(b)).statusCode).toBe(401);
    expect(await verifyModeratorCode(t.database.db, second.code)).toBeNull();
    const codes = await t.database.db
      .select()
      .from(moderatorAccessCodes)
      .where(eq(moderatorAccessCodes.adminId, member.id));
    // Only hashes are stored.
    for (const c of codes) expect(c.codeHash).not.toContain(second.code.replaceAll("-", ""));
  });
});
