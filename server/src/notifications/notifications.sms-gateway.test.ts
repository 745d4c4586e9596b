// SMS through a local Android gateway (decision 022), against a local fake of the app's HTTP
// API with two phones: texts go round-robin, each phone at its own pace (counted on a
// controllable clock, as the nearest-first test does); the phone that carried each text is
// recorded; a phone refusing connections hands its texts to the other within the same
// attempt; a phone answering 500 is asked before anything is sent again, so a text it did
// take is not sent twice and one it did not goes through the other phone.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAlert, insertManySubscribers } from "../../test/fakes/notification-fixtures";
import { FakeSmsGateway } from "../../test/fakes/sms-gateway";
import { maxInWindow } from "../../test/fakes/twilio";
import { createTestApp, type TestApp } from "../../test/harness";
import { baseEnv, GEORGETOWN, verify } from "../../test/helpers/notifications.test-helpers";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-result";
import { createDispatcher, type Dispatcher } from ".";
import { PHONE_REST_MS } from "./channels/sms-gateway-phones";

/** Each wait moves the clock on by the time asked and lasts a tenth of it in real time. */
class ControllableClock {
  ms = 0;
  readonly clock = () => this.ms;
  readonly sleep = async (ms: number, signal?: AbortSignal) => {
    if (signal?.aborted) throw signal.reason ?? new Error("aborted");
    this.ms += ms;
    await new Promise((r) => setTimeout(r, Math.max(1, ms / 10)));
  };
}

interface SentRow {
  phone: string;
  status: string;
  transport: string;
  device: string | null;
  messageId: string | null;
  attempts: number;
}

async function smsRows(db: Db, alertId: number): Promise<SentRow[]> {
  return rowsOf<SentRow>(
    await db.execute(sql`
      select s.phone, n.status, n.transport, n.provider_device as device,
             n.provider_message_id as "messageId", n.attempts
      from alert_notifications n join subscribers s on s.id = n.subscriber_id
      where n.alert_id = ${alertId} and n.notification_type = 'sms' order by n.id`),
  );
}

/** Texts per recipient across every phone. */
function textsPerRecipient(gateway: FakeSmsGateway): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of gateway.texts) counts.set(t.to, (counts.get(t.to) ?? 0) + 1);
  return counts;
}

async function setUpGateway(phones: Array<{ name: string; perSecond: number }>) {
  const gateway = new FakeSmsGateway(phones);
  await gateway.start();
  const t = await createTestApp({ env: { ...baseEnv, ...gateway.env() } });
  return { gateway, t };
}

describe("SMS through the gateway's phones, each at its own pace", () => {
  const FAST = 4;
  const SLOW = 2;
  let gateway: FakeSmsGateway;
  let t: TestApp;
  let dispatcher: Dispatcher;
  const clock = new ControllableClock();

  beforeAll(async () => {
    ({ gateway, t } = await setUpGateway([
      { name: "gtt-fast", perSecond: FAST },
      { name: "digicel-slow", perSecond: SLOW },
    ]));
    dispatcher = createDispatcher({ database: t.database, config: t.app.ctx.config, pace: () => clock });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.close();
    await gateway.stop();
  });

  /** The clock when each text reached each phone. */
  const arrivals = new Map<string, number[]>();
  const stampArrivals = () => {
    for (const phone of gateway.phones) {
      arrivals.set(phone.name, []);
      phone.onArrival = () => arrivals.get(phone.name)!.push(clock.ms);
    }
  };

  it("sends every text once, round-robin by pace, never above a phone's rate", async () => {
    expect(t.app.ctx.config.notifications.ratePerSecond.sms).toBe(FAST + SLOW);
    stampArrivals();
    await insertManySubscribers(t.database.db, 30);
    const alertId = await insertAlert(t.database.db, { name: "Paced Child", age: 9, ...GEORGETOWN });
    expect((await verify(t.database.db, alertId)).queued).toBe(30);

    await dispatcher.runUntilIdle();

    const perRecipient = textsPerRecipient(gateway);
    expect(perRecipient.size).toBe(30);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    const fast = gateway.phone("gtt-fast").texts.length;
    const slow = gateway.phone("digicel-slow").texts.length;
    expect(fast + slow).toBe(30);
    // Both phones share the work, the faster one more of it.
    expect(slow).toBeGreaterThan(0);
    expect(fast).toBeGreaterThan(slow);
    // No phone ever took more texts in one second (of the limiters' clock) than its rate.
    expect(maxInWindow(arrivals.get("gtt-fast")!, 1000)).toBeLessThanOrEqual(FAST);
    expect(maxInWindow(arrivals.get("digicel-slow")!, 1000)).toBeLessThanOrEqual(SLOW);

    // Every row: sent by the gateway, with the phone that carried it and the id that phone has.
    const rows = await smsRows(t.database.db, alertId);
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row).toMatchObject({ status: "sent", transport: "gateway" });
      const text = gateway.texts.find((x) => x.id === row.messageId);
      expect(text?.to).toBe(row.phone);
      expect(row.device).toBe(text?.phone);
    }
  });

  it("holds the phone left to its own pace when the other is off", async () => {
    stampArrivals();
    const slow = gateway.phone("digicel-slow");
    slow.texts.length = 0;
    await gateway.phone("gtt-fast").stop();
    await t.database.db.execute(sql`update subscribers set is_active = false`);
    await insertManySubscribers(t.database.db, 12, { offset: 30 });
    const alertId = await insertAlert(t.database.db, { name: "Second Child", age: 7, ...GEORGETOWN });
    expect((await verify(t.database.db, alertId)).queued).toBe(12);

    await dispatcher.runUntilIdle();

    // The channel may send FAST + SLOW a second; the phone left takes every text at SLOW.
    expect(slow.texts).toHaveLength(12);
    expect(new Set(slow.texts.map((x) => x.to)).size).toBe(12);
    expect(maxInWindow(arrivals.get("digicel-slow")!, 1000)).toBeLessThanOrEqual(SLOW);
    const rows = await smsRows(t.database.db, alertId);
    expect(rows.every((r) => r.status === "sent" && r.device === "digicel-slow")).toBe(true);
  });
});

