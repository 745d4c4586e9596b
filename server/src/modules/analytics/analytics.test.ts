import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import { alertNotifications, alerts, subscribers } from "../../db/schema";

const NOW = new Date("2025-06-15T12:00:00Z");
const daysAgo = (d: number, hours = 0) => new Date(NOW.getTime() - d * 86_400_000 + hours * 3_600_000);

let t: TestApp;
let adminCookie: string;
let modCookie: string;

const alertRow = (createdAt: Date, over: Partial<typeof alerts.$inferInsert> = {}) => ({
  name: "Child",
  age: 8,
  description: "d",
  clothing: "c",
  lastLocation: "Georgetown",
  lastSeen: createdAt,
  reporterName: "R",
  reporterRelationship: "Parent",
  reporterPhone: "+5926000000",
  reporterEmail: "r@example.gy",
  createdAt,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  adminCookie = await signInCookie(t.app, await createTestStaff(t.database.db, "admin"));
  modCookie = await signInCookie(t.app, await createTestStaff(t.database.db, "moderator"));
  const db = t.database.db;
  const ids = await db
    .insert(alerts)
    .values([
      // In the last 7 days: approved after 2 h, denied after 4 h, one pending.
      alertRow(daysAgo(2), {
        status: "approved",
        isVerified: true,
        reviewedAt: daysAgo(2, 2),
        distributedAt: daysAgo(2, 2),
        level: "red",
      }),
      // A level on a report that was not verified is not counted by level.
      alertRow(daysAgo(3), { status: "denied", reviewedAt: daysAgo(3, 4), level: "concern" }),
      alertRow(daysAgo(1)),
      // 20 days ago: approved after 10 h.
      alertRow(daysAgo(20), {
        status: "approved",
        isVerified: true,
        reviewedAt: daysAgo(20, 10),
        level: "local",
      }),
      // 200 days ago: pending.
      alertRow(daysAgo(200)),
    ])
    .returning({ id: alerts.id });
  const subs = await db
    .insert(subscribers)
    .values([
      { name: "A", unsubscribeToken: "a", createdAt: daysAgo(1) },
      { name: "B", unsubscribeToken: "b", createdAt: daysAgo(10) },
      { name: "C", unsubscribeToken: "c", createdAt: daysAgo(100), isActive: false },
    ])
    .returning({ id: subscribers.id });
  const alertId = ids[0]!.id;
  await db.insert(alertNotifications).values([
    {
      alertId,
      subscriberId: subs[0]!.id,
      notificationType: "sms",
      status: "delivered",
      transport: "twilio",
      sentAt: daysAgo(2, 2.05),
    },
    {
      alertId,
      subscriberId: subs[1]!.id,
      notificationType: "sms",
      status: "failed",
      transport: "twilio",
      statusUpdatedAt: daysAgo(2, 2.1),
    },
    {
      alertId,
      subscriberId: subs[0]!.id,
      notificationType: "email",
      status: "sent",
      transport: "smtp",
      sentAt: daysAgo(2, 2.15),
    },
    {
      // Logged (no provider configured): not sent, not counted as sent, not in the timing.
      alertId,
      subscriberId: subs[1]!.id,
      notificationType: "whatsapp",
      status: "logged",
      transport: "log",
      sentAt: daysAgo(2, 3),
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie = adminCookie) => t.app.inject({ method: "GET", url, headers: { cookie } });

describe("analytics", () => {
  it("computes the figures for the default 30 days", async () => {
    const res = await get("/api/admin/analytics");
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a.days).toBe(30);
    expect(a.reports).toMatchObject({ total: 4, approved: 2, denied: 1, pending: 1, approvedRate: 50 });
    expect(a.reports.avgReviewHours).toBeCloseTo((2 + 4 + 10) / 3, 1);
    expect(a.reports.perDay).toHaveLength(31);
    expect(a.reports.perDay.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(4);
    expect(a.reports.byLevel).toEqual([
      { level: "red", count: 1 },
      { level: "concern", count: 0 },
      { level: "local", count: 1 },
    ]);
    expect(a.subscribers).toMatchObject({ total: 3, newInPeriod: 2, inactive: 1 });
    expect(a.notifications.totalSent).toBe(2);
    expect(a.notifications.byChannel).toEqual([
      { channel: "sms", sent: 1, delivered: 1, failed: 1, logged: 0 },
      { channel: "whatsapp", sent: 0, delivered: 0, failed: 0, logged: 1 },
      { channel: "email", sent: 1, delivered: 0, failed: 0, logged: 0 },
      { channel: "push", sent: 0, delivered: 0, failed: 0, logged: 0 },
    ]);
    // This test app has no provider: every channel says so.
    expect(a.notifications.providers).toEqual([
      { channel: "sms", provider: "log", configured: false },
      { channel: "whatsapp", provider: "log", configured: false },
      { channel: "email", provider: "log", configured: false },
      { channel: "push", provider: "webpush", configured: true },
    ]);
    expect(a.notifications.perDay.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(2);
    expect(a.notifications.deliveryRate).toBe(50);
    // 3 and 9 minutes after the verification: a mean of 6 minutes, in seconds.
    expect(a.notifications.avgSecondsToSend).toBe(360);
  });

  it("changes with the period", async () => {
    const week = (await get("/api/admin/analytics?days=7")).json();
    expect(week.reports).toMatchObject({ total: 3, approvedRate: 33 });
    expect(week.reports.avgReviewHours).toBe(3);
    expect(week.reports.byLevel).toEqual([
      { level: "red", count: 1 },
      { level: "concern", count: 0 },
      { level: "local", count: 0 },
    ]);
    expect(week.subscribers.newInPeriod).toBe(1);
    const year = (await get("/api/admin/analytics?days=365")).json();
    expect(year.reports).toMatchObject({ total: 5, approvedRate: 40 });
    expect(year.subscribers.newInPeriod).toBe(3);
    expect((await get("/api/admin/analytics?days=12")).statusCode).toBe(400);
  });

  it("is 0% with no reports and admin-only", async () => {
    const empty = await createTestApp({ now: () => new Date("2030-01-01T00:00:00Z") });
    const cookie = await signInCookie(empty.app, await createTestStaff(empty.database.db, "admin"));
    const res = await empty.app.inject({
      method: "GET",
      url: "/api/admin/analytics?days=7",
      headers: { cookie },
    });
    expect(res.json().reports).toMatchObject({ total: 0, approvedRate: 0, avgReviewHours: null });
    expect(res.json().notifications).toMatchObject({
      totalSent: 0,
      deliveryRate: null,
      avgSecondsToSend: null,
    });
    await empty.close();
    expect((await get("/api/admin/analytics", modCookie)).statusCode).toBe(403);
  });
});
