// Provider chaos: 30% of calls to the providers fail (Twilio answers 429 or 500, sometimes a
// 500 after it did create the message; the mail server answers 451). Every message must
// still go out, exactly once per SMS/WhatsApp recipient, and no channel may ever exceed its
// rate limit, measured from the arrival times the fakes recorded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertAlert,
  insertManySubscribers,
  markVerified,
  statusCounts,
  waitUntilSettled,
} from "../../test/fakes/notification-fixtures";
import { FakeSmtp } from "../../test/fakes/smtp";
import { type FakeOutcome, FakeTwilio, maxInWindow } from "../../test/fakes/twilio";
import { createTestApp, type TestApp } from "../../test/harness";
import { createDispatcher, type Dispatcher, planDistribution } from ".";

const RATE = 20; // messages per second, per channel
const SUBSCRIBERS = 100;
const WHATSAPP_EVERY = 2;
const EMAIL_EVERY = 2;
const FAILURE_RATE = 0.3;

/** A small seeded generator, so a failing run can be repeated exactly. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("provider chaos", () => {
  let t: TestApp;
  let twilio: FakeTwilio;
  let smtp: FakeSmtp;
  let dispatcher: Dispatcher;
  const random = seeded(7);
  const failures: FakeOutcome[] = [429, 500, "500-after-create"];

  beforeAll(async () => {
    twilio = new FakeTwilio({
      decide: () => (random() < FAILURE_RATE ? failures[Math.floor(random() * failures.length)]! : "ok"),
    });
    await twilio.start();
    smtp = new FakeSmtp({ decide: () => (random() < FAILURE_RATE ? 451 : null) });
    await smtp.start();
    t = await createTestApp({
      env: {
        ...twilio.env(),
        ...smtp.env(),
        PUBLIC_URL: "https://alerts.example.gy",
        NOTIFY_SMS_PER_SECOND: String(RATE),
        NOTIFY_WHATSAPP_PER_SECOND: String(RATE),
        NOTIFY_EMAIL_PER_SECOND: String(RATE),
        DISPATCH_RETRY_BASE_SECONDS: "0.02",
        DISPATCH_RETRY_MAX_SECONDS: "0.2",
        DISPATCH_MAX_ATTEMPTS: "25",
        DISPATCH_POLL_SECONDS: "0.05",
        PROVIDER_TIMEOUT_SECONDS: "5",
        DISPATCH_LEASE_SECONDS: "30",
      },
    });
    dispatcher = createDispatcher({ database: t.database, config: t.app.ctx.config, events: t.events });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.close();
    await twilio.stop();
    await smtp.stop();
  });

  it("sends 100% of messages with 30% of provider calls failing, never above the rate limit", async () => {
    const db = t.database.db;
    await insertManySubscribers(db, SUBSCRIBERS, { whatsappEvery: WHATSAPP_EVERY, emailEvery: EMAIL_EVERY });
    const alertId = await insertAlert(db, { name: "Chaos Child", age: 11 });
    const total = SUBSCRIBERS + SUBSCRIBERS / WHATSAPP_EVERY + SUBSCRIBERS / EMAIL_EVERY;
    const plan = await db.transaction(async (tx) => {
      const now = new Date();
      await markVerified(tx, alertId, now);
      return planDistribution(tx, alertId, now);
    });
    expect(plan.queued).toBe(total);

    dispatcher.start();
    t.events.emit("notifications.queued", { alertId, count: plan.queued });
    await waitUntilSettled(db, 120_000);
    expect(await statusCounts(db)).toEqual({ sent: total });

    // Chaos really happened, on every channel.
    const smsPosts = twilio.postsTo((to) => !to.startsWith("whatsapp:"));
    const waPosts = twilio.postsTo((to) => to.startsWith("whatsapp:"));
    const failed = (posts: typeof smsPosts) => posts.filter((p) => p.outcome !== "ok").length;
    expect(failed(smsPosts)).toBeGreaterThan(smsPosts.length * 0.15);
    expect(failed(waPosts)).toBeGreaterThan(0);
    expect(smtp.attempts.filter((a) => a.refusedWith !== null).length).toBeGreaterThan(0);

    // Everything arrived, once per recipient and channel (a 500 after creation was looked up, not resent).
    const perRecipient = new Map<string, number>();
    for (const m of twilio.messages) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
    expect(perRecipient.size).toBe(SUBSCRIBERS + SUBSCRIBERS / WHATSAPP_EVERY);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(smtp.mails.map((m) => m.to[0])).size).toBe(SUBSCRIBERS / EMAIL_EVERY);
    expect(smtp.mails).toHaveLength(SUBSCRIBERS / EMAIL_EVERY);

    // The rate limit, measured at the providers over every one-second window, attempts included.
    const busiest = {
      sms: maxInWindow(
        smsPosts.map((p) => p.receivedAt),
        1000,
      ),
      whatsapp: maxInWindow(
        waPosts.map((p) => p.receivedAt),
        1000,
      ),
      email: maxInWindow(
        smtp.attempts.map((a) => a.receivedAt),
        1000,
      ),
    };
    console.info(
      `chaos: ${smsPosts.length} SMS, ${waPosts.length} WhatsApp and ${smtp.attempts.length} e-mail attempts for ${total} messages; ` +
        `busiest second: ${JSON.stringify(busiest)} (limit ${RATE}/s per channel)`,
    );
    expect(busiest.sms).toBeLessThanOrEqual(RATE);
    expect(busiest.whatsapp).toBeLessThanOrEqual(RATE);
    expect(busiest.email).toBeLessThanOrEqual(RATE);
  }, 180_000);
});
