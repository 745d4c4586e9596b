// Alert screens: the admin creates a screen link per partner and turns it off or on (audited);
// the screen's link answers the active alerts of its area that may be shown to passers-by, and
// records its check-in at most once a minute. A link turned off answers like one never made.

import {
  type CreateScreenResponse,
  SCREEN_NOT_FOUND_MESSAGE,
  SCREEN_TOKEN_PATTERN,
  type ScreenAlertsResponse,
  type StaffScreen,
} from "@shared/screens";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "../../../test/helpers/alerts.test-helpers";
import { adminAuditLog, alertScreens, alerts } from "../../db/schema";

const PUBLIC_URL = "https://alerts.example.gy";
const LETHEM = { latitude: 3.3803, longitude: -59.7968 };
const GEORGETOWN = { latitude: 6.8066, longitude: -58.1625 };

let t: TestApp;
let staff: StaffHeaders;
let now = new Date("2026-03-02T14:05:00Z");

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL, SITE_EMERGENCY_PHONE: "911" }, now: () => now });
  staff = await staffHeaders(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(alerts);
});

type AlertValues = Partial<typeof alerts.$inferInsert>;

/** A verified, active, widely shared alert unless told otherwise. */
async function alertWith(values: AlertValues): Promise<number> {
  const input = validAlertInput();
  const [row] = await t.database.db
    .insert(alerts)
    .values({
      ...input,
      lastSeen: new Date(input.lastSeen),
      isVerified: true,
      isActive: true,
      status: "approved",
      level: "concern",
      sharingPolicy: "share_widely",
      ...values,
    })
    .returning({ id: alerts.id });
  return row!.id;
}

async function createScreen(body: Record<string, unknown>): Promise<CreateScreenResponse> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/screens",
    headers: staff.admin,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const tokenOf = (created: CreateScreenResponse) => created.url.split("/screen/")[1]!;
const show = (token: string) => t.app.inject({ method: "GET", url: `/api/screens/${token}/alerts` });
async function shown(token: string): Promise<ScreenAlertsResponse> {
  const res = await show(token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (answer: ScreenAlertsResponse) => answer.alerts.map((a) => a.name).sort();

/** The audit trail of one screen, oldest first. */
const screenAudit = (id: number) =>
  t.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityType, "alert_screen"), eq(adminAuditLog.entityId, id)))
    .orderBy(adminAuditLog.id);

async function listed(id: number): Promise<StaffScreen> {
  const res = await t.app.inject({ method: "GET", url: "/api/admin/screens", headers: staff.admin });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as StaffScreen[]).find((s) => s.id === id)!;
}

describe("creating a screen link", () => {
  it("gives the link once, as a full URL and a QR code, and keeps only its token's hash", async () => {
    const created = await createScreen({
      name: "Lethem bus park kiosk",
      language: "pt",
      area: { ...LETHEM, radiusKm: 10 },
    });
    const token = tokenOf(created);
    expect(token).toMatch(SCREEN_TOKEN_PATTERN);
    expect(created.url).toBe(`${PUBLIC_URL}/screen/${token}`);
    expect(created.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(created.screen).toMatchObject({
      name: "Lethem bus park kiosk",
      language: "pt",
      area: { ...LETHEM, radiusKm: 10 },
      enabled: true,
      lastSeenAt: null,
    });
    expect(created.screen.areaPlace).toContain("Lethem");

    const [row] = await t.database.db
      .select()
      .from(alertScreens)
      .where(eq(alertScreens.id, created.screen.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await t.app.inject({ method: "GET", url: "/api/admin/screens", headers: staff.admin });
    expect(list.body).not.toContain(token);
    expect(list.headers["cache-control"]).toBe("no-store");

    const [audit] = await screenAudit(created.screen.id);
    expect(audit).toMatchObject({ action: "screen.create", adminId: expect.any(Number) });
    expect(JSON.stringify(audit!.details)).not.toContain(token);
  });

  it("refuses a body it cannot use with a 400 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ language: "en", area: null }, "name"],
      [{ name: "  ", language: "en", area: null }, "name"],
      [{ name: "Shop", language: "fr", area: null }, "language"],
      [{ name: "Shop", language: "en" }, "area"],
      [{ name: "Shop", language: "en", area: { ...LETHEM, radiusKm: 0 } }, "area.radiusKm"],
      [{ name: "Shop", language: "en", area: { latitude: 95, longitude: 0, radiusKm: 5 } }, "area.latitude"],
    ];
    for (const [payload, field] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/screens",
        headers: staff.admin,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field, JSON.stringify(payload)).toBe(field);
      expect(res.json().message).toMatch(new RegExp(`^${field.replace(".", "\\.")}: `));
    }
  });

  it("is for admins only: a moderator gets 403, nobody signed in 401", async () => {
    const body = { name: "Shop", language: "en", area: null };
    const asModerator = await t.app.inject({
      method: "POST",
      url: "/api/admin/screens",
      headers: staff.moderator,
      payload: body,
    });
    expect(asModerator.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/admin/screens" });
    expect(anonymous.statusCode).toBe(401);
    const toggle = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/screens/1",
      headers: staff.moderator,
      payload: { enabled: false },
    });
    expect(toggle.statusCode).toBe(403);
  });
});

