// A control character other than tab, newline and carriage return (C0, DEL, C1: NUL, U+0001,
// U+0085 ...), U+FFFE/U+FFFF or an unpaired surrogate in any text a client sends is a 400
// naming the field, never a 500 nor a stored row that breaks the CAP feed; tab and line breaks
// are text; and a database error that still reaches the error handler is logged without the
// query's parameters (no e-mail, no phone in the log).
import { Writable } from "node:stream";
import { BROKEN_TEXT_MESSAGE } from "@shared/text";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { createTestApp, createTestDatabase, type TestApp, testConfig } from "./harness";
import { setAlertState, validAlertInput } from "./helpers/alerts.test-helpers";
import { createTestStaff, signInCookie } from "./helpers/auth.test-helpers";

const NUL = "\u0000";
const LONE_SURROGATE = "\uD83D";
/** What the rule refuses, one of each kind. */
const BROKEN: Array<[string, string]> = [
  ["NUL", NUL],
  ["U+0001", "\u0001"],
  ["ESC (U+001B)", "\u001B"],
  ["DEL (U+007F)", "\u007F"],
  ["U+0085 (C1 next line)", "\u0085"],
  ["U+009F", "\u009F"],
  ["U+FFFE", "\uFFFE"],
  ["U+FFFF", "\uFFFF"],
  ["a lone high surrogate", LONE_SURROGATE],
  ["a lone low surrogate", "\uDE00"],
];
// Each request from its own address, so the forms' rate limits never answer instead.
let lastOctet = 0;
const nextAddress = () => `10.28.${Math.floor(++lastOctet / 250)}.${(lastOctet % 250) + 1}`;
let t: TestApp;
let adminCookie: string;
let alertId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await signInCookie(t.app, await createTestStaff(t.database.db, "admin"));
  const res = await t.app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput() });
  alertId = res.json().id;
});
afterAll(() => t.close());

function expectRefused(
  res: { statusCode: number; json(): { message: string; field?: string } },
  field: string,
) {
  expect(res.statusCode, `${field}: ${res.statusCode}`).toBe(400);
  expect(res.json()).toEqual({ message: `${field}: ${BROKEN_TEXT_MESSAGE}`, field });
}

/** Every string field of a valid body, with the bad text put into the middle of it. */
function withBrokenField(body: Record<string, unknown>, bad: string) {
  return Object.entries(body)
    .filter(([, value]) => typeof value === "string")
    .map(([field, value]) => ({
      field,
      payload: { ...body, [field]: `${(value as string).slice(0, 3)}${bad}x` },
    }));
}

const publicForms: Array<{ url: string; body: Record<string, unknown> }> = [
  { url: "/api/alerts", body: { ...validAlertInput() } },
  {
    url: "/api/sightings",
    body: {
      alertId: 0,
      reporterName: "Kevin Singh",
      reporterContact: "+5926112233",
      location: "Bourda Market, Georgetown",
      sightingTime: new Date(Date.now() - 60_000).toISOString(),
      description: "A girl in a navy school uniform near the fruit stalls.",
    },
  },
  {
    url: "/api/subscribers",
    body: { name: "Anita Ramdass", email: "anita@example.gy", phone: "+5926223344", location: "Linden" },
  },
  { url: "/api/auth/login", body: { username: "admin", password: "a password" } },
  { url: "/api/moderation/unlock", body: { code: "ABCD-EFGH" } },
  { url: "/api/subscribers/unsubscribe", body: { token: "a".repeat(32) } },
  { url: "/api/chat", body: { userName: "Visitor", message: "Praying for her safe return." } },
];

