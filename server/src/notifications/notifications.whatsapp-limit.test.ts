// WhatsApp within its limits (decision 024): an account that may message 250 different people a
// day sends an alert reaching 300 to the 250 nearest, and the other 50 get their next channel;
// a person already messaged that day takes no new place; one person's messages are spaced
// about 6 s apart. Sent through the Twilio fake; the dashboard API shows the count.
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  insertAlert,
  insertSubscriber,
  outboxRows,
  saveNotificationSettings,
} from "../../test/fakes/notification-fixtures";
import { createTestStaff, signInCookie } from "../../test/helpers/auth.test-helpers";
import {
  GEORGETOWN,
  type Harness,
  north,
  setUp,
  tearDown,
  verify,
} from "../../test/helpers/notifications.test-helpers";
import { rowsOf } from "../db/sql-result";
import { createDispatcher } from "./dispatcher";
import type { ClaimedRow } from "./outbox.repo";
import { planWhatsAppBatch, WHATSAPP_TIER_REASON } from "./whatsapp-limits";
import { whatsAppPeopleInWindow } from "./whatsapp-limits.repo";

const PEOPLE = 300;
const phoneOf = (i: number) => `+5926${String(100000 + i)}`;

/**
 * PEOPLE subscribers opted in to WhatsApp, person i at i/10 miles from the alert's place (so
 * the nearest come first). Every 10th opted out of SMS and gave an e-mail address instead.
 */
async function seedPeople(h: Harness): Promise<Map<number, number>> {
  const indexOf = new Map<number, number>();
  for (let i = 1; i <= PEOPLE; i++) {
    const id = await insertSubscriber(h.db, {
      name: `Person ${i}`,
      phone: phoneOf(i),
      email: i % 10 === 0 ? `person${i}@example.gy` : null,
      whatsapp: true,
      ...north(GEORGETOWN, i / 10),
    });
    indexOf.set(id, i);
  }
  await h.db.execute(sql`update subscribers set sms_opt_out_date = now() where email is not null`);
  return indexOf;
}

const whatsAppSentTo = (h: Harness) =>
  h.twilio.messages.filter((m) => m.to.startsWith("whatsapp:")).map((m) => m.to.slice("whatsapp:".length));
const smsSentTo = (h: Harness) =>
  h.twilio.messages.filter((m) => !m.to.startsWith("whatsapp:")).map((m) => m.to);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

describe("WhatsApp within the account's 24-hour limit", () => {
  let h: Harness;
  beforeEach(async () => {
    h = await setUp();
  });
  afterEach(() => tearDown(h));

  it("an alert reaching 300 on a 250 tier: the 250 nearest get WhatsApp, the other 50 their next channel", async () => {
    await seedPeople(h);
    const alertId = await insertAlert(h.db, { name: "Aaliyah Persaud", age: 9, ...GEORGETOWN });
    await verify(h.db, alertId);
    const planned = await outboxRows(h.db, alertId);
    expect(planned.filter((r) => r.channel === "whatsapp")).toHaveLength(300);

    await h.dispatcher.runUntilIdle();

    // Exactly the 250 nearest got WhatsApp.
    expect(whatsAppSentTo(h).sort()).toEqual(range(1, 250).map(phoneOf).sort());
    const rows = await outboxRows(h.db, alertId);
    const cut = rows.filter((r) => r.channel === "whatsapp" && r.status === "cancelled");
    expect(cut).toHaveLength(50);
    expect(cut.every((r) => r.lastError === WHATSAPP_TIER_REASON)).toBe(true);
    // Each of the other 50 got its next channel, once: SMS, or e-mail for those who stopped SMS.
    const far = range(251, 300);
    expect(
      smsSentTo(h)
        .filter((p) => far.map(phoneOf).includes(p))
        .sort(),
    ).toEqual(
      far
        .filter((i) => i % 10 !== 0)
        .map(phoneOf)
        .sort(),
    );
    expect(
      h.smtp.mails.map((m) => m.to[0]).filter((to) => far.some((i) => to === `person${i}@example.gy`)),
    ).toEqual(far.filter((i) => i % 10 === 0).map((i) => `person${i}@example.gy`));
    // They already got those channels for this alert: nothing more was queued, nobody twice.
    expect(rows).toHaveLength(planned.length);
    expect(new Set(h.twilio.messages.map((m) => m.to)).size).toBe(h.twilio.messages.length);
    expect(h.problems.filter((p) => !p.startsWith("WhatsApp account's 24-hour limit reached"))).toEqual([]);

    // The dashboard: "WhatsApp: 250 of 250 people today".
    const cookie = await signInCookie(h.t.app, await createTestStaff(h.db, "admin"));
    const stats = await h.t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } });
    expect(stats.json().whatsApp).toEqual({ peopleToday: 250, limit: 250 });
  });

  it("queues the next channel in the cut's transaction when the person does not get it yet", async () => {
    // An admin relying on WhatsApp switched SMS off, then on again when warned of the limit.
    await saveNotificationSettings(h.db, { sendSMS: false });
    const indexOf = await seedPeople(h);
    const alertId = await insertAlert(h.db, { name: "Aaliyah Persaud", age: 9, ...GEORGETOWN });
    await verify(h.db, alertId);
    expect((await outboxRows(h.db, alertId)).filter((r) => r.channel === "sms")).toHaveLength(0);
    await saveNotificationSettings(h.db, { sendSMS: true });

    await h.dispatcher.runUntilIdle();

    expect(whatsAppSentTo(h).sort()).toEqual(range(1, 250).map(phoneOf).sort());
    const far = range(251, 300);
    // SMS only for the 45 cut people who can get it; the 5 who stopped SMS had e-mail already.
    expect(smsSentTo(h).sort()).toEqual(
      far
        .filter((i) => i % 10 !== 0)
        .map(phoneOf)
        .sort(),
    );
    const sms = (await outboxRows(h.db, alertId)).filter((r) => r.channel === "sms");
    expect(sms.every((r) => r.status === "sent" && indexOf.get(r.subscriberId)! > 250)).toBe(true);
    // Nearest first still holds for them: the fallback keeps the WhatsApp row's distance.
    const distances = sms.map((r) => r.recipientDistance!);
    expect(Math.min(...distances)).toBeGreaterThan(25);
  });

  it("a person messaged earlier that day takes no new place, and their next message waits 6 s", async () => {
    let now = new Date();
    const dispatcher = createDispatcher({
      database: h.t.database,
      config: h.t.app.ctx.config,
      now: () => now,
    });
    try {
      await saveNotificationSettings(h.db, { whatsAppTier: "250", sendSMS: false });
      const people = await Promise.all(
        [1, 2, 3].map((i) =>
          insertSubscriber(h.db, {
            name: `P${i}`,
            phone: phoneOf(i),
            whatsapp: true,
            ...north(GEORGETOWN, i),
          }),
        ),
      );
      const first = await insertAlert(h.db, { name: "First Case", age: 9, ...GEORGETOWN });
      const second = await insertAlert(h.db, { name: "Second Case", age: 12, ...GEORGETOWN });
      await verify(h.db, first);
      await verify(h.db, second);
      now = new Date(Date.now() + 1_000);

      await dispatcher.runUntilIdle();
      // One message each now; the second alert's waits for each person's pace.
      expect(whatsAppSentTo(h)).toHaveLength(3);
      const waiting = (await outboxRows(h.db, second)).filter((r) => r.channel === "whatsapp");
      expect(waiting.map((r) => r.status)).toEqual(["queued", "queued", "queued"]);
      expect(waiting.every((r) => r.attempts === 0)).toBe(true);
      const due = rowsOf<{ at: Date | string }>(
        await h.db.execute(sql`select min(next_attempt_at) as at from alert_notifications
          where alert_id = ${second} and notification_type = 'whatsapp'`),
      )[0]!.at;
      expect(new Date(due).getTime() - now.getTime()).toBeGreaterThanOrEqual(6_000);

      now = new Date(now.getTime() + 6_000);
      await dispatcher.runUntilIdle();
      expect(whatsAppSentTo(h)).toHaveLength(6);
      // Three people, however many messages.
      expect(await whatsAppPeopleInWindow(h.db, now)).toBe(3);
      expect(people).toHaveLength(3);
    } finally {
      await dispatcher.stop();
    }
  });
});

