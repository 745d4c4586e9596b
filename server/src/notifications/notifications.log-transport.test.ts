// Without a configured provider: the log transport, and the dispatcher inside the app.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAlert, insertSubscriber, outboxRows } from "../../test/fakes/notification-fixtures";
import { createTestApp, createTestDatabase, type TestApp, testConfig } from "../../test/harness";
import { buildApp } from "../app";
import { createDispatcher, type Dispatcher } from ".";
import { GEORGETOWN, PUBLIC_URL, verify } from "./notifications.test-helpers";

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
      "email:sent:log",
      "sms:sent:log",
      "whatsapp:sent:log",
    ]);
    expect(rows.find((r) => r.channel === "sms")!.body).toContain("Log Child");
    expect(rows.find((r) => r.channel === "email")!.body).toContain("MISSING: Log Child");
    const text = JSON.stringify(logged);
    expect(text).toContain("Log Child");
    expect(text).not.toContain("+5926123456");
    expect(text).not.toContain("logged.person@example.gy");
    expect(text).toContain("l***@example.gy");
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
      while ((await outboxRows(db, alertId)).some((r) => r.status !== "sent") && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await outboxRows(db, alertId)).map((r) => `${r.status}:${r.transport}`)).toEqual(["sent:log"]);
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it("is woken by the notifications.queued event when started", async () => {
    const db = t.database.db;
    dispatcher.start();
    const alertId = await insertAlert(db, { name: "Event Child", age: 10, ...GEORGETOWN });
    const plan = await verify(db, alertId);
    t.events.emit("notifications.queued", { alertId, count: plan.queued });
    const deadline = Date.now() + 5_000;
    while ((await outboxRows(db, alertId)).some((r) => r.status !== "sent") && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await outboxRows(db, alertId)).every((r) => r.status === "sent")).toBe(true);
  });
});
