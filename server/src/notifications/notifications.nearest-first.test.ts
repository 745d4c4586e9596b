// Nearest first (decision 012): under a rate limit, an alert's messages leave in order of the
// recipient's distance from the last known place, on every channel; a high-priority alert's
// go before another alert's; a retry keeps its place among the rows that are due.
//
// The rate limiters run on controllable clocks, one per channel: each wait moves the clock on by
// the time asked and lasts a tenth of that in real time, so 1,000 messages at 50/s take ~2 s
// instead of 22 s, with the same pacing arithmetic and the sends still spaced out in real time.

import type { NotificationChannel } from "@shared/notifications";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backdateSentMessages, insertAlert } from "../../test/fakes/notification-fixtures";
import { maxInWindow } from "../../test/fakes/twilio";
import {
  GEORGETOWN,
  type Harness,
  setUp,
  tearDown,
  verify,
} from "../../test/helpers/notifications.test-helpers";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-result";
import { createDispatcher, type Dispatcher } from ".";
import { claimDue } from "./outbox.repo";

const RATE = 50;
const RECIPIENTS = 1000;
const WHATSAPP_EVERY = 4;
/** Real time is this many times faster than the limiters' clock. */
const SPEEDUP = 5;

/**
 * Recipient g (1..1000) lives this many miles from the alert (a shuffle of 0.5 .. 40.46), due
 * north when g is even and due south when odd: neither ids nor latitudes follow the distance.
 */
const milesOf = (g: number) => 0.5 + ((g * 389) % RECIPIENTS) * 0.04;
const phoneOf = (g: number) => `+5928${String(g).padStart(6, "0")}`;

class ControllableClock {
  ms = 0;
  readonly clock = () => this.ms;
  readonly sleep = async (ms: number, signal?: AbortSignal) => {
    if (signal?.aborted) throw signal.reason ?? new Error("aborted");
    this.ms += ms;
    await new Promise((r) => setTimeout(r, Math.max(1, ms / SPEEDUP)));
  };
}

/** 1,000 subscribers in one statement, at the known distances. */
async function insertRecipients(db: Db): Promise<void> {
  await db.execute(sql`
    insert into subscribers (name, phone, latitude, longitude, location, whatsapp_enabled,
                             whatsapp_status, unsubscribe_token)
    select 'Near ' || g, '+5928' || lpad(g::text, 6, '0'),
           ${GEORGETOWN.latitude}::float8
             + (case when g % 2 = 0 then 1 else -1 end) * (0.5 + ((g * 389) % ${RECIPIENTS}) * 0.04) / 69.05,
           ${GEORGETOWN.longitude}::float8, 'Georgetown, Guyana',
           g % ${WHATSAPP_EVERY} = 0,
           case when g % ${WHATSAPP_EVERY} = 0 then 'opted_in' else 'not_opted_in' end,
           'near-' || g
    from generate_series(1, ${RECIPIENTS}) g`);
}

/** Only the first `count` recipients (by number, not by distance) stay subscribed. */
async function keepActive(db: Db, count: number): Promise<void> {
  await db.execute(sql`update subscribers set is_active = (substr(phone, 6)::int <= ${count})`);
}

