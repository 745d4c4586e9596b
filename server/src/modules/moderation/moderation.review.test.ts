// Reviewing reports: verify (distributes once), resolve (the dashboard's Reject), and the admin
// endpoints (approve, deny, full lists with contact details, moderators' access codes).
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness";
import type { TestStaff } from "../../../test/helpers/auth.test-helpers";
import {
  IP,
  insertAlert,
  moderationTestApp,
  type RecordedEvent,
  reviewRequests,
} from "../../../test/helpers/moderation.test-helpers";
import { alerts, subscribers } from "../../db/schema";

let t: TestApp;
let clock = new Date("2025-05-01T12:00:00Z");
let admin: TestStaff;
let moderator: TestStaff;
let adminCookie: string;
let modBearer: string;
let modCookie: string;
let events: RecordedEvent[] = [];

const harness = moderationTestApp(
  () => clock,
  (event) => events.push(event),
);
beforeAll(() => {
  ({ t, admin, moderator, adminCookie, modBearer, modCookie } = harness());
});
beforeEach(() => {
  events = [];
});

const { post, auditFor } = reviewRequests(() => t);

async function alertRow(id: number) {
  const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, id));
  return row!;
}

describe("verify an alert", () => {
  it("verifies, distributes once, records the reviewer and an audit row, and emits one event", async () => {
    const alert = await insertAlert(t.database.db);
    const res = await post(`/api/alerts/${alert.id}/verify`, { authorization: modBearer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: alert.id,
      name: "Ravi Singh",
      isVerified: true,
      status: "approved",
    });
    const row = await alertRow(alert.id);
    expect(row).toMatchObject({
      isVerified: true,
      isActive: true,
      status: "approved",
      reviewedById: moderator.id,
    });
    expect(row.reviewedAt?.toISOString()).toBe(clock.toISOString());
    expect(row.distributedAt?.toISOString()).toBe(clock.toISOString());
    expect(events).toEqual([
      { name: "alert.verified", payload: { alertId: alert.id, byStaffId: moderator.id, queued: 0 } },
    ]);
    const audit = await auditFor("alert", alert.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: moderator.id, action: "alert.verify", ipAddress: IP });
    expect(audit[0]!.details).toMatchObject({
      changed: true,
      distributed: true,
      from: { status: "pending" },
    });

    // It now appears in the public list.
    const list = await t.app.inject({ method: "GET", url: "/api/alerts?verified=true&active=true" });
    expect(list.json().map((a: { id: number }) => a.id)).toContain(alert.id);
  });

  it("is idempotent: a second verify changes nothing, distributes nothing and emits nothing", async () => {
    const alert = await insertAlert(t.database.db);
    await post(`/api/alerts/${alert.id}/verify`, { authorization: modBearer });
    const first = await alertRow(alert.id);
    events = [];
    const later = clock;
    clock = new Date(clock.getTime() + 60_000);
    const again = await post(`/api/alerts/${alert.id}/verify`, { cookie: adminCookie });
    clock = later;
    expect(again.statusCode).toBe(200);
    const second = await alertRow(alert.id);
    expect(second.distributedAt).toEqual(first.distributedAt);
    expect(second.reviewedById).toBe(moderator.id);
    expect(events).toEqual([]);
    const audit = await auditFor("alert", alert.id);
    expect(audit.map((a) => (a.details as { changed: boolean }).changed)).toEqual([true, false]);
  });

  it("two simultaneous verifies distribute once and emit one event", async () => {
    const alert = await insertAlert(t.database.db);
    const [a, b] = await Promise.all([
      post(`/api/alerts/${alert.id}/verify`, { authorization: modBearer }),
      post(`/api/alerts/${alert.id}/verify`, { cookie: adminCookie }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(events.filter((e) => e.name === "alert.verified")).toHaveLength(1);
    const audit = await auditFor("alert", alert.id);
    expect(audit.filter((r) => (r.details as { distributed: boolean }).distributed)).toHaveLength(1);
  });

  it("refuses a closed report, an unknown id and a malformed id", async () => {
    const closed = await insertAlert(t.database.db, { isActive: false });
    const res = await post(`/api/alerts/${closed.id}/verify`, { authorization: modBearer });
    expect(res.statusCode).toBe(409);
    expect((await alertRow(closed.id)).isVerified).toBe(false);
    expect((await post("/api/alerts/999999/verify", { authorization: modBearer })).statusCode).toBe(404);
    const bad = await post("/api/alerts/abc/verify", { authorization: modBearer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id:/);
    expect(events).toEqual([]);
  });

  it("accepts an empty body sent with a JSON content type", async () => {
    const alert = await insertAlert(t.database.db);
    const res = await post(`/api/alerts/${alert.id}/verify`, {
      authorization: modBearer,
      "content-type": "application/json",
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("resolve (the dashboard's Reject)", () => {
  it("closes a pending report, records the review and audit, emits once", async () => {
    const alert = await insertAlert(t.database.db);
    const res = await post(`/api/alerts/${alert.id}/resolve`, { authorization: modBearer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, isVerified: false });
    const row = await alertRow(alert.id);
    expect(row).toMatchObject({
      isActive: false,
      isVerified: false,
      status: "denied",
      reviewedById: moderator.id,
    });
    expect(row.distributedAt).toBeNull();
    expect(events).toEqual([
      { name: "alert.resolved", payload: { alertId: alert.id, byStaffId: moderator.id, followUps: 0 } },
    ]);
    const again = await post(`/api/alerts/${alert.id}/resolve`, { authorization: modBearer });
    expect(again.statusCode).toBe(200);
    expect(events).toHaveLength(1);
    const audit = await auditFor("alert", alert.id);
    expect(audit.map((a) => [a.action, a.adminId])).toEqual([
      ["alert.resolve", moderator.id],
      ["alert.resolve", moderator.id],
    ]);
    // A closed report leaves the pending list.
    const pending = await t.app.inject({
      method: "GET",
      url: "/api/alerts?verified=false&active=true",
      headers: { authorization: modBearer },
    });
    expect(pending.json().map((a: { id: number }) => a.id)).not.toContain(alert.id);
  });

  it("refuses to Reject a verified alert: it is closed with an outcome instead (issue 17)", async () => {
    const alert = await insertAlert(t.database.db, { isVerified: true, status: "approved" });
    const res = await post(`/api/alerts/${alert.id}/resolve`, { cookie: adminCookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("/api/alerts/{id}/close");
    expect(await alertRow(alert.id)).toMatchObject({ isActive: true, isVerified: true, status: "approved" });
    const list = await t.app.inject({ method: "GET", url: "/api/alerts?verified=true&active=true" });
    expect(list.json().map((a: { id: number }) => a.id)).toContain(alert.id);
  });
});

describe("admin review endpoints", () => {
  it("approve verifies and distributes once; the response carries the alert's name", async () => {
    const alert = await insertAlert(t.database.db, { name: "Tiffany Gonsalves" });
    const res = await post(`/api/admin/alerts/${alert.id}/approve`, {
      cookie: adminCookie,
      "content-type": "application/json",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: "Tiffany Gonsalves", status: "approved", isVerified: true });
    expect(await alertRow(alert.id)).toMatchObject({ reviewedById: admin.id });
    expect((await alertRow(alert.id)).distributedAt).not.toBeNull();
    await post(`/api/admin/alerts/${alert.id}/approve`, { cookie: adminCookie });
    expect(events).toEqual([
      { name: "alert.verified", payload: { alertId: alert.id, byStaffId: admin.id, queued: 0 } },
    ]);
    const audit = await auditFor("alert", alert.id);
    expect(audit.map((a) => [a.action, a.adminId])).toEqual([
      ["alert.approve", admin.id],
      ["alert.approve", admin.id],
    ]);
    // An approved alert cannot be denied.
    const deny = await post(`/api/admin/alerts/${alert.id}/deny`, { cookie: adminCookie });
    expect(deny.statusCode).toBe(409);
  });

  it("deny moves a pending report to denied, once", async () => {
    const alert = await insertAlert(t.database.db);
    const res = await post(`/api/admin/alerts/${alert.id}/deny`, { cookie: adminCookie });
    expect(res.statusCode).toBe(200);
    expect(await alertRow(alert.id)).toMatchObject({
      status: "denied",
      isActive: false,
      isVerified: false,
      reviewedById: admin.id,
    });
    await post(`/api/admin/alerts/${alert.id}/deny`, { cookie: adminCookie });
    expect(events).toEqual([{ name: "alert.denied", payload: { alertId: alert.id, byStaffId: admin.id } }]);
    expect((await auditFor("alert", alert.id)).every((a) => a.action === "alert.deny")).toBe(true);
    // A denied report cannot be approved any more.
    expect((await post(`/api/admin/alerts/${alert.id}/approve`, { cookie: adminCookie })).statusCode).toBe(
      409,
    );
  });

  it("lists every alert and every subscriber with contact details, for admins only", async () => {
    await t.database.db.insert(subscribers).values({
      name: "Marcia Ramdin",
      email: "marcia@example.gy",
      phone: "+592 600 9999",
      location: "12 Main Street, Georgetown, Guyana",
      latitude: 6.81,
      longitude: -58.16,
      unsubscribeToken: "secret-unsubscribe-token",
    });
    const subs = await t.app.inject({
      method: "GET",
      url: "/api/admin/subscribers",
      headers: { cookie: adminCookie },
    });
    expect(subs.statusCode).toBe(200);
    expect(subs.headers["cache-control"]).toBe("no-store");
    expect(subs.json()[0]).toMatchObject({
      name: "Marcia Ramdin",
      email: "marcia@example.gy",
      phone: "+592 600 9999",
      location: "12 Main Street, Georgetown, Guyana",
      latitude: 6.81,
      longitude: -58.16,
    });
    expect(subs.body).not.toContain("secret-unsubscribe-token");
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/alerts",
      headers: { cookie: adminCookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(5);
    expect(list.json()[0]).toHaveProperty("reporterEmail");
    expect(list.json()[0]).toHaveProperty("status");
    for (const headers of [{ cookie: modCookie }, { authorization: modBearer }]) {
      expect((await t.app.inject({ method: "GET", url: "/api/admin/subscribers", headers })).statusCode).toBe(
        403,
      );
    }
  });

  it("issues a moderator's code over the API, shown once, usable at the dashboard gate", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: { cookie: adminCookie },
      payload: { username: "New.Moderator", role: "moderator", email: "mod@example.gy" },
    });
    expect(created.statusCode).toBe(201);
    const { staff, password } = created.json();
    expect(staff).toMatchObject({ username: "new.moderator", role: "moderator" });
    expect(password).toHaveLength(24);
    const duplicate = await t.app.inject({
      method: "POST",
      url: "/api/admin/staff",
      headers: { cookie: adminCookie },
      payload: { username: "new.moderator", role: "moderator" },
    });
    expect(duplicate.statusCode).toBe(409);

    const issued = await post(`/api/admin/staff/${staff.id}/access-code`, { cookie: adminCookie });
    expect(issued.statusCode).toBe(201);
    const { code } = issued.json();
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){4}$/);
    const unlock = await t.app.inject({ method: "POST", url: "/api/moderation/unlock", payload: { code } });
    expect(unlock.statusCode).toBe(200);
    expect(unlock.json().staff).toMatchObject({ id: staff.id, username: "new.moderator" });

    const revoke = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/staff/${staff.id}/access-code`,
      headers: { cookie: adminCookie },
    });
    expect(revoke.statusCode).toBe(204);
    const refused = await t.app.inject({ method: "POST", url: "/api/moderation/unlock", payload: { code } });
    expect(refused.statusCode).toBe(401);

    const staffList = await t.app.inject({
      method: "GET",
      url: "/api/admin/staff",
      headers: { cookie: adminCookie },
    });
    expect(staffList.body).not.toContain("argon2");
    expect(staffList.json().find((s: { id: number }) => s.id === staff.id)).toMatchObject({
      hasAccessCode: false,
    });

    const audit = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit-log?entityType=admin_user&entityId=${staff.id}`,
      headers: { cookie: adminCookie },
    });
    expect(audit.json().map((a: { action: string }) => a.action)).toEqual([
      "access_code.revoke",
      "staff.unlock",
      "access_code.issue",
      "staff.create",
    ]);
    expect(audit.json()[3]).toMatchObject({ adminId: admin.id, adminUsername: admin.username });
  });
});
