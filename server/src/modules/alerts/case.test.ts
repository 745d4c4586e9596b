import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertSubscriber, outboxRows } from "../../../test/fakes/notification-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  type StaffHeaders,
  setAnnounceFound,
  staffHeaders,
  validAlertInput,
  verifiedSighting,
  verifyAsModerator,
} from "../../../test/helpers/alerts.test-helpers";

// Two endings of a case (issue 17): a pending report is rejected and stays private; a verified
// alert is closed with an outcome, and only "found" sends the follow-up, once. Quiet cases are
// flagged for a "still missing?" check that resets their clock.

const DAY = 86_400_000;
let now = new Date("2026-03-01T12:00:00Z");
let t: TestApp;
let staff: StaffHeaders;

beforeAll(async () => {
  t = await createTestApp({ now: () => now, env: { CASE_STALE_AFTER_DAYS: "14" } });
  staff = await staffHeaders(t);
  // Today's "found" page and named follow-up; the default ends the publicity (case.ending.test.ts).
  await setAnnounceFound(t, staff, true);
  // Two subscribers near the alerts' last known place, so a verified alert is distributed.
  await insertSubscriber(t.database.db, {
    name: "Near One",
    phone: "+5926001111",
    latitude: 6.81,
    longitude: -58.16,
  });
  await insertSubscriber(t.database.db, {
    name: "Near Two",
    email: "two@example.gy",
    latitude: 6.8,
    longitude: -58.17,
  });
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date("2026-03-01T12:00:00Z");
});

async function report(overrides: Parameters<typeof validAlertInput>[0] = {}): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ lastSeen: new Date(now.getTime() - 3_600_000).toISOString(), ...overrides }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function verified(overrides: Parameters<typeof validAlertInput>[0] = {}): Promise<number> {
  const id = await report(overrides);
  await verifyAsModerator(t, staff, id);
  return id;
}

const close = (id: number, payload: object, headers: Record<string, string> = staff.moderator) =>
  t.app.inject({ method: "POST", url: `/api/alerts/${id}/close`, headers, payload });

/** As the dispatcher leaves them once the provider took the messages. */
async function markAllSent(alertId: number): Promise<void> {
  await t.database.db.execute(
    sql`update alert_notifications set status = 'sent', sent_at = ${now.toISOString()}::timestamptz where alert_id = ${alertId}`,
  );
}

const followUps = async (id: number) =>
  (await outboxRows(t.database.db, id)).filter((r) => r.kind === "resolved");

describe("closing a verified alert with an outcome", () => {
  it("found safe: the public page says found (nothing more), the follow-up is queued once", async () => {
    const id = await verified();
    expect(await outboxRows(t.database.db, id)).toHaveLength(2);
    await markAllSent(id);

    const res = await close(id, {
      outcome: "found_safe",
      note: "Home with her mother; checked by the station.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false, outcome: "found_safe" });
    expect(res.json().outcomeNote).toBe("Home with her mother; checked by the station.");
    expect(await followUps(id)).toHaveLength(2);

    // A second click (or a second moderator) changes nothing and sends nothing.
    const again = await close(id, { outcome: "found_safe" });
    expect(again.statusCode).toBe(200);
    expect(await followUps(id)).toHaveLength(2);
    const other = await close(id, { outcome: "closed_other" });
    expect(other.statusCode).toBe(409);

    const publicView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json()).toMatchObject({ isActive: false, publicOutcome: "found" });
    expect(publicView.body).not.toContain("found_safe");
    expect(publicView.body).not.toContain("station");
    expect(publicView.json().closedAt).toBe(now.toISOString());

    const audit = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit-log?entityType=alert&entityId=${id}`,
      headers: staff.admin,
    });
    expect(audit.json().map((e: { action: string }) => e.action)).toContain("alert.close");
  });

  it("closed for another reason: no found follow-up, unsent alert messages are cancelled", async () => {
    const id = await verified();
    const res = await close(id, { outcome: "closed_other", note: "Family withdrew the report." });
    expect(res.statusCode, res.body).toBe(200);
    expect(await followUps(id)).toHaveLength(0);
    const rows = await outboxRows(t.database.db, id);
    expect(rows.every((r) => r.status === "cancelled")).toBe(true);
    const publicView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    expect(publicView.json().publicOutcome).toBe("closed");
  });

  it("a pending report cannot be closed with an outcome; bad input is a 400 naming the field", async () => {
    const pending = await report();
    expect((await close(pending, { outcome: "found_safe" })).statusCode).toBe(409);
    const id = await verified();
    const bad = await close(id, { outcome: "maybe" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("outcome");
    const long = await close(id, { outcome: "found_safe", note: "x".repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("note");
    expect((await close(id, {})).statusCode).toBe(400);
    expect((await close(999_999, { outcome: "found_safe" })).statusCode).toBe(404);
    // Nothing of the refused calls changed the alert.
    const staffView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: staff.admin });
    expect(staffView.json()).toMatchObject({ isActive: true, outcome: null });
  });

  it("Reject of a pending report keeps it private and sends nothing", async () => {
    const id = await report();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/resolve`,
      headers: staff.moderator,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ method: "GET", url: `/api/alerts/${id}` })).statusCode).toBe(404);
    expect(await outboxRows(t.database.db, id)).toHaveLength(0);
  });

  it("refuses anonymous callers on every case route", async () => {
    const id = await verified();
    for (const [method, url] of [
      ["POST", `/api/alerts/${id}/close`],
      ["POST", `/api/alerts/${id}/confirm-missing`],
      ["GET", "/api/cases/stale"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === "POST" ? { outcome: "found_safe" } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
    const staffView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: staff.admin });
    expect(staffView.json().isActive).toBe(true);
  });
});

