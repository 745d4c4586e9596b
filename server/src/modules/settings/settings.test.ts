import { defaultNotificationSettings } from "@shared/settings";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import { rowsOf } from "../../db/sql-result";
import { getNotificationSettings } from "../../notifications/settings";

let t: TestApp;
let admin: string;
let moderator: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_BRAND_NAME: "Hope Alert" } });
  admin = await signInCookie(t.app, await createTestStaff(t.database.db, "admin"));
  moderator = await signInCookie(t.app, await createTestStaff(t.database.db, "moderator"));
});
afterAll(() => t.close());

const get = (cookie?: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/settings", headers: cookie ? { cookie } : {} });
const put = (payload: unknown, cookie = admin) =>
  t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { cookie },
    payload: payload as object,
  });

describe("GET /api/admin/settings", () => {
  it("answers the spec's defaults until an admin saves", async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      notifications: defaultNotificationSettings("Hope Alert"),
      updatedAt: null,
      updatedById: null,
    });
    const n = res.json().notifications;
    expect(n).toMatchObject({
      defaultRadius: 50,
      highPriorityRadius: 100,
      highPriorityAgeThreshold: "5",
      highPriorityKeywords: ["river", "forest", "highway", "abandoned", "dangerous"],
      sendSMS: true,
      sendWhatsApp: true,
      sendEmail: true,
    });
    for (const p of ["[Name]", "[Age]", "[Location]", "[Time]", "[Link]", "[Hotline]"])
      expect(n.smsTemplate).toContain(p);
    expect(n.whatsAppTemplate).toContain("[Description]");
    expect(n.emailTemplate).toContain("[PhotoUrl]");
    // Whether to pass the alert on follows its sharing policy: no fixed "please share".
    for (const key of ["whatsAppTemplate", "emailTemplate", "followUpTemplate"]) {
      expect(n[key]).toContain("[Share]");
      expect(n[key]).not.toMatch(/share this|sharing/i);
    }
  });

  it("is for admins only", async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(moderator)).statusCode).toBe(403);
    expect((await put({ notifications: { defaultRadius: 10 } }, moderator)).statusCode).toBe(403);
  });
});

describe("PUT /api/admin/settings", () => {
  it("saves a change, keeps the other fields and records who did it", async () => {
    const res = await put({
      notifications: {
        defaultRadius: 30,
        highPriorityAgeThreshold: "10",
        highPriorityKeywords: ["River", " canal ", "", "river"],
        sendWhatsApp: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.notifications).toMatchObject({
      defaultRadius: 30,
      highPriorityRadius: 100,
      highPriorityAgeThreshold: "10",
      highPriorityKeywords: ["river", "canal"],
      sendWhatsApp: false,
      sendSMS: true,
    });
    expect(body.updatedAt).toEqual(expect.any(String));
    expect(body.updatedById).toEqual(expect.any(Number));
    expect((await get(admin)).json().notifications.defaultRadius).toBe(30);
    // The notification engine reads the same values.
    expect(await getNotificationSettings(t.database.db, "Hope Alert")).toMatchObject({
      defaultRadius: 30,
      sendWhatsApp: false,
    });
    const audit = rowsOf<{ action: string; details: { changed: string[] } }>(
      await t.database.db.execute(
        sql`select action, details from admin_audit_log where action = 'settings.update'`,
      ),
    );
    expect(audit.at(-1)!.details.changed.sort()).toEqual(
      ["defaultRadius", "highPriorityAgeThreshold", "highPriorityKeywords", "sendWhatsApp"].sort(),
    );
  });

  it.each([
    [
      "a radius above 200",
      { defaultRadius: 201 },
      /^notifications\.defaultRadius: must be between 1 and 200 miles$/,
    ],
    [
      "a radius of 0",
      { defaultRadius: 0 },
      /^notifications\.defaultRadius: must be between 1 and 200 miles$/,
    ],
    [
      "a fractional radius",
      { defaultRadius: 2.5 },
      /^notifications\.defaultRadius: must be a whole number of miles$/,
    ],
    [
      "a high-priority radius above 500",
      { highPriorityRadius: 501 },
      /^notifications\.highPriorityRadius: must be between 1 and 500/,
    ],
    [
      "a high-priority radius under the default",
      { highPriorityRadius: 10 },
      /^notifications\.highPriorityRadius: must be at least the default/,
    ],
    [
      "an unknown age threshold",
      { highPriorityAgeThreshold: "7" },
      /^notifications\.highPriorityAgeThreshold: must be one of 3, 5, 10, 15, none$/,
    ],
    ["an empty template", { smsTemplate: "   " }, /^notifications\.smsTemplate: is required$/],
    ["a switch that is not a boolean", { sendSMS: "yes" }, /^notifications\.sendSMS: must be true or false$/],
    ["an unknown field", { colour: "red" }, /^Unknown field: notifications\.colour$/],
    [
      "an SMS template too long for two segments",
      { smsTemplate: `${"Please read this carefully. ".repeat(12)}[Link]` },
      /^notifications\.smsTemplate: is too long for an SMS/,
    ],
    [
      "an SMS template that [Share]'s longest line takes past two segments",
      { smsTemplate: `${"Please read this. ".repeat(14)}[Share]` },
      /^notifications\.smsTemplate: is too long for an SMS/,
    ],
  ])("refuses %s with a 400 naming the field and changes nothing", async (_what, notifications, message) => {
    const before = (await get(admin)).json();
    const res = await put({ notifications });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await get(admin)).json()).toEqual(before);
  });

  it("refuses a body without notifications", async () => {
    const res = await put({});
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^notifications: /);
  });
});

describe("the alert levels' settings", () => {
  it("saves a level's name, colour and starting radii, and the growth schedule", async () => {
    const levels = defaultNotificationSettings("Hope Alert").levels;
    const res = await put({
      notifications: {
        levels: { ...levels, local: { ...levels.local, name: "Nearby", colour: "#1E40AF" } },
        areaGrowthMinutes: [20, 45, 90],
        localGrowthMinutes: [90, 180],
        localCeilingKm: 6,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notifications).toMatchObject({
      levels: { local: { name: "Nearby", colour: "#1e40af" }, red: { name: "Red Alert" } },
      areaGrowthMinutes: [20, 45, 90],
      localGrowthMinutes: [90, 180],
      localCeilingKm: 6,
      // The spec's radii are untouched: they stay Red's and Concern's ceilings.
      defaultRadius: expect.any(Number),
      highPriorityRadius: expect.any(Number),
    });
  });

  it.each([
    [
      "a starting radius of 0",
      {
        levels: {
          ...defaultNotificationSettings("x").levels,
          red: {
            ...defaultNotificationSettings("x").levels.red,
            startRadiusKm: { youngChildFoot: 3, foot: 0, vehicle: 25 },
          },
        },
      },
      /^notifications\.levels\.red\.startRadiusKm\.foot: must be between 0\.1 and 500 km$/,
    ],
    [
      "growth times out of order",
      { areaGrowthMinutes: [60, 30] },
      /^notifications\.areaGrowthMinutes: must be in increasing order$/,
    ],
    [
      "Local's growth times out of order",
      { localGrowthMinutes: [240, 120] },
      /^notifications\.localGrowthMinutes: must be in increasing order$/,
    ],
    [
      "a Local ceiling of 0",
      { localCeilingKm: 0 },
      /^notifications\.localCeilingKm: must be between 1 and 500 km$/,
    ],
  ])("refuses %s with a 400 naming the field", async (_what, notifications, message) => {
    const before = (await get(admin)).json();
    const res = await put({ notifications });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await get(admin)).json()).toEqual(before);
  });
});
