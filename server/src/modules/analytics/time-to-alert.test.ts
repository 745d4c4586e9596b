// Time to alert from the delivery log, on a fixed clock: every timestamp below is written as
// the seconds it lies after a case's verification, so each expected figure can be read off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import { alertNotifications, alerts, searchAreaSteps, searchCircles, subscribers } from "../../db/schema";

const NOW = new Date("2025-06-15T12:00:00Z");
const DAY = 86_400_000;
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

let t: TestApp;
let adminCookie: string;
let caseA: number;
let caseB: number;

const alertRow = (
  createdAt: Date,
  distributedAt: Date | null,
  over: Partial<typeof alerts.$inferInsert> = {},
) => ({
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
  isVerified: true,
  status: "approved",
  distributedAt,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  adminCookie = await signInCookie(t.app, await createTestStaff(t.database.db, "admin"));
  const db = t.database.db;
  const people = await db
    .insert(subscribers)
    .values(Array.from({ length: 12 }, (_, i) => ({ name: `S${i}`, unsubscribeToken: `token-${i}` })))
    .returning({ id: subscribers.id });
  const person = (i: number) => people[i]!.id;

  // A: reported 2 days ago, verified 2 minutes later; its area grew a second ring 30 minutes on.
  const reportedA = new Date(NOW.getTime() - 2 * DAY);
  const verifiedA = at(reportedA, 120);
  // B: reported a day ago, verified 10 minutes later, no place (everyone at once).
  const reportedB = new Date(NOW.getTime() - DAY);
  const verifiedB = at(reportedB, 600);
  const [a, b, drill, old] = await db
    .insert(alerts)
    .values([
      alertRow(reportedA, verifiedA, { latitude: 6.8, longitude: -58.16 }),
      alertRow(reportedB, verifiedB),
      // A drill is not a case; a case sent 40 days ago is outside 30 days; a staff-only case sent nothing.
      alertRow(at(reportedB, 60), at(reportedB, 61), { isDrill: true }),
      alertRow(new Date(NOW.getTime() - 40 * DAY), new Date(NOW.getTime() - 40 * DAY + 3_600_000)),
      alertRow(reportedB, null, { sharingPolicy: "staff_only" }),
    ])
    .returning({ id: alerts.id });
  caseA = a!.id;
  caseB = b!.id;
  const [circle] = await db
    .insert(searchCircles)
    .values({
      alertId: caseA,
      source: "last_seen",
      latitude: 6.8,
      longitude: -58.16,
      radiusKm: 2,
      startedAt: reportedA,
    })
    .returning({ id: searchCircles.id });
  const ring2At = at(verifiedA, 1800);
  const [ring1, ring2] = await db
    .insert(searchAreaSteps)
    .values([
      {
        alertId: caseA,
        circleId: circle!.id,
        seq: 1,
        kind: "start",
        radiusKm: 1,
        dueAt: verifiedA,
        status: "done",
        ranAt: verifiedA,
      },
      {
        alertId: caseA,
        circleId: circle!.id,
        seq: 2,
        kind: "scheduled",
        radiusKm: 2,
        dueAt: ring2At,
        status: "done",
        ranAt: ring2At,
      },
    ])
    .returning({ id: searchAreaSteps.id });

  const message = (
    alertId: number,
    subscriber: number,
    channel: string,
    sentAt: Date | null,
    over: Partial<typeof alertNotifications.$inferInsert> = {},
  ) => ({
    alertId,
    subscriberId: subscriber,
    notificationType: channel,
    status: sentAt ? "sent" : "failed",
    sentAt,
    ...over,
  });
  await db.insert(alertNotifications).values([
    // A, SMS: eight people of the first ring 5..40 s after the verification, two of the second
    // ring 10 and 20 s after it ran. Waits 5,10,10,15,20,20,25,30,35,40: the 9th of 10 is 35 s.
    ...[5, 10, 15, 20, 25, 30, 35, 40].map((s, i) =>
      message(caseA, person(i), "sms", at(verifiedA, s), { stepId: ring1!.id }),
    ),
    message(caseA, person(8), "sms", at(ring2At, 10), { stepId: ring2!.id }),
    message(caseA, person(9), "sms", at(ring2At, 20), { stepId: ring2!.id }),
    // A, e-mail: one sent after a minute, one failed: half reached, so never 90%.
    message(caseA, person(0), "email", at(verifiedA, 60), { status: "delivered" }),
    message(caseA, person(10), "email", null),
    // A, WhatsApp: cancelled (opted out) is nobody to reach.
    message(caseA, person(1), "whatsapp", null, { status: "cancelled" }),
    // B: one person, SMS logged (no provider) 3 s after, push 2 s after.
    message(caseB, person(11), "sms", at(verifiedB, 3), { status: "logged" }),
    message(caseB, person(11), "push", at(verifiedB, 2)),
    message(drill!.id, person(0), "sms", at(reportedB, 62)),
    message(old!.id, person(0), "sms", new Date(NOW.getTime() - 40 * DAY + 3_601_000)),
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: adminCookie } });

describe("time to alert", () => {
  it("gives the last 30 days' medians and worst cases, per channel, from the delivery log", async () => {
    const res = await get("/api/admin/time-to-alert");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ days: 30, to: NOW.toISOString(), cases: 2 });
    expect(body.reportToVerified).toEqual({ median: 360, worst: 600, worstAlertId: caseB, cases: 2 });
    const channel = (name: string) => body.channels.find((c: { channel: string }) => c.channel === name);
    expect(body.channels.map((c: { channel: string }) => c.channel)).toEqual([
      "any",
      "sms",
      "whatsapp",
      "email",
      "push",
    ]);
    expect(channel("sms")).toEqual({
      channel: "sms",
      firstMessage: { median: 4, worst: 5, worstAlertId: caseA, cases: 2 },
      reach90: { median: 19, worst: 35, worstAlertId: caseA, cases: 2 },
      notReached: 0,
    });
    // Half of A's e-mails failed: its first e-mail counts, its 90% is not reached.
    expect(channel("email")).toEqual({
      channel: "email",
      firstMessage: { median: 60, worst: 60, worstAlertId: caseA, cases: 1 },
      reach90: { median: null, worst: null, worstAlertId: null, cases: 0 },
      notReached: 1,
    });
    expect(channel("whatsapp")).toEqual({
      channel: "whatsapp",
      firstMessage: { median: null, worst: null, worstAlertId: null, cases: 0 },
      reach90: { median: null, worst: null, worstAlertId: null, cases: 0 },
      notReached: 0,
    });
    expect(channel("push").firstMessage).toEqual({ median: 2, worst: 2, worstAlertId: caseB, cases: 1 });
    // Any channel, per person: A's eleven people, ten reached (the 10th of 11 waited 40 s);
    // B's one person had push after 2 s.
    expect(channel("any")).toEqual({
      channel: "any",
      firstMessage: { median: 3.5, worst: 5, worstAlertId: caseA, cases: 2 },
      reach90: { median: 21, worst: 40, worstAlertId: caseA, cases: 2 },
      notReached: 0,
    });
  });

  it("changes with the period, and refuses a period that is not offered", async () => {
    const quarter = (await get("/api/admin/time-to-alert?days=90")).json();
    expect(quarter.cases).toBe(3);
    expect(quarter.reportToVerified).toMatchObject({ worst: 3600, cases: 3 });
    const week = (await get("/api/admin/time-to-alert?days=7")).json();
    expect(week.cases).toBe(2);
    const bad = await get("/api/admin/time-to-alert?days=12");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("days");
  });

  it("shows Avg. Time to Notify to the second, drills left out", async () => {
    const a = (await get("/api/admin/analytics?days=30")).json();
    // Sent by a provider (logged excluded): A's SMS 5..40 s and 1,810 and 1,820 s, its e-mail
    // 60 s, B's push 2 s: 3,872 s over 12 messages.
    expect(a.notifications.avgSecondsToSend).toBe(Math.round(3872 / 12));
    // A, B and the staff-only case; not the drill.
    expect(a.reports.total).toBe(3);
  });
});
