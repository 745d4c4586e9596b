// The nearest are sent to while the rest of their ring is still being queued: with the scheduler
// and the dispatcher running as a server runs them (the provider a real HTTP server), the first
// message reaches the provider before the ring's last batch is queued. On the embedded database
// each batch runs on the process's one thread; this holds only because the scheduler hands the
// thread over between batches. Every person still gets the alert once.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitUntilSettled } from "../../../test/fakes/notification-fixtures";
import { FakeTwilio } from "../../../test/fakes/twilio";
import {
  type AreaApp,
  addSubscriber,
  createAreaApp,
  northKm,
  outbox,
  report,
  STABROEK,
  schedulerFor,
  stepStates,
  verify,
} from "../../../test/helpers/area.test-helpers";
import { rowsOf } from "../../db/sql-result";
import { createDispatcher, type Dispatcher } from "../../notifications";
import type { AreaScheduler } from "./area.scheduler";

const BATCH_ROWS = 2;
/** Red on foot starts at 8 km: everyone here is in the first ring, a dozen batches of it. */
const PEOPLE = 24;
const kmOf = (i: number) => 0.25 + ((i * 7) % PEOPLE) * 0.3;

let a: AreaApp;
let twilio: FakeTwilio;
let dispatcher: Dispatcher;
let scheduler: AreaScheduler;

beforeAll(async () => {
  twilio = new FakeTwilio();
  await twilio.start();
  a = await createAreaApp(new Date("2026-06-02T15:00:00Z"), {
    SCHEDULER_BATCH_ROWS: String(BATCH_ROWS),
    NOTIFY_SMS_PER_SECOND: "0",
    ...twilio.env(),
  });
  // Written out of distance order, so the order of the rows can only come from the distances.
  for (let i = 0; i < PEOPLE; i++)
    await addSubscriber(a.db, { name: `At ${kmOf(i)} km`, home: northKm(STABROEK, kmOf(i)) });
  const ctx = a.t.app.ctx;
  dispatcher = createDispatcher({
    database: a.t.database,
    config: ctx.config,
    events: ctx.events,
    now: ctx.now,
  });
  scheduler = schedulerFor(a);
});
afterAll(async () => {
  await scheduler.stop();
  await dispatcher.stop();
  await a.close();
  await twilio.stop();
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met within a minute");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("a ring queued in batches while the dispatcher runs", () => {
  it("sends its nearest before the last batch is queued, everyone once", async () => {
    // How many messages the provider had received when each batch of the ring committed.
    const receivedAtBatch: Array<{ queued: number; received: number }> = [];
    a.t.app.ctx.events.on("alert.area_changed", ({ queued }) =>
      receivedAtBatch.push({ queued, received: twilio.messages.length }),
    );
    dispatcher.start();
    scheduler.start();
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 1 });
    await verify(a, id, { level: "red", travelMode: "foot" });
    await until(async () => (await stepStates(a.db, id))[0]?.status === "done");
    await waitUntilSettled(a.db);

    const rows = await outbox(a.db, id);
    expect(rows).toHaveLength(PEOPLE);
    expect(rows.every((r) => r.seq === 1 && r.status === "sent")).toBe(true);
    const batches = receivedAtBatch.filter((b) => b.queued > 0);
    // Verification queued the first batch; the scheduler the others, one transaction each.
    expect(batches).toHaveLength(PEOPLE / BATCH_ROWS - 1);
    expect(batches.at(-1)!.received).toBeGreaterThan(0);

    // Whoever got the first message was queued before the last batch: nearer than all of it.
    const phones = new Map(
      rowsOf<{ id: number; phone: string }>(await a.db.execute(sql`select id, phone from subscribers`)).map(
        (s) => [s.phone, s.id],
      ),
    );
    const distanceOf = new Map(rows.map((r) => [r.subscriberId, r.recipientDistance!]));
    const first = distanceOf.get(phones.get(twilio.messages[0]!.to)!)!;
    const lastBatch = rows.slice(-BATCH_ROWS).map((r) => r.recipientDistance!);
    expect(first).toBeLessThan(Math.min(...lastBatch));
    // Each person once, in the end.
    expect(new Set(twilio.messages.map((m) => m.to)).size).toBe(PEOPLE);
    expect(twilio.messages).toHaveLength(PEOPLE);
  });
});
