import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie, type TestStaff } from "../../../test/helpers/auth.test-helpers";
import { adminAuditLog, adminUsers } from "../../db/schema";

let t: TestApp;
let admin: TestStaff;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestStaff(t.database.db, "admin");
  adminCookie = await signInCookie(t.app, admin);
});
afterAll(() => t.close());

const call = (method: "PATCH" | "POST" | "DELETE", url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function auditOf(action: string) {
  return t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, action));
}

describe("admin users", () => {
  it("edits role and e-mail, audited; a role change signs the member out", async () => {
    const mod = await createTestStaff(t.database.db, "moderator");
    const modCookie = await signInCookie(t.app, mod);
    const res = await call("PATCH", `/api/admin/staff/${mod.id}`, { role: "admin", email: "ops@example.gy" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mod.id, role: "admin", email: "ops@example.gy" });
    const [row] = await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, mod.id));
    expect(row).toMatchObject({ role: "admin", email: "ops@example.gy" });
    expect((await auditOf("staff.update")).at(-1)).toMatchObject({
      adminId: admin.id,
      entityId: mod.id,
      details: { changed: ["role", "email"], role: { from: "moderator", to: "admin" } },
    });
    const session = await t.app.inject({
      method: "GET",
      url: "/api/admin/stats",
      headers: { cookie: modCookie },
    });
    expect(session.statusCode).toBe(401);
    expect((await call("PATCH", `/api/admin/staff/${mod.id}`, { email: "" })).json().email).toBeNull();
    expect((await call("PATCH", `/api/admin/staff/${mod.id}`, { role: "owner" })).statusCode).toBe(400);
    expect((await call("PATCH", `/api/admin/staff/${mod.id}`, { email: "not-mail" })).statusCode).toBe(400);
    expect((await call("PATCH", `/api/admin/staff/${mod.id}`, {})).statusCode).toBe(400);
    expect((await call("PATCH", "/api/admin/staff/999999", { role: "admin" })).statusCode).toBe(404);
    await call("DELETE", `/api/admin/staff/${mod.id}`);
  });

  it("resets a password: the new one works, the old one no longer does", async () => {
    const mod = await createTestStaff(t.database.db, "moderator");
    const res = await call("POST", `/api/admin/staff/${mod.id}/password`);
    expect(res.statusCode).toBe(201);
    const { password } = res.json() as { password: string };
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expect(signInCookie(t.app, mod)).rejects.toThrow();
    await expect(signInCookie(t.app, { username: mod.username, password })).resolves.toContain(
      "staff_session",
    );
    expect((await auditOf("staff.reset_password")).at(-1)).toMatchObject({
      adminId: admin.id,
      entityId: mod.id,
    });
  });

  it("deletes a member, audited, but never the last admin (nor demotes them)", async () => {
    const mod = await createTestStaff(t.database.db, "moderator");
    expect((await call("DELETE", `/api/admin/staff/${mod.id}`)).statusCode).toBe(204);
    expect(await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, mod.id))).toHaveLength(0);
    expect((await auditOf("staff.delete")).at(-1)).toMatchObject({
      adminId: admin.id,
      entityId: mod.id,
      details: { username: mod.username, role: "moderator" },
    });
    const last = await call("DELETE", `/api/admin/staff/${admin.id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/last admin/);
    expect((await call("PATCH", `/api/admin/staff/${admin.id}`, { role: "moderator" })).statusCode).toBe(409);
    expect(await t.database.db.select().from(adminUsers).where(eq(adminUsers.id, admin.id))).toHaveLength(1);
    // With a second admin, the first may go.
    const second = await createTestStaff(t.database.db, "admin");
    const secondCookie = await signInCookie(t.app, second);
    expect((await call("DELETE", `/api/admin/staff/${admin.id}`, undefined, secondCookie)).statusCode).toBe(
      204,
    );
    expect((await call("DELETE", `/api/admin/staff/${second.id}`, undefined, secondCookie)).statusCode).toBe(
      409,
    );
  });

  it("refuses moderators", async () => {
    const mod = await createTestStaff(t.database.db, "moderator");
    const modCookie = await signInCookie(t.app, mod);
    expect((await call("PATCH", `/api/admin/staff/${mod.id}`, { role: "admin" }, modCookie)).statusCode).toBe(
      403,
    );
    expect((await call("POST", `/api/admin/staff/${mod.id}/password`, undefined, modCookie)).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/api/admin/staff/${mod.id}`, undefined, modCookie)).statusCode).toBe(403);
  });
});