describe("a gateway phone that fails", () => {
  let gateway: FakeSmsGateway;
  let t: TestApp;
  let dispatcher: Dispatcher;
  // Unlimited phones: the pool's clock moves only when the test says (a phone's rest).
  const clock = new ControllableClock();
  let offset = 0;

  beforeAll(async () => {
    ({ gateway, t } = await setUpGateway([
      { name: "phone-a", perSecond: 0 },
      { name: "phone-b", perSecond: 0 },
    ]));
    dispatcher = createDispatcher({ database: t.database, config: t.app.ctx.config, pace: () => clock });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.close();
    await gateway.stop();
  });

  /** A new alert to `count` new subscribers near Georgetown (the earlier ones unsubscribed). */
  async function alertTo(count: number, name: string): Promise<number> {
    await t.database.db.execute(sql`update subscribers set is_active = false`);
    await insertManySubscribers(t.database.db, count, { offset });
    offset += count;
    const alertId = await insertAlert(t.database.db, { name, age: 10, ...GEORGETOWN });
    const plan = await verify(t.database.db, alertId);
    expect(plan.queued).toBe(count);
    return alertId;
  }

  it("moves its texts to the other phone at once when it refuses connections", async () => {
    const a = gateway.phone("phone-a");
    await a.stop();
    const alertId = await alertTo(8, "Moved Child");
    await dispatcher.runUntilIdle();

    const rows = await smsRows(t.database.db, alertId);
    expect(rows.map((r) => [r.status, r.device, r.attempts])).toEqual(rows.map(() => ["sent", "phone-b", 1]));
    expect(gateway.phone("phone-b").texts).toHaveLength(8);
    expect(a.texts).toHaveLength(0);
    await a.start();
  });

  it("asks before sending again after a 500: a text it took is not sent twice, one it did not goes to the other", async () => {
    // The earlier test rested phone-a; its rest is over.
    clock.ms += PHONE_REST_MS;
    const a = gateway.phone("phone-a");
    const b = gateway.phone("phone-b");
    b.texts.length = 0;
    // phone-a takes the first text and still answers 500; every later one it refuses with a 500.
    a.decide = ({ index }) => (index === 0 ? "500-after-create" : 500);
    const alertId = await alertTo(6, "Doubtful Child");
    // A refused text is retried after a short back-off: run the dispatcher until every row is
    // settled, not only until nothing is due at this moment.
    const allSent = async () =>
      (await smsRows(t.database.db, alertId)).every((r) => r.status === "sent" && r.transport === "gateway");
    await expect
      .poll(
        async () => {
          await dispatcher.runUntilIdle();
          return allSent();
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    const rows = await smsRows(t.database.db, alertId);
    // Nothing lost, nothing twice.
    const recipients = rows.map((r) => r.phone);
    const perRecipient = textsPerRecipient(gateway);
    for (const phone of recipients) expect(perRecipient.get(phone), phone).toBe(1);
    // The text phone-a took despite its 500 stayed with phone-a (found by the lookup).
    const [taken, ...refused] = a.attempts;
    expect(taken?.outcome).toBe("500-after-create");
    expect(a.texts.map((x) => x.to)).toEqual([taken!.to]);
    expect(b.texts.map((x) => x.to)).not.toContain(taken!.to);
    expect(rows.find((r) => r.phone === taken!.to)?.messageId).toBe(a.texts[0]!.id);
    // Those it refused went through phone-b.
    for (const attempt of refused) expect(b.texts.map((x) => x.to)).toContain(attempt.to);
    expect(b.texts).toHaveLength(5);
  });
});
