// Provider chaos: 30% of calls to the providers fail (Twilio answers 429 or 500, sometimes a
// 500 after it did create the message; the mail server answers 451). Every message must
// still go out, exactly once per SMS/WhatsApp recipient, and no channel may ever exceed its
// rate limit, measured from the arrival times the providers recorded in their own process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChaosProviders } from "../../test/fakes/chaos-providers";
import {
  insertAlert,
  insertManySubscribers,
  statusCounts,
  verifyAndQueue,
  waitUntilSettled,
} from "../../test/fakes/notification-fixtures";
import { maxInWindow } from "../../test/fakes/twilio";
import { createTestApp, type TestApp } from "../../test/harness";
import { createDispatcher, type Dispatcher } from ".";

const RATE = 20; // messages per second, per channel
const SUBSCRIBERS = 100;
const WHATSAPP_EVERY = 2;
const EMAIL_EVERY = 2;
const FAILURE_RATE = 0.3;

describe("provider chaos", () => {
  let t: TestApp;
  let providers: ChaosProviders;
  let dispatcher: Dispatcher;

  beforeAll(async () => {
    providers = new ChaosProviders();
    await providers.start({ failureRate: FAILURE_RATE, seed: 7 });
    t = await createTestApp({
      env: {
        ...providers.env,
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
    await providers.stop();
  });

  it("sends 100% of messages with 30% of provider calls failing, never above the rate limit", async () => {
    const db = t.database.db;
    await insertManySubscribers(db, SUBSCRIBERS, { whatsappEvery: WHATSAPP_EVERY, emailEvery: EMAIL_EVERY });
    const alertId = await insertAlert(db, { name: "Chaos Child", age: 11 });
    const total = SUBSCRIBERS + SUBSCRIBERS / WHATSAPP_EVERY + SUBSCRIBERS / EMAIL_EVERY;
    const plan = await db.transaction(async (tx) => {
      const now = new Date();
      return verifyAndQueue(tx, alertId, now);
    });
    expect(plan.queued).toBe(total);

    dispatcher.start();
    t.events.emit("notifications.queued", { alertId, count: plan.queued });
    await waitUntilSettled(db, 120_000);
    expect(await statusCounts(db)).toEqual({ sent: total });

    const { posts, messages, mailAttempts, mails } = await providers.report();

    // Chaos really happened, on every channel.
    const smsPosts = posts.filter((p) => !p.to.startsWith("whatsapp:"));
    const waPosts = posts.filter((p) => p.to.startsWith("whatsapp:"));
    const failed = (list: typeof posts) => list.filter((p) => p.outcome !== "ok").length;
    expect(failed(smsPosts)).toBeGreaterThan(smsPosts.length * 0.15);
    expect(failed(waPosts)).toBeGreaterThan(0);
    expect(mailAttempts.filter((a) => a.refusedWith !== null).length).toBeGreaterThan(0);

    // Everything arrived, once per recipient and channel (a 500 after creation was looked up, not resent).
    const perRecipient = new Map<string, number>();
    for (const m of messages) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
    expect(perRecipient.size).toBe(SUBSCRIBERS + SUBSCRIBERS / WHATSAPP_EVERY);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(SUBSCRIBERS / EMAIL_EVERY);
    expect(mails).toHaveLength(SUBSCRIBERS / EMAIL_EVERY);

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
        mailAttempts.map((a) => a.receivedAt),
        1000,
      ),
    };
    console.info(
      `chaos: ${smsPosts.length} SMS, ${waPosts.length} WhatsApp and ${mailAttempts.length} e-mail attempts for ${total} messages; ` +
        `busiest second: ${JSON.stringify(busiest)} (limit ${RATE}/s per channel)`,
    );
    expect(busiest.sms).toBeLessThanOrEqual(RATE);
    expect(busiest.whatsapp).toBeLessThanOrEqual(RATE);
    expect(busiest.email).toBeLessThanOrEqual(RATE);
  }, 180_000);
});