describe("control characters, U+FFFE/U+FFFF and unpaired surrogates in public forms", () => {
  for (const form of publicForms) {
    it.each(BROKEN)(`POST ${form.url}: %s in every text field`, async (_, bad) => {
      const body = form.url === "/api/sightings" ? { ...form.body, alertId } : form.body;
      const fields = withBrokenField(body, bad);
      expect(fields.length).toBeGreaterThan(0);
      for (const { field, payload } of fields) {
        const res = await t.app.inject({
          method: "POST",
          url: form.url,
          payload,
          remoteAddress: nextAddress(),
        });
        expectRefused(res, field);
      }
    });
  }

  it("names the fields of the report, the sighting, the subscription and the chat", async () => {
    const named = (url: string) =>
      withBrokenField(publicForms.find((f) => f.url === url)!.body, "\u0001").map((f) => f.field);
    expect(named("/api/alerts")).toEqual(
      expect.arrayContaining([
        "name",
        "description",
        "clothing",
        "lastLocation",
        "circumstances",
        "reporterName",
        "reporterPhone",
        "reporterEmail",
      ]),
    );
    expect(named("/api/sightings")).toEqual(
      expect.arrayContaining(["location", "description", "reporterName", "reporterContact"]),
    );
    expect(named("/api/subscribers")).toEqual(expect.arrayContaining(["name", "location"]));
    expect(named("/api/chat")).toEqual(expect.arrayContaining(["userName", "message"]));
  });
});

describe("tab, newline and carriage return are text", () => {
  it("are accepted in a report, a sighting, a subscription and a chat message", async () => {
    const lines = "Last seen by the seawall.\tNavy uniform.\nPink backpack.\r\nShort braids.";
    const post = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, payload, remoteAddress: nextAddress() });
    const report = await post("/api/alerts", validAlertInput({ description: lines, circumstances: lines }));
    expect(report.statusCode, report.body).toBe(201);
    const reportId = report.json().id as number;
    await setAlertState(t, reportId, "verified");
    const sighting = await post("/api/sightings", {
      ...publicForms[1]!.body,
      alertId: reportId,
      description: lines,
    });
    expect(sighting.statusCode, sighting.body).toBe(201);
    const subscriber = await post("/api/subscribers", {
      ...publicForms[2]!.body,
      email: "tabs@example.gy",
      phone: "+5926229988",
      location: "Linden,\tRegion 10",
    });
    expect(subscriber.statusCode, subscriber.body).toBe(201);
    const chat = await post("/api/chat", { alertId: reportId, userName: "Visitor", message: lines });
    expect(chat.statusCode, chat.body).toBe(201);
  });
});

describe("NUL in queries and paths", () => {
  it("refuses the search, the location filter, the geocoder query, and a token in the path", async () => {
    const cases: Array<[string, string]> = [
      ["/api/alerts?verified=true&search=ab%00c", "search"],
      ["/api/alerts?verified=true&location=Geo%00rgetown", "location"],
      ["/api/geocode/search?q=Lin%00den", "q"],
      [`/api/chat?alertId=${"1%00"}`, "alertId"],
      ["/api/webhooks/email/unsubscribe/ab%00cd", "token"],
      ["/api/photos/ab%00cd", "id"],
    ];
    for (const [url, field] of cases) {
      const res = await t.app.inject({ method: "GET", url });
      expectRefused(res, field);
    }
  });
});

describe("broken text in staff input", () => {
  it("refuses a settings template with a NUL or a lone surrogate and keeps the saved one", async () => {
    const before = (
      await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: adminCookie } })
    ).json();
    for (const bad of [NUL, LONE_SURROGATE]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: { cookie: adminCookie, "content-type": "application/json" },
        payload: JSON.stringify({ notifications: { smsTemplate: `MISSING: {Name}${bad}` } }),
      });
      expectRefused(res, "notifications.smsTemplate");
    }
    const after = (
      await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie: adminCookie } })
    ).json();
    expect(after).toEqual(before);
  });
});

describe("a database error that reaches the error handler", () => {
  it("answers 500 and logs the failure without the reporter's e-mail or phone", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig(),
      database,
      clientDir: "/nonexistent-client-dir",
      logger: { level: "info", stream },
    });
    try {
      // Force the insert to fail inside the database, with the personal data in its parameters.
      await database.db.execute(
        sql`alter table alerts add constraint forced_failure check (name <> 'Force Failure')`,
      );
      const res = await app.inject({
        method: "POST",
        url: "/api/alerts",
        payload: validAlertInput({
          name: "Force Failure",
          reporterEmail: "private.parent@example.gy",
          reporterPhone: "+592 677 4321",
        }),
      });
      expect(res.statusCode).toBe(500);
      const log = lines.join("");
      expect(log).toContain("unhandled error");
      expect(log).toContain("23514"); // check_violation: the driver's code is kept
      expect(log).not.toContain("private.parent@example.gy");
      expect(log).not.toContain("677 4321");
      expect(log).not.toContain("Force Failure");
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});
