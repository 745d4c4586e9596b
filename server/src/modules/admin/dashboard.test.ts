import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeSmtp } from "../../../test/fakes/smtp";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import { adminAuditLog, alertNotifications, alerts, subscribers } from "../../db/schema";

let t: TestApp;
let smtp: FakeSmtp;
let adminCookie: string;
let modCookie: string;
let adminId: number;

const alertRow = (over: Partial<typeof alerts.$inferInsert>): typeof alerts.$inferInsert => ({
  name: "Aaliyah Persaud",
  age: 9,
  description: "Slim build, shoulder-length black hair.",
  clothing: "Navy school uniform",
  lastLocation: "Stabroek Market, Georgetown",
  lastSeen: new Date("2025-05-01T10:00:00Z"),
  reporterName: "Savitri Persaud",
  reporterRelationship: "Mother",
  reporterPhone: "+592 600 1234",
  reporterEmail: "savitri@example.gy",
  ...over,
});

let n = 0;
const sub = (over: Partial<typeof subscribers.$inferInsert>): typeof subscribers.$inferInsert => {
  n += 1;
  return { name: `Subscriber ${n}`, unsubscribeToken: `tok-${n}-${Math.random()}`, ...over };
};

beforeAll(async () => {
  smtp = new FakeSmtp();
  await smtp.start();
  t = await createTestApp({ env: smtp.env() });
  const admin = await createTestStaff(t.database.db, "admin");
  adminId = admin.id;
  adminCookie = await signInCookie(t.app, admin);
  modCookie = await signInCookie(t.app, await createTestStaff(t.database.db, "moderator"));
  await t.database.db.insert(alerts).values([
    alertRow({
      name: "Active One",
      isVerified: true,
      isActive: true,
      status: "approved",
      latitude: 6.8,
      longitude: -58.1,
    }),
    alertRow({ name: "Resolved One", isVerified: true, isActive: false, status: "approved" }),
    alertRow({ name: "Pending One", status: "pending", latitude: 6.81, longitude: 0 }),
    alertRow({ name: "Pending Two", status: "pending", latitude: 6.82, longitude: -58.12 }),
    alertRow({ name: "Denied One", status: "denied" }),
  ]);
  await t.database.db.insert(subscribers).values([
    sub({
      name: '=HYPERLINK("http://evil")',
      email: "a@example.gy",
      location: 'Lot 5, "Main" St, Georgetown',
      latitude: 6.80448,
      longitude: -58.15527,
    }),
    sub({ name: "No Coords", phone: "+5926001111" }),
    sub({ name: "Zero Coords", latitude: 0, longitude: -58.1 }),
    sub({ name: "Inactive", isActive: false, latitude: 6.9, longitude: -58.2 }),
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const get = (url: string, cookie = adminCookie) => t.app.inject({ method: "GET", url, headers: { cookie } });

describe("admin dashboard API", () => {
  it("counts reports, active alerts, pending reviews and subscribers", async () => {
    const res = await get("/api/admin/stats");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalReports: 5,
      activeAlerts: 1,
      pendingReview: 2,
      subscribers: 4,
      // This app has an SMTP server and no Twilio: SMS and WhatsApp are only logged.
      providers: [
        { channel: "sms", provider: "log", configured: false },
        { channel: "whatsapp", provider: "log", configured: false },
        { channel: "email", provider: "smtp", configured: true },
        // Web push needs no account (VAPID keys from the environment or the database).
        { channel: "push", provider: "webpush", configured: true },
      ],
      // Nobody messaged on WhatsApp yet, under a new account's limit.
      whatsApp: { peopleToday: 0, limit: 250 },
    });
  });

  it("pages the subscribers with the total in a header", async () => {
    const first = await get("/api/admin/subscribers?limit=3");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-total-count"]).toBe("4");
    expect(first.json()).toHaveLength(3);
    const rest = await get("/api/admin/subscribers?limit=3&offset=3");
    expect(rest.json()).toHaveLength(1);
    const ids = [...first.json(), ...rest.json()].map((s: { id: number }) => s.id);
    expect(new Set(ids).size).toBe(4);
    expect((await get("/api/admin/subscribers?limit=5000")).statusCode).toBe(400);
    expect((await get("/api/admin/subscribers?offset=-1")).statusCode).toBe(400);
    expect(first.body).not.toContain("tok-");
  });

  it("gives the map only valid coordinates, compactly, and a subscriber's details for the popup", async () => {
    const res = await get("/api/admin/map-points");
    expect(res.statusCode).toBe(200);
    const body = res.json() as { subscribers: number[]; alerts: number[] };
    expect(body.subscribers).toHaveLength(2 * 3);
    expect(body.alerts).toHaveLength(2 * 3);
    expect(body.subscribers).toContain(6.80448);
    const id = body.subscribers[0]!;
    const detail = await get(`/api/admin/subscribers/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toHaveProperty("email");
    expect((await get("/api/admin/subscribers/999999")).statusCode).toBe(404);
  });

  it("exports every subscriber as CSV, neutralising formulas, and audits the export", async () => {
    const res = await get("/api/admin/subscribers/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,name,email,phone,location,latitude,longitude,isActive,whatsappEnabled,whatsappStatus,createdAt",
    );
    expect(lines).toHaveLength(5);
    const rows = lines.slice(1).map(parseCsvRecord);
    const byName = (name: string) => rows.find((cells) => cells[1]?.endsWith(name))!;
    const phone = 3;
    const location = 4;
    // A phone number is written exactly as stored (no apostrophe); a formula is neutralised.
    expect(byName("No Coords")[phone]).toBe("+5926001111");
    expect(byName('=HYPERLINK("http://evil")')[1]).toBe('\'=HYPERLINK("http://evil")');
    expect(byName('=HYPERLINK("http://evil")')[location]).toBe('Lot 5, "Main" St, Georgetown');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "subscribers.export"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId, entityType: "subscriber", details: { rows: 4 } });
  });

  it("Request More Info e-mails the reporter and audits it; unknown alert is 404", async () => {
    const [pending] = await t.database.db.select().from(alerts).where(eq(alerts.name, "Pending Two"));
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/alerts/${pending!.id}/request-info`,
      headers: { cookie: adminCookie, "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ alertId: pending!.id, reporterName: "Savitri Persaud", delivery: "sent" });
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(["savitri@example.gy"]);
    expect(smtp.mails[0]!.subject).toContain(`case #${pending!.id}`);
    expect(smtp.mails[0]!.text).toContain("Dear Savitri Persaud");
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "alert.request_info"));
    expect(audit[0]).toMatchObject({ adminId, entityId: pending!.id, details: { transport: "smtp" } });
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/admin/alerts/999999/request-info",
      headers: { cookie: adminCookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Could not find alert details");
  });

  it("Request More Info without an SMTP server says the e-mail was only logged", async () => {
    const bare = await createTestApp();
    try {
      const cookie = await signInCookie(bare.app, await createTestStaff(bare.database.db, "admin"));
      const [alert] = await bare.database.db
        .insert(alerts)
        .values(alertRow({ name: "No Mail" }))
        .returning();
      const res = await bare.app.inject({
        method: "POST",
        url: `/api/admin/alerts/${alert!.id}/request-info`,
        headers: { cookie, "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ alertId: alert!.id, reporterName: "Savitri Persaud", delivery: "logged" });
    } finally {
      await bare.close();
    }
  });

  it("shows an alert's distribution from the outbox by state (logged, opted out), without e-mail bodies", async () => {
    const [active] = await t.database.db.select().from(alerts).where(eq(alerts.name, "Active One"));
    const subs = await t.database.db.select().from(subscribers).limit(3);
    await t.database.db.insert(alertNotifications).values([
      {
        alertId: active!.id,
        subscriberId: subs[0]!.id,
        notificationType: "sms",
        status: "logged",
        transport: "log",
        body: "MISSING: Active One",
        sentAt: new Date(),
      },
      {
        alertId: active!.id,
        subscriberId: subs[1]!.id,
        notificationType: "email",
        status: "queued",
        body: "unsubscribe/secret-token",
      },
      {
        alertId: active!.id,
        subscriberId: subs[2]!.id,
        notificationType: "sms",
        status: "cancelled",
        lastError: "recipient opted out of SMS",
      },
      {
        alertId: active!.id,
        subscriberId: subs[2]!.id,
        notificationType: "email",
        status: "cancelled",
        lastError: "e-mail switched off in settings",
      },
    ]);
    const res = await get(`/api/admin/alerts/${active!.id}/notifications`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual(
      expect.arrayContaining([
        { channel: "sms", status: "logged", count: 1 },
        { channel: "sms", status: "opted_out", count: 1 },
        { channel: "email", status: "queued", count: 1 },
        { channel: "email", status: "cancelled", count: 1 },
      ]),
    );
    expect(body.counts).toHaveLength(4);
    expect(body.items.map((i: { status: string }) => i.status)).toEqual([
      "logged",
      "queued",
      "opted_out",
      "cancelled",
    ]);
    expect(body.items.map((i: { body: string | null }) => i.body)).toEqual([
      "MISSING: Active One",
      null,
      null,
      null,
    ]);
    expect(res.body).not.toContain("secret-token");
    expect((await get("/api/admin/alerts/999999/notifications")).statusCode).toBe(404);
    expect((await get(`/api/admin/alerts/${active!.id}/notifications`, modCookie)).statusCode).toBe(403);
  });

  it("refuses moderators and anonymous callers", async () => {
    for (const url of ["/api/admin/stats", "/api/admin/map-points", "/api/admin/subscribers/export"]) {
      expect((await get(url, modCookie)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/alerts/1/request-info",
      headers: { cookie: modCookie },
    });
    expect(res.statusCode).toBe(403);
    expect(smtp.mails).toHaveLength(1);
  });
});

/** One RFC 4180 record into its cells (quotes and doubled quotes undone), to check exact values. */
function parseCsvRecord(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === "," && !quoted) {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  return [...cells, cell];
}