describe("what a screen shows", () => {
  it("only the alerts of its area; an alert without a place on every screen; all of Guyana sees all", async () => {
    await alertWith({ name: "Inside Lethem", lastLocation: "Lethem market", ...LETHEM });
    await alertWith({ name: "Near Lethem", latitude: LETHEM.latitude + 0.05, longitude: LETHEM.longitude });
    await alertWith({ name: "In Georgetown", lastLocation: "Stabroek Market", ...GEORGETOWN });
    await alertWith({ name: "Nowhere known", latitude: null, longitude: null });
    const lethem = await createScreen({ name: "Lethem", language: "en", area: { ...LETHEM, radiusKm: 10 } });
    const guyana = await createScreen({ name: "Everywhere", language: "es", area: null });

    const area = await shown(tokenOf(lethem));
    expect(names(area)).toEqual(["Inside Lethem", "Near Lethem", "Nowhere known"]);
    expect(area).toMatchObject({ language: "en", emergencyPhone: "911", brandName: expect.any(String) });
    expect((await shown(tokenOf(guyana))).language).toBe("es");
    expect(names(await shown(tokenOf(guyana)))).toEqual([
      "In Georgetown",
      "Inside Lethem",
      "Near Lethem",
      "Nowhere known",
    ]);
  });

  it("only verified, active, widely shared alerts, no drill, nothing redacted; Red first", async () => {
    await alertWith({ name: "Widely shared" });
    await alertWith({ name: "Before sharing policies", sharingPolicy: null });
    await alertWith({ name: "Red alert", level: "red", createdAt: new Date("2026-01-01T00:00:00Z") });
    await alertWith({ name: "Recipients only", sharingPolicy: "recipients_only" });
    await alertWith({ name: "Staff only", sharingPolicy: "staff_only" });
    await alertWith({ name: "Pending", isVerified: false, status: "pending" });
    await alertWith({ name: "Resolved", isActive: false });
    await alertWith({ name: "Drill", isDrill: true });
    await alertWith({ name: "Redacted", redactedAt: now });
    const screen = await createScreen({ name: "Rules", language: "en", area: null });

    const answer = await shown(tokenOf(screen));
    expect(names(answer)).toEqual(["Before sharing policies", "Red alert", "Widely shared"]);
    expect(answer.alerts[0]!.name).toBe("Red alert");
    const text = JSON.stringify(answer);
    for (const personal of ["reporter", "savitri", "+592", "circumstances"])
      expect(text.toLowerCase()).not.toContain(personal);
  });

  it("a Local alert without its photo; others with theirs, a link to the alert page and its QR code", async () => {
    const withPhoto = await alertWith({ name: "With photo", photoUrl: "/api/photos/concern-photo" });
    await alertWith({ name: "Local", level: "local", photoUrl: "/api/photos/local-photo" });
    const screen = await createScreen({ name: "Photos", language: "en", area: null });

    const answer = await shown(tokenOf(screen));
    const byName = Object.fromEntries(answer.alerts.map((a) => [a.name, a]));
    expect(byName.Local!.photoUrl).toBeNull();
    expect(byName["With photo"]).toMatchObject({
      photoUrl: "/api/photos/concern-photo",
      alertUrl: `${PUBLIC_URL}/alert/${withPhoto}`,
      qrSvg: expect.stringMatching(/^<svg/),
    });
    expect(JSON.stringify(answer)).not.toContain("local-photo");
  });
});

describe("turning a screen off", () => {
  it("answers 404 exactly like an unknown or malformed link, until it is turned back on (audited)", async () => {
    const created = await createScreen({ name: "School hall", language: "en", area: null });
    const token = tokenOf(created);
    expect((await show(token)).statusCode).toBe(200);

    const off = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/screens/${created.screen.id}`,
      headers: staff.admin,
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().enabled).toBe(false);

    const turnedOff = await show(token);
    const unknown = await show("A".repeat(43));
    const malformed = await show("not-a-token");
    for (const res of [turnedOff, unknown, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: SCREEN_NOT_FOUND_MESSAGE });
    }

    const on = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/screens/${created.screen.id}`,
      headers: staff.admin,
      payload: { enabled: true },
    });
    expect(on.json().enabled).toBe(true);
    expect((await show(token)).statusCode).toBe(200);

    const actions = await screenAudit(created.screen.id);
    expect(actions.map((a) => a.action)).toEqual(["screen.create", "screen.turn_off", "screen.turn_on"]);
  });

  it("answers 404 for a screen that does not exist and 400 for a body without `enabled`", async () => {
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/screens/999999",
      headers: staff.admin,
      payload: { enabled: false },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "PATCH",
      url: "/api/admin/screens/1",
      headers: staff.admin,
      payload: { enabled: "no" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe("enabled");
  });
});

describe("a screen's check-in", () => {
  it("is recorded on its first question, then at most once a minute", async () => {
    const created = await createScreen({ name: "Pharmacy", language: "en", area: null });
    const token = tokenOf(created);
    expect((await listed(created.screen.id)).lastSeenAt).toBeNull();

    const first = now;
    await shown(token);
    expect((await listed(created.screen.id)).lastSeenAt).toBe(first.toISOString());

    now = new Date(first.getTime() + 30_000);
    await shown(token);
    expect((await listed(created.screen.id)).lastSeenAt).toBe(first.toISOString());

    now = new Date(first.getTime() + 61_000);
    await shown(token);
    expect((await listed(created.screen.id)).lastSeenAt).toBe(now.toISOString());
  });
});
