// Verify, approve and resolve through the HTTP endpoints, with the dispatcher running in the app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSubscriber } from "../../test/fakes/notification-fixtures";
import { FakeSmtp } from "../../test/fakes/smtp";
import { FakeTwilio } from "../../test/fakes/twilio";
import { createTestDatabase, type TestDatabase, testConfig } from "../../test/harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "../../test/helpers/alerts.test-helpers";
import { baseEnv, GEORGETOWN, north } from "../../test/helpers/notifications.test-helpers";
import { type App, buildApp } from "../app";

describe("through the review endpoints, with the dispatcher running in the app", () => {
  let twilio: FakeTwilio;
  let smtp: FakeSmtp;
  let database: TestDatabase;
  let app: App;
  let staff: StaffHeaders;

  beforeAll(async () => {
    twilio = new FakeTwilio();
    await twilio.start();
    smtp = new FakeSmtp();
    await smtp.start();
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ ...baseEnv, ...twilio.env(), ...smtp.env(), DISPATCH_POLL_SECONDS: "30" }),
      database,
      clientDir: "/nonexistent-client-dir",
      logger: false,
      dispatcher: true,
    });
    await app.ready();
    staff = await staffHeaders({ app, database, events: app.ctx.events, close: async () => {} });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    await twilio.stop();
    await smtp.stop();
  });

  async function until(condition: () => boolean | Promise<boolean>, what: string) {
    const deadline = Date.now() + 10_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async function report(overrides: Parameters<typeof validAlertInput>[0]): Promise<number> {
    const res = await app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  it("verify sends to the subscribers inside the radius only, once; closing as found sends them the follow-up", async () => {
    const db = database.db;
    await insertSubscriber(db, {
      name: "Inside",
      phone: "+5926810001",
      email: "inside@example.gy",
      ...north(GEORGETOWN, 3),
    });
    await insertSubscriber(db, {
      name: "Outside",
      phone: "+5926810002",
      email: "outside@example.gy",
      ...north(GEORGETOWN, 70),
    });
    const alertId = await report({ name: "Endpoint Child", age: 9, ...GEORGETOWN });

    const events: string[] = [];
    const off = [
      app.ctx.events.on("alert.verified", (e) => events.push(`verified:${e.alertId}:${e.queued}`)),
      app.ctx.events.on("notifications.queued", (e) => events.push(`queued:${e.alertId}:${e.count}`)),
    ];
    const verify = () =>
      app.inject({ method: "POST", url: `/api/alerts/${alertId}/verify`, headers: staff.moderator });
    expect((await verify()).statusCode).toBe(200);
    // One review, one event: it carries the count of messages queued (SMS and e-mail to "Inside").
    expect(events).toEqual([`verified:${alertId}:2`]);
    await until(() => twilio.messages.length === 1 && smtp.mails.length === 1, "the alert at the providers");
    expect(twilio.messages[0]!.to).toBe("+5926810001");
    expect(twilio.messages[0]!.body).toContain("MISSING: Endpoint Child, 9, last seen");
    expect(smtp.mails[0]!.to).toEqual(["inside@example.gy"]);

    // A second click sends nothing more.
    expect((await verify()).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(twilio.messages).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
    expect(events).toHaveLength(1);
    for (const unsubscribe of off) unsubscribe();

    const resolve = await app.inject({
      method: "POST",
      url: `/api/alerts/${alertId}/close`,
      headers: staff.moderator,
      payload: { outcome: "found_safe" },
    });
    expect(resolve.statusCode).toBe(200);
    await until(
      () => twilio.messages.length === 2 && smtp.mails.length === 2,
      "the follow-up at the providers",
    );
    expect(twilio.messages[1]).toMatchObject({ to: "+5926810001" });
    // By default the appeal ends quietly: the follow-up says so and names nobody.
    expect(twilio.messages[1]!.body).toContain("this missing-person appeal has ended");
    expect(smtp.mails[1]!.subject).toBe("Hope Alert: this appeal has ended");
    for (const followUp of [twilio.messages[1]!.body, smtp.mails[1]!.subject, smtp.mails[1]!.text])
      expect(followUp).not.toContain("Endpoint Child");
    expect([...twilio.messages, ...smtp.mails].some((m) => JSON.stringify(m).includes("810002"))).toBe(false);
  });

  it("an admin's approval of a report on a 4-year-old makes it a Red alert, sent first to the people nearby", async () => {
    const db = database.db;
    const lethem = { latitude: 3.3803, longitude: -59.7968 };
    // A young child on foot: the search area starts small and grows (modules/alerts/area.service.ts);
    // 80 miles away is far outside it at approval.
    await insertSubscriber(db, { name: "Near Lethem", phone: "+5926820001", ...north(lethem, 2) });
    await insertSubscriber(db, { name: "Far North", phone: "+5926820002", ...north(lethem, 80) });
    const alertId = await report({ name: "Little One", age: 4, ...lethem, lastLocation: "Lethem, Rupununi" });
    const approve = await app.inject({
      method: "POST",
      url: `/api/admin/alerts/${alertId}/approve`,
      headers: { ...staff.admin, "content-type": "application/json" },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    // The targeting is recorded on the alert by the review's one update, and returned.
    expect(approve.json()).toMatchObject({
      level: "red",
      highPriority: true,
      notificationRadius: 100,
      isVerified: true,
      status: "approved",
    });
    await until(() => twilio.messages.some((m) => m.to === "+5926820001"), "the high-priority alert");
    expect(twilio.messages.find((m) => m.to === "+5926820001")!.body).toContain(
      "MISSING: Little One, 4, last seen",
    );
    expect(twilio.messages.some((m) => m.to === "+5926820002")).toBe(false);
  });

  it("with providers configured the same fan-out is 'sent' (then 'delivered' on Twilio's callback) and counted as sent", async () => {
    const db = database.db;
    const place = { latitude: 7.5, longitude: -60.5 };
    for (let i = 0; i < 3; i++)
      await insertSubscriber(db, {
        name: `Sent ${i}`,
        phone: `+592683000${i}`,
        email: i === 0 ? "sent.fanout@example.gy" : undefined,
        whatsapp: i === 0,
        ...north(place, 2),
      });
    const alertId = await report({ name: "Sent Fanout", age: 12, ...place, lastLocation: "Mabaruma" });
    const approve = await app.inject({
      method: "POST",
      url: `/api/admin/alerts/${alertId}/approve`,
      headers: { ...staff.admin, "content-type": "application/json" },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const phones = ["+5926830000", "+5926830001", "+5926830002"];
    await until(
      () =>
        twilio.messages.filter((m) => phones.includes(m.to.replace(/^whatsapp:/, ""))).length === 4 &&
        smtp.mails.some((m) => m.to.includes("sent.fanout@example.gy")),
      "the fan-out at the providers",
    );
    const countsOf = async () => {
      const res = await app.inject({
        method: "GET",
        url: `/api/admin/alerts/${alertId}/notifications`,
        headers: staff.admin,
      });
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(
        res
          .json()
          .counts.map((c: { channel: string; status: string; count: number }) => [
            `${c.channel}:${c.status}`,
            c.count,
          ]),
      );
    };
    await until(
      async () =>
        JSON.stringify(await countsOf()) ===
        JSON.stringify({ "email:sent": 1, "sms:sent": 3, "whatsapp:sent": 1 }),
      "every message recorded as sent",
    );

    const message = twilio.messages.find((m) => m.to === "+5926830001")!;
    const inject = async (url: string, body: string, signature: string) => {
      const u = new URL(url);
      const res = await app.inject({
        method: "POST",
        url: `${u.pathname}${u.search}`,
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
        payload: body,
      });
      return res.statusCode;
    };
    expect(await twilio.sendStatusCallback(message, "delivered", {}, inject)).toBe(204);
    expect(await countsOf()).toEqual({
      "email:sent": 1,
      "sms:delivered": 1,
      "sms:sent": 2,
      "whatsapp:sent": 1,
    });

    const metrics = (
      await app.inject({ method: "GET", url: "/api/admin/analytics?days=30", headers: staff.admin })
    ).json().notifications;
    const sms = metrics.byChannel.find((c: { channel: string }) => c.channel === "sms");
    expect(sms).toMatchObject({ logged: 0, delivered: 1 });
    expect(sms.sent).toBeGreaterThanOrEqual(3);
    expect(metrics.totalSent).toBeGreaterThanOrEqual(5);
    expect(metrics.providers).toEqual([
      { channel: "sms", provider: "twilio", configured: true },
      { channel: "whatsapp", provider: "twilio", configured: true },
      { channel: "email", provider: "smtp", configured: true },
      { channel: "push", provider: "webpush", configured: true },
    ]);
  });
});