const milesByPhone = new Map(Array.from({ length: RECIPIENTS }, (_, i) => [phoneOf(i + 1), milesOf(i + 1)]));
const milesTo = (to: string) => {
  const miles = milesByPhone.get(to.replace(/^whatsapp:/, ""));
  if (miles === undefined) throw new Error(`a message to an unknown number ${to}`);
  return miles;
};
const isNonDecreasing = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe("nearest first under a rate limit", () => {
  let h: Harness;
  let clocks: Record<NotificationChannel, ControllableClock>;
  let dispatcher: Dispatcher;
  /** The limiters' clock when each message POST reached the fake provider. */
  let arrivals: Array<{ to: string; at: number }>;

  beforeAll(async () => {
    h = await setUp({
      NOTIFY_SMS_PER_SECOND: String(RATE),
      NOTIFY_WHATSAPP_PER_SECOND: String(RATE),
    });
    clocks = {
      sms: new ControllableClock(),
      whatsapp: new ControllableClock(),
      email: new ControllableClock(),
      push: new ControllableClock(),
    };
    dispatcher = createDispatcher({
      database: h.t.database,
      config: h.t.app.ctx.config,
      pace: (channel) => clocks[channel],
    });
    await insertRecipients(h.db);
    // Open the provider connections first, as in a server that has sent before: requests that
    // still wait for a new connection can be overtaken by the next one on an open connection,
    // a matter of the HTTP client, not of the order in which the dispatcher sends. Each channel
    // has its own connections (its own transport), so both are opened.
    const warmUp = (channel: "sms" | "whatsapp", i: number) =>
      dispatcher.transports[channel].send(
        {
          notificationId: 0,
          channel,
          kind: "alert",
          to: "+5920000000",
          message: { channel: "sms", text: "warm-up" },
          messageKey: `warm-up-${channel}-${i}`,
        },
        { gate: async () => {} },
      );
    await Promise.all(
      (["sms", "whatsapp"] as const).flatMap((channel) =>
        Array.from({ length: 32 }, (_, i) => warmUp(channel, i)),
      ),
    );
  });
  afterAll(async () => {
    await dispatcher.stop();
    await tearDown(h);
  });

  const resetProvider = (fail: (to: string, attempt: number) => boolean = () => false) => {
    h.twilio.messages.length = 0;
    h.twilio.requests.length = 0;
    arrivals = [];
    const attempts = new Map<string, number>();
    h.twilio.decide = ({ to }) => {
      arrivals.push({ to, at: clocks[to.startsWith("whatsapp:") ? "whatsapp" : "sms"].clock() });
      const n = (attempts.get(to) ?? 0) + 1;
      attempts.set(to, n);
      return fail(to, n) ? 429 : "ok";
    };
  };

  it("sends 1,000 recipients' SMS and WhatsApp in non-decreasing distance, never above 50/s", async () => {
    resetProvider();
    const alertId = await insertAlert(h.db, { name: "Nearest Child", age: 12, ...GEORGETOWN });
    const plan = await verify(h.db, alertId);
    expect(plan.highPriority).toBe(false);
    expect(plan.queued).toBe(RECIPIENTS + RECIPIENTS / WHATSAPP_EVERY);

    const started = clocks.sms.clock();
    await dispatcher.runUntilIdle();
    const sms = h.twilio.messages.filter((m) => !m.to.startsWith("whatsapp:"));
    const whatsapp = h.twilio.messages.filter((m) => m.to.startsWith("whatsapp:"));
    expect(sms).toHaveLength(RECIPIENTS);
    expect(whatsapp).toHaveLength(RECIPIENTS / WHATSAPP_EVERY);
    expect(new Set(sms.map((m) => m.to)).size).toBe(RECIPIENTS);

    // In the order the provider received them, each channel's distances never go down.
    const smsMiles = sms.map((m) => milesTo(m.to));
    expect(isNonDecreasing(smsMiles)).toBe(true);
    expect(isNonDecreasing(whatsapp.map((m) => milesTo(m.to)))).toBe(true);
    expect(smsMiles[0]).toBe(0.5);
    // Recipients were inserted in another order: the ids alone would not give this one.
    expect(isNonDecreasing(sms.map((m) => Number(m.to.slice(5))))).toBe(false);

    // The limit held, in each channel's limiter time.
    const busiest = (whatsappToo: boolean) =>
      maxInWindow(
        arrivals.filter((a) => a.to.startsWith("whatsapp:") === whatsappToo).map((a) => a.at),
        1000,
      );
    expect(busiest(false)).toBeLessThanOrEqual(RATE);
    expect(busiest(true)).toBeLessThanOrEqual(RATE);
    const seconds = (clocks.sms.clock() - started) / 1000;
    expect(seconds).toBeGreaterThanOrEqual((RECIPIENTS - 1) / RATE);
    console.info(
      `nearest first: ${RECIPIENTS} SMS + ${whatsapp.length} WhatsApp in ${seconds.toFixed(1)} s of limiter time at ${RATE}/s`,
    );
  }, 120_000);

  it("sends a high-priority alert's messages before those of an alert verified earlier", async () => {
    await keepActive(h.db, 200);
    // WhatsApp's per-person pace must hold none of this test's messages behind the earlier tests'.
    await backdateSentMessages(h.db, "every alert", 60);
    resetProvider();
    const normal = await insertAlert(h.db, { name: "Older Normal", age: 12, ...GEORGETOWN });
    const urgent = await insertAlert(h.db, { name: "Younger Urgent", age: 4, ...GEORGETOWN });
    expect((await verify(h.db, normal)).highPriority).toBe(false);
    expect((await verify(h.db, urgent)).highPriority).toBe(true);
    await dispatcher.runUntilIdle();

    for (const channel of ["sms", "whatsapp"] as const) {
      const sent = h.twilio.messages.filter((m) => m.to.startsWith("whatsapp:") === (channel === "whatsapp"));
      const alertOf = sent.map((m) => (m.body.includes("Younger Urgent") ? "urgent" : "normal"));
      const urgentCount = alertOf.filter((a) => a === "urgent").length;
      expect(urgentCount).toBe(channel === "sms" ? 200 : 50);
      expect(alertOf).toEqual([
        ...Array(urgentCount).fill("urgent"),
        ...Array(sent.length - urgentCount).fill("normal"),
      ]);
      expect(isNonDecreasing(sent.slice(0, urgentCount).map((m) => milesTo(m.to)))).toBe(true);
      expect(isNonDecreasing(sent.slice(urgentCount).map((m) => milesTo(m.to)))).toBe(true);
    }
  }, 60_000);

  it("sends a retried message before every farther first attempt claimed once it is due again", async () => {
    await keepActive(h.db, 300);
    const phones = Array.from({ length: 300 }, (_, i) => phoneOf(i + 1));
    const byDistance = [...phones].sort((a, b) => milesTo(a) - milesTo(b));
    const failing = new Set(byDistance.slice(0, 10));
    // The ten nearest numbers' first attempts are refused (429, retried after 10-50 ms).
    resetProvider((to, attempt) => failing.has(to) && attempt === 1);
    const alertId = await insertAlert(h.db, { name: "Retry Order", age: 12, ...GEORGETOWN });
    await verify(h.db, alertId);
    await dispatcher.runUntilIdle();

    const smsPosts = h.twilio.requests.filter((r) => r.method === "POST" && !r.to!.startsWith("whatsapp:"));
    expect(smsPosts.slice(0, 10).map((r) => r.outcome)).toEqual(Array(10).fill(429));
    const sent = h.twilio.messages.filter((m) => !m.to.startsWith("whatsapp:")).map((m) => m.to);
    expect(sent).toHaveLength(300);
    // The first claim (the 2 s window: 90 messages at 45/s) went out before the retries were
    // due; the retries lead the next claim, ahead of every farther first attempt, in order.
    const firstClaim = dispatcher.batchLimit("sms");
    expect(firstClaim).toBe(90);
    expect(sent).toEqual([
      ...byDistance.slice(10, firstClaim),
      ...byDistance.slice(0, 10),
      ...byDistance.slice(firstClaim),
    ]);
  }, 60_000);
});

