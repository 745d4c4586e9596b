// Without a configured provider: the log transport, and the dispatcher inside the app.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backdateSentMessages,
  insertAlert,
  insertSubscriber,
  outboxRows,
} from "../../test/fakes/notification-fixtures";
import { createTestApp, createTestDatabase, type TestApp, testConfig } from "../../test/harness";
import { staffHeaders, validAlertInput } from "../../test/helpers/alerts.test-helpers";
import {
  GEORGETOWN,
  north,
  PUBLIC_URL,
  resolve,
  verify,
} from "../../test/helpers/notifications.test-helpers";
import { buildApp } from "../app";
import { subscribers } from "../db/schema";
import { createDispatcher, type Dispatcher } from ".";

describe("without a configured provider", () => {
  let t: TestApp;
  let dispatcher: Dispatcher;
  const logged: Array<{ object: object; message: string }> = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    const logger = {
      info: (object: object, message: string) => logged.push({ object, message }),
      warn: (object: object, message: string) => logged.push({ object, message }),
      error: (object: object, message: string) => logged.push({ object, message }),
    };
    dispatcher = createDispatcher({
      database: t.database,
      config: t.app.ctx.config,
      events: t.events,
      logger,
    });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.close();
  });

  it("uses the log transport: the message is recorded in the database and the log, recipients masked", async () => {
    const db = t.database.db;
    await insertSubscriber(db, {
      name: "Logged",
      phone: "+5926123456",
      email: "logged.person@example.gy",
      whatsapp: true,
      ...GEORGETOWN,
    });
    const alertId = await insertAlert(db, { name: "Log Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    await dispatcher.runUntilIdle();
    const rows = await outboxRows(db, alertId);
    expect(rows.map((r) => `${r.channel}:${r.status}:${r.transport}`).sort()).toEqual([
      "email:logged:log",
      "sms:logged:log",
      "whatsapp:logged:log",
    ]);
    expect(rows.find((r) => r.channel === "sms")!.body).toContain("Log Child");
    expect(rows.find((r) => r.channel === "email")!.body).toContain("MISSING: Log Child");
    const text = JSON.stringify(logged);
    expect(text).toContain("Log Child");
    expect(text).not.toContain("+5926123456");
    expect(text).not.toContain("logged.person@example.gy");
    expect(text).toContain("l***@example.gy");
    // The e-mail's unsubscribe and manage links are credentials: neither the log nor the kept
    // copy carries their token.
    const [subscriber] = await db
      .select({ token: subscribers.unsubscribeToken })
      .from(subscribers)
      .where(eq(subscribers.name, "Logged"));
    const token = subscriber!.token;
    const emailBody = rows.find((r) => r.channel === "email")!.body!;
    expect(emailBody).toContain("/unsubscribe/[token]");
    for (const copy of [text, emailBody, JSON.stringify(rows)]) expect(copy).not.toContain(token);
  });

  it("runs inside an app built with dispatcher: true, and stops with it", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ PUBLIC_URL, DISPATCH_POLL_SECONDS: "30" }),
      database,
      clientDir: "/nonexistent-client-dir",
      logger: false,
      dispatcher: true,
    });
    await app.ready();
    try {
      const db = database.db;
      await insertSubscriber(db, { name: "App", phone: "+5926777777", ...GEORGETOWN });
      const alertId = await insertAlert(db, { name: "App Child", age: 10, ...GEORGETOWN });
      const plan = await verify(db, alertId);
      app.ctx.events.emit("notifications.queued", { alertId, count: plan.queued });
      const deadline = Date.now() + 5_000;
      while ((await outboxRows(db, alertId)).some((r) => r.status !== "logged") && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await outboxRows(db, alertId)).map((r) => `${r.status}:${r.transport}`)).toEqual([
        "logged:log",
      ]);
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it("is woken by the notifications.queued event when started", async () => {
    const db = t.database.db;
    dispatcher.start();
    // Far from the first test's subscriber, whom WhatsApp's per-person pace would hold for a while.
    const away = north(GEORGETOWN, 200);
    await insertSubscriber(db, { name: "Woken", phone: "+5926123457", whatsapp: true, ...away });
    const alertId = await insertAlert(db, { name: "Event Child", age: 10, ...away });
    const plan = await verify(db, alertId);
    t.events.emit("notifications.queued", { alertId, count: plan.queued });
    const deadline = Date.now() + 5_000;
    while ((await outboxRows(db, alertId)).some((r) => r.status !== "logged") && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await outboxRows(db, alertId)).map((r) => `${r.channel}:${r.status}`)).toEqual([
      "sms:logged",
      "whatsapp:logged",
    ]);
  });

  it("a fan-out is 'logged', never 'sent': Delivery counts, Notification Metrics (0 sent) and the dashboard say so", async () => {
    const db = t.database.db;
    const staff = await staffHeaders(t);
    // Far from the other tests' subscribers (Georgetown): only these three are in the radius.
    const lethem = { latitude: 3.3803, longitude: -59.7968 };
    const near = north(lethem, 2);
    for (let i = 0; i < 3; i++)
      await insertSubscriber(db, { name: `Near ${i}`, phone: `+592640000${i}`, whatsapp: i === 0, ...near });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({ name: "Logged Fanout", age: 12, ...lethem, lastLocation: "Lethem" }),
    });
    const alertId = created.json().id as number;
    const approve = await t.app.inject({
      method: "POST",
      url: `/api/admin/alerts/${alertId}/approve`,
      headers: { ...staff.admin, "content-type": "application/json" },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    await dispatcher.runUntilIdle();

    const delivery = await t.app.inject({
      method: "GET",
      url: `/api/admin/alerts/${alertId}/notifications`,
      headers: staff.admin,
    });
    expect(delivery.statusCode).toBe(200);
    const body = delivery.json();
    const counts = Object.fromEntries(
      body.counts.map((c: { channel: string; status: string; count: number }) => [
        `${c.channel}:${c.status}`,
        c.count,
      ]),
    );
    expect(counts).toEqual({ "sms:logged": 3, "whatsapp:logged": 1 });
    expect(body.items.every((i: { status: string }) => i.status === "logged")).toBe(true);

    const metrics = (
      await t.app.inject({ method: "GET", url: "/api/admin/analytics?days=30", headers: staff.admin })
    ).json().notifications;
    expect(metrics.totalSent).toBe(0);
    const sms = metrics.byChannel.find((c: { channel: string }) => c.channel === "sms");
    // The earlier tests' messages are logged too: none of them is counted as sent.
    expect(sms.sent).toBe(0);
    expect(sms.logged).toBeGreaterThanOrEqual(3);
    expect(metrics.avgSecondsToSend).toBeNull();
    const noProvider = [
      { channel: "sms", provider: "log", configured: false },
      { channel: "whatsapp", provider: "log", configured: false },
      { channel: "email", provider: "log", configured: false },
      { channel: "push", provider: "webpush", configured: true },
    ];
    expect(metrics.providers).toEqual(noProvider);
    const stats = await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: staff.admin });
    expect(stats.json().providers).toEqual(noProvider);

    // A logged alert message gets its follow-up, logged the same way (found a while later, so
    // WhatsApp's pace for one person does not hold it back).
    await backdateSentMessages(db, alertId, 60);
    await resolve(db, alertId);
    await dispatcher.runUntilIdle();
    const followUps = (await outboxRows(db, alertId)).filter((r) => r.kind === "resolved");
    expect(followUps.map((r) => `${r.channel}:${r.status}`).sort()).toEqual([
      "sms:logged",
      "sms:logged",
      "sms:logged",
      "whatsapp:logged",
    ]);
  });
});
