// The WhatsApp account's limit and the message prices are admin settings: saved and read back,
// used by the engine, and refused by name when they are not one of the tiers or not a price.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import { getNotificationSettings } from "../../notifications/settings";
import { whatsAppPolicy } from "../../notifications/whatsapp-limits";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
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

describe("Channels & Costs settings", () => {
  it("start at a new account's 250 people a day and the default prices", async () => {
    const settings = await getNotificationSettings(t.database.db, "Hope Alert");
    expect(settings.whatsAppTier).toBe("250");
    expect(settings.messagePrices).toEqual({ smsSegment: 0.05, whatsApp: 0.016, email: 0, push: 0 });
    expect(whatsAppPolicy(settings)).toMatchObject({
      limit: 250,
      fallbackChannels: ["push", "sms", "email"],
    });
  });

  it("saves a tier and prices, which the engine then uses", async () => {
    const res = await put({
      whatsAppTier: "unlimited",
      messagePrices: { smsSegment: 0.062, whatsApp: 0.0147, email: 0.0001, push: 0 },
      sendSMS: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notifications).toMatchObject({ whatsAppTier: "unlimited" });
    const settings = await getNotificationSettings(t.database.db, "Hope Alert");
    expect(settings.messagePrices.smsSegment).toBe(0.062);
    // No limit, and SMS switched off is no one's next channel.
    expect(whatsAppPolicy(settings)).toMatchObject({ limit: null, fallbackChannels: ["push", "email"] });
  });

  it("refuses a tier WhatsApp does not have and a price that is not one, by name", async () => {
    const tier = await put({ whatsAppTier: "500" });
    expect(tier.statusCode).toBe(400);
    expect(tier.json().message).toMatch(/whatsAppTier/);
    expect(tier.json().message).toMatch(/250, 1000, 2000, 10000, 100000, unlimited/);
    const price = await put({ messagePrices: { smsSegment: -1, whatsApp: 0.016, email: 0, push: 0 } });
    expect(price.statusCode).toBe(400);
    expect(price.json().message).toMatch(/messagePrices\.smsSegment.*between 0 and 10 US dollars/);
    const missing = await put({ messagePrices: { smsSegment: 0.05 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/messagePrices/);
  });
});
