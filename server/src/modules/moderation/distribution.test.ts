// Verify and Approve distribute through the notification outbox in the review's own
// transaction, exactly once; Resolve queues the 'case closed' follow-up to everyone reached.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "../../../test/helpers/alerts.test-helpers";
import { alertNotifications, subscribers } from "../../db/schema";

let t: TestApp;
let staff: StaffHeaders;

async function addSubscriber(name: string, latitude: number, longitude: number) {
  const [row] = await t.database.db
    .insert(subscribers)
    .values({
      name,
      email: `${name.toLowerCase()}@example.gy`,
      phone: `+592600${String(Math.floor(Math.random() * 9000) + 1000)}`,
      latitude,
      longitude,
      unsubscribeToken: randomBytes(12).toString("base64url"),
    })
    .returning({ id: subscribers.id });
  return row!.id;
}

async function report(): Promise<number> {
  const res = await t.app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput() });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const outboxFor = (alertId: number, kind: "alert" | "resolved") =>
  t.database.db
    .select()
    .from(alertNotifications)
    .where(and(eq(alertNotifications.alertId, alertId), eq(alertNotifications.kind, kind)));

let near: number;
let far: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffHeaders(t);
  near = await addSubscriber("Near", 6.81, -58.16); // Georgetown, beside the alert
  far = await addSubscriber("Far", 3.38, -59.8); // Lethem, ~250 miles away
});
afterAll(() => t.close());

describe("distribution on review", () => {
  it("a moderator's verify queues messages for subscribers inside the radius, once", async () => {
    const alertId = await report();
    expect(await outboxFor(alertId, "alert")).toHaveLength(0);

    const verify = () =>
      t.app.inject({ method: "POST", url: `/api/alerts/${alertId}/verify`, headers: staff.moderator });
    expect((await verify()).statusCode).toBe(200);
    const rows = await outboxFor(alertId, "alert");
    expect(new Set(rows.map((r) => r.subscriberId))).toEqual(new Set([near]));
    expect(rows.map((r) => r.notificationType).sort()).toEqual(["email", "sms"]);
    expect(rows.every((r) => r.recipientDistance !== null && r.recipientDistance < 5)).toBe(true);
    expect(rows.some((r) => r.subscriberId === far)).toBe(false);

    expect((await verify()).statusCode).toBe(200);
    expect(await outboxFor(alertId, "alert")).toHaveLength(rows.length);
  });

  it("an admin's approve distributes the same way, and closing as found queues the follow-up", async () => {
    const alertId = await report();
    const approve = await t.app.inject({
      method: "POST",
      url: `/api/admin/alerts/${alertId}/approve`,
      headers: { ...staff.admin, "content-type": "application/json" },
    });
    expect(approve.statusCode).toBe(200);
    const queued = await outboxFor(alertId, "alert");
    expect(queued.length).toBeGreaterThan(0);
    // As the dispatcher records a delivery: only people actually reached get the follow-up.
    await t.database.db
      .update(alertNotifications)
      .set({ status: "sent", sentAt: new Date() })
      .where(and(eq(alertNotifications.alertId, alertId), eq(alertNotifications.subscriberId, near)));

    const resolve = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${alertId}/close`,
      headers: staff.moderator,
      payload: { outcome: "found_other" },
    });
    expect(resolve.statusCode).toBe(200);
    const followUps = await outboxFor(alertId, "resolved");
    expect(new Set(followUps.map((r) => r.subscriberId))).toEqual(new Set([near]));
  });

  it("rejecting a report that was never distributed sends nothing", async () => {
    const alertId = await report();
    const reject = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${alertId}/resolve`,
      headers: staff.moderator,
    });
    expect(reject.statusCode).toBe(200);
    expect(await outboxFor(alertId, "alert")).toHaveLength(0);
    expect(await outboxFor(alertId, "resolved")).toHaveLength(0);
  });
});
