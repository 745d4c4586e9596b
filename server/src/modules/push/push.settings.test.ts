// Admin settings for web push (decision 015): the Push switch and the title/body templates are
// validated like the other channels' (a clear 400 naming the field), saved, and used by the
// next fan-out: switched off, no push message is planned.

import { defaultNotificationSettings } from "@shared/settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertAlert,
  insertSubscriber,
  outboxRows,
  verifyAndQueue,
} from "../../../test/fakes/notification-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import { savePushSubscription } from "../../notifications/push-subscriptions.repo";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_BRAND_NAME: "Hope Alert" } });
  admin = await signInCookie(t.app, await createTestStaff(t.database.db, "admin"));
});
afterAll(() => t.close());

const put = (notifications: Record<string, unknown>) =>
  t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: { cookie: admin },
    payload: { notifications },
  });

describe("push settings", () => {
  it("defaults to push on with a title and text using the spec's placeholders", async () => {
    const d = defaultNotificationSettings("Hope Alert");
    expect(d.sendPush).toBe(true);
    expect(d.pushTitleTemplate).toContain("[Name]");
    expect(d.pushTitleTemplate).toContain("[Age]");
    expect(d.pushBodyTemplate).toContain("[Location]");
  });

  it("refuses empty, too long or [Link] templates with a 400 naming the field", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ pushTitleTemplate: "  " }, "notifications.pushTitleTemplate"],
      [{ pushTitleTemplate: "x".repeat(101) }, "notifications.pushTitleTemplate"],
      [{ pushBodyTemplate: "y".repeat(301) }, "notifications.pushBodyTemplate"],
      [{ pushBodyTemplate: "Open [Link]" }, "notifications.pushBodyTemplate"],
      [{ sendPush: "yes" }, "notifications.sendPush"],
    ];
    for (const [notifications, field] of cases) {
      const res = await put(notifications);
      expect(res.statusCode, JSON.stringify(notifications)).toBe(400);
      expect(res.json()).toMatchObject({ field });
      expect(res.json().message).toContain(field);
    }
  });

  it("saves the switch and templates, and a fan-out with push switched off plans no push message", async () => {
    const db = t.database.db;
    const res = await put({ sendPush: false, pushTitleTemplate: "Missing child: [Name] ([Age])" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notifications).toMatchObject({
      sendPush: false,
      pushTitleTemplate: "Missing child: [Name] ([Age])",
    });
    const id = await insertSubscriber(db, {
      name: "Pushy",
      phone: "+5926123456",
      latitude: 6.81,
      longitude: -58.16,
    });
    await savePushSubscription(
      db,
      id,
      { endpoint: "https://push.example.net/p/1", p256dh: "k".repeat(87), auth: "a".repeat(22) },
      new Date(),
    );
    const off = await insertAlert(db);
    await db.transaction((tx) => verifyAndQueue(tx, off, new Date()));
    expect((await outboxRows(db, off)).map((r) => r.channel)).toEqual(["sms"]);

    expect((await put({ sendPush: true })).statusCode).toBe(200);
    const on = await insertAlert(db);
    await db.transaction((tx) => verifyAndQueue(tx, on, new Date()));
    expect((await outboxRows(db, on)).map((r) => r.channel).sort()).toEqual(["push", "sms"]);
  });
});
