// What was sent, and what it cost: GET /api/admin/costs counts the messages a provider took
// (sent, delivered, or failed after it was taken; never the ones only logged), an SMS by its
// segments, per month and per alert, at the admin's prices.

import type { MessageCostsResponse } from "@shared/costs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAlert, saveNotificationSettings } from "../../../test/fakes/notification-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";

const NOW = new Date("2026-06-10T12:00:00Z");

let t: TestApp;
let cookie: string;
let june: number;
let may: number;

async function message(
  alertId: number,
  channel: string,
  status: string,
  sentAt: string | null,
  segments: number | null = null,
) {
  await t.database.db.execute(sql`
    insert into alert_notifications (alert_id, subscriber_id, notification_type, kind, status, sent_at, segments)
    values (${alertId}, null, ${channel}, 'alert', ${status}, ${sentAt}::timestamptz, ${segments}::smallint)`);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  cookie = await signInCookie(t.app, await createTestStaff(t.database.db, "admin"));
  june = await insertAlert(t.database.db, { name: "June Case", age: 9 });
  may = await insertAlert(t.database.db, { name: "May Case", age: 70 });
  const inJune = "2026-06-08T15:00:00Z";
  await message(june, "sms", "delivered", inJune, 1);
  await message(june, "sms", "sent", inJune, 1);
  await message(june, "sms", "sent", inJune, 2);
  // Taken by the provider, then undelivered: still paid for.
  await message(june, "sms", "failed", inJune, 1);
  // Refused before it was taken, only logged, or still waiting: nothing to pay.
  await message(june, "sms", "failed", null);
  await message(june, "sms", "logged", inJune, 1);
  await message(june, "sms", "queued", null);
  await message(june, "whatsapp", "delivered", inJune);
  await message(june, "whatsapp", "sent", inJune);
  await message(june, "whatsapp", "cancelled", null);
  await message(june, "email", "sent", inJune);
  await message(june, "push", "sent", inJune);
  // May: SMS sent before segments were recorded count as one each.
  await message(may, "sms", "sent", "2026-05-20T10:00:00Z");
  await message(may, "sms", "delivered", "2026-05-20T10:00:00Z");
  // Outside a 30-day period.
  await message(may, "sms", "sent", "2026-04-01T10:00:00Z", 3);
});
afterAll(() => t.close());

const costs = async (days: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/admin/costs?days=${days}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MessageCostsResponse;
};

describe("message costs", () => {
  it("counts what providers took, SMS by segments, per month and per alert, at the default prices", async () => {
    const body = await costs("30");
    expect(body.prices).toEqual({ smsSegment: 0.05, whatsApp: 0.016, email: 0, push: 0 });
    expect(body.total.messages).toEqual({ sms: 6, whatsapp: 2, email: 1, push: 1 });
    expect(body.total.smsSegments).toBe(7);
    expect(body.total.cost).toBeCloseTo(7 * 0.05 + 2 * 0.016, 10);
    expect(body.byMonth.map((m) => [m.month, m.smsSegments, m.messages.whatsapp])).toEqual([
      ["2026-05", 2, 0],
      ["2026-06", 5, 2],
    ]);
    expect(body.byAlert.map((a) => [a.name, a.smsSegments, Number(a.cost.toFixed(3))])).toEqual([
      ["June Case", 5, 0.282],
      ["May Case", 2, 0.1],
    ]);
    expect(body.byAlert[0]).toMatchObject({
      alertId: june,
      isDrill: false,
      firstSentAt: "2026-06-08T15:00:00.000Z",
    });
    expect(body.byAlert[1]!.alertId).toBe(may);
  });

  it("takes the admin's prices, and a longer period", async () => {
    await saveNotificationSettings(t.database.db, {
      messagePrices: { smsSegment: 0.1, whatsApp: 0.02, email: 0.001, push: 0.0005 },
    });
    const body = await costs("90");
    expect(body.total.smsSegments).toBe(10);
    expect(body.byMonth.map((m) => m.month)).toEqual(["2026-04", "2026-05", "2026-06"]);
    expect(body.total.cost).toBeCloseTo(10 * 0.1 + 2 * 0.02 + 0.001 + 0.0005, 10);
  });

  it("refuses another period by name, and is for admins only", async () => {
    const bad = await t.app.inject({ method: "GET", url: "/api/admin/costs?days=12", headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/days/);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/costs" })).statusCode).toBe(401);
  });
});