describe("the claim order", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setUp();
  });
  afterAll(() => tearDown(h));

  it("claims due rows most urgent first, then nearest, whatever their due time; not-yet-due rows wait", async () => {
    const { db } = h;
    const t0 = new Date("2026-01-01T12:00:00Z");
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000).toISOString();
    const alertId = await insertAlert(db, { name: "Claim Order", age: 12, ...GEORGETOWN });
    // name, urgency, distance, due, attempts so far
    const plan: Array<[string, number, number | null, number, number]> = [
      ["far first attempt", 1, 9, 0, 0],
      ["near retry, due at 5 s", 1, 1, 5, 1],
      ["no coordinates", 1, null, 0, 0],
      ["follow-up, nearest of all", 0, 0.1, 0, 0],
      ["middle first attempt", 1, 4, 0, 0],
      ["retry due later, at 60 s", 1, 0.5, 60, 1],
      ["high-priority, farthest", 2, 30, 4, 0],
    ];
    const ids = new Map<number, string>();
    for (const [i, [name, urgency, distance, due, attempts]] of plan.entries()) {
      const [s] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into subscribers (name, phone, unsubscribe_token)
          values (${name}, ${`+59285000${i}`}, ${`claim-${i}`}) returning id`),
      );
      const [row] = rowsOf<{ id: number }>(
        await db.execute(sql`insert into alert_notifications
          (alert_id, subscriber_id, notification_type, kind, status, recipient_distance, urgency,
           attempts, next_attempt_at, created_at)
          values (${alertId}, ${s!.id}, 'sms', ${urgency === 0 ? "resolved" : "alert"}, 'queued', ${distance},
                  ${urgency}, ${attempts}, ${at(due)}::timestamptz, ${at(due)}::timestamptz)
          returning id`),
      );
      ids.set(row!.id, name);
    }
    const claim = (seconds: number, limit: number) =>
      claimDue(db, {
        channel: "sms",
        now: new Date(at(seconds)),
        leaseUntil: new Date(at(seconds + 120)),
        limit,
      }).then((rows) => rows.map((r) => ids.get(r.id)));

    // At 5 s, two instances claim at the same time: disjoint batches, together the first four,
    // each in send order.
    const order = [
      "high-priority, farthest",
      "near retry, due at 5 s",
      "middle first attempt",
      "far first attempt",
    ];
    const [a, b] = await Promise.all([claim(5, 2), claim(5, 2)]);
    expect([...a, ...b].sort()).toEqual([...order].sort());
    for (const batch of [a, b]) {
      const ranks = batch.map((name) => order.indexOf(name!));
      expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
    }
    // Then the row without a distance, then the follow-up; the later retry is not due yet.
    expect(await claim(5, 10)).toEqual(["no coordinates", "follow-up, nearest of all"]);
    expect(await claim(59, 10)).toEqual([]);
    expect(await claim(60, 10)).toEqual(["retry due later, at 60 s"]);
  });
});