describe("stale cases", () => {
  // Staff sign-ins expire over the days these tests skip: sign in again at each look.
  const stale = async () => {
    staff = await staffHeaders(t);
    const res = await t.app.inject({ method: "GET", url: "/api/cases/stale", headers: staff.moderator });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    return res.json() as { staleAfterDays: number; cases: { id: number; daysSinceUpdate: number }[] };
  };

  it("a verified alert quiet for 14 days is flagged; confirming it resets the clock; nothing closes", async () => {
    const id = await verified({ name: "Quiet Case" });
    now = new Date(now.getTime() + 13 * DAY);
    expect((await stale()).cases.map((c) => c.id)).not.toContain(id);
    now = new Date(now.getTime() + 2 * DAY);
    const flagged = await stale();
    expect(flagged.staleAfterDays).toBe(14);
    expect(flagged.cases.find((c) => c.id === id)?.daysSinceUpdate).toBe(15);

    staff = await staffHeaders(t);
    const confirm = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/confirm-missing`,
      headers: staff.admin,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().confirmedMissingAt).toBe(now.toISOString());
    expect((await stale()).cases.map((c) => c.id)).not.toContain(id);

    now = new Date(now.getTime() + 15 * DAY);
    expect((await stale()).cases.map((c) => c.id)).toContain(id);
    staff = await staffHeaders(t);
    const staffView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: staff.admin });
    expect(staffView.json().isActive).toBe(true);
  });

  it("a verified sighting is an update", async () => {
    const id = await verified({ name: "Seen Case" });
    now = new Date(now.getTime() + 10 * DAY);
    staff = await staffHeaders(t);
    await verifiedSighting(t, staff, id, new Date(now.getTime() - 3_600_000));
    now = new Date(now.getTime() + 10 * DAY);
    expect((await stale()).cases.map((c) => c.id)).not.toContain(id);
  });

  it("confirming a closed or pending alert is a 409", async () => {
    const pending = await report();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${pending}/confirm-missing`,
      headers: staff.moderator,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe("the police reference", () => {
  it("is stored with a report and shown to staff only", async () => {
    const id = await report({ policeReference: "GPF Brickdam station, case 2026/0412" });
    await verifyAsModerator(t, staff, id);
    const staffView = await t.app.inject({
      method: "GET",
      url: `/api/alerts/${id}`,
      headers: staff.moderator,
    });
    expect(staffView.json().policeReference).toBe("GPF Brickdam station, case 2026/0412");
    const publicView = await t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    expect(publicView.body).not.toContain("Brickdam");
    const list = await t.app.inject({ method: "GET", url: "/api/alerts?verified=true&active=true" });
    expect(list.body).not.toContain("Brickdam");
    const tooLong = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({ policeReference: "x".repeat(121) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain("policeReference");
    const stored = await t.database.db.execute(
      sql`select count(*)::int as n from alerts where police_reference = ${"x".repeat(121)}`,
    );
    expect((stored as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
