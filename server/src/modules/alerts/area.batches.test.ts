// A ring larger than a batch goes out in several batches, nearest first, each its own
// transaction: verification queues the nearest, the scheduler goes on with the rest right after,
// and the batch that finds nobody left marks the step done. Every recipient is queued once, and a
// restart between two batches loses none and repeats none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AreaApp,
  type AreaRow,
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
import { listDueSteps } from "./area.repo";
import { runDueStep } from "./area.service";

const BATCH_ROWS = 3;
let a: AreaApp;
/** Red on foot starts at 8 km: eight people inside, one without a place, five in the 16 km ring. */
const startRingKm = [6, 0.5, 7, 3, 1, 5, 2, 4];
const secondRingKm = [14, 10, 13, 11, 12];
const ids: Record<string, number> = {};

beforeAll(async () => {
  a = await createAreaApp(new Date("2026-06-02T15:00:00Z"), { SCHEDULER_BATCH_ROWS: String(BATCH_ROWS) });
  // Written out of distance order, so the order of the rows can only come from the distances.
  for (const km of [...startRingKm, ...secondRingKm])
    ids[km] = await addSubscriber(a.db, { name: `At ${km} km`, home: northKm(STABROEK, km) });
  ids.unplaced = await addSubscriber(a.db, { name: "No place given" });
});
afterAll(() => a.close());

/** One person per SMS row: the subscribers gave a phone only. */
const subscribersOf = (rows: AreaRow[]) => rows.map((r) => r.subscriberId);
const idsAt = (kms: number[]) => [...kms].sort((x, y) => x - y).map((km) => ids[km]);

/** One batch of the step due now, as one scheduler's round would run it, then that instance stops. */
async function oneBatch(): Promise<void> {
  const [candidate] = await listDueSteps(a.db, a.clock.now, 1);
  expect(candidate).toBeDefined();
  const outcome = await runDueStep(a.t.app.ctx, candidate!, a.clock.now);
  expect(outcome).toMatchObject({ kind: "ran", queued: BATCH_ROWS, complete: false });
}

describe("a ring larger than a batch", () => {
  it("is queued in batches, nearest first, each person once, across a restart between batches", async () => {
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 1 });
    await verify(a, id, { level: "red", travelMode: "foot" });

    // Verification queued the nearest three; the start step is begun, not done.
    expect(subscribersOf(await outbox(a.db, id))).toEqual(idsAt([0.5, 1, 2]));
    expect((await stepStates(a.db, id))[0]).toMatchObject({ kind: "start", status: "scheduled" });
    expect((await stepStates(a.db, id))[0]!.ranAt).not.toBeNull();

    // One instance queues the next batch and goes away; another finishes the ring.
    await oneBatch();
    expect(subscribersOf(await outbox(a.db, id))).toEqual(idsAt([0.5, 1, 2, 3, 4, 5]));
    const restarted = schedulerFor(a);
    expect(await restarted.runDue()).toBe(1);
    expect(await restarted.runDue()).toBe(0);
    await restarted.stop();

    const start = await outbox(a.db, id);
    // Nearest first across the batches, the person without a place last, all in the first ring.
    expect(subscribersOf(start)).toEqual([...idsAt(startRingKm), ids.unplaced]);
    expect(start.every((r) => r.seq === 1 && r.channel === "sms")).toBe(true);
    const states = await stepStates(a.db, id);
    expect(states.map((s) => [s.kind, s.status])).toEqual([
      ["start", "done"],
      ["scheduled", "scheduled"],
      ["scheduled", "scheduled"],
      ["scheduled", "scheduled"],
      ["scheduled", "scheduled"],
    ]);

    // The next ring, due at 30 minutes, also goes out in batches and reaches only the newly inside.
    a.clock.advance(29);
    const scheduler = schedulerFor(a);
    expect(await scheduler.runDue()).toBe(1);
    await scheduler.stop();
    const rows = await outbox(a.db, id);
    expect(subscribersOf(rows)).toEqual([...idsAt(startRingKm), ids.unplaced, ...idsAt(secondRingKm)]);
    expect(rows.filter((r) => r.seq === 2).map((r) => r.subscriberId)).toEqual(idsAt(secondRingKm));
    // Nobody twice on one channel.
    expect(new Set(rows.map((r) => `${r.subscriberId}/${r.channel}`)).size).toBe(rows.length);
    expect((await stepStates(a.db, id)).map((s) => s.status).slice(0, 2)).toEqual(["done", "done"]);
  });

  it("finishes a ring before the next one due begins, so each ring's people are its own", async () => {
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 1 });
    await verify(a, id, { level: "red", travelMode: "foot" });
    // No instance ran while the start ring had people left; meanwhile the next ring fell due.
    a.clock.advance(29);
    const scheduler = schedulerFor(a);
    expect(await scheduler.runDue()).toBe(2);
    await scheduler.stop();
    const rows = await outbox(a.db, id);
    // The wider ring began only once the first was done: it did not take the first ring's people.
    expect(rows.filter((r) => r.seq === 1).map((r) => r.subscriberId)).toEqual([
      ...idsAt(startRingKm),
      ids.unplaced,
    ]);
    expect(rows.filter((r) => r.seq === 2).map((r) => r.subscriberId)).toEqual(idsAt(secondRingKm));
  });
});