describe("planWhatsAppBatch", () => {
  const now = new Date("2026-05-05T12:00:00Z");
  const row = (id: number, subscriberId: number, extra: Partial<ClaimedRow> = {}) =>
    ({ id, subscriberId, uncertainSince: null, ...extra }) as ClaimedRow;

  it("fills the places left in send order and cuts the rest", () => {
    const plan = planWhatsAppBatch(
      [row(1, 10), row(2, 11), row(3, 12), row(4, 13)],
      { peopleInWindow: 8, lastMessageAt: new Map() },
      { limit: 10, now },
    );
    expect(plan.send.map((r) => r.id)).toEqual([1, 2]);
    expect(plan.cut.map((r) => r.id)).toEqual([3, 4]);
  });

  it("lets through people already messaged in the window when the limit is reached", () => {
    const plan = planWhatsAppBatch(
      [row(1, 10), row(2, 11)],
      { peopleInWindow: 10, lastMessageAt: new Map([[11, new Date(now.getTime() - 60_000)]]) },
      { limit: 10, now },
    );
    expect(plan.send.map((r) => r.id)).toEqual([2]);
    expect(plan.cut.map((r) => r.id)).toEqual([1]);
  });

  it("spaces one person's messages: after a recent one, one in flight, or an earlier one in the batch", () => {
    const plan = planWhatsAppBatch(
      [row(1, 10), row(2, 10), row(3, 11), row(4, 12), row(5, 10)],
      {
        peopleInWindow: 2,
        lastMessageAt: new Map<number, Date | null>([
          [11, new Date(now.getTime() - 2_000)],
          [12, null],
        ]),
      },
      { limit: null, now },
    );
    expect(plan.send.map((r) => r.id)).toEqual([1]);
    expect(plan.hold.map((h) => [h.row.id, h.until.getTime() - now.getTime()])).toEqual([
      [2, 6_000],
      [3, 4_000],
      [4, 6_000],
      [5, 12_000],
    ]);
    expect(plan.cut).toEqual([]);
  });

  it("never cuts or holds a row whose earlier attempt may have gone out", () => {
    const plan = planWhatsAppBatch(
      [row(1, 10, { uncertainSince: now }), row(2, 11)],
      { peopleInWindow: 10, lastMessageAt: new Map() },
      { limit: 10, now },
    );
    expect(plan.send.map((r) => r.id)).toEqual([1]);
    expect(plan.cut.map((r) => r.id)).toEqual([2]);
  });
});
