// The search area's scheduler on a controllable clock: steps are database rows claimed once, so
// a restart between two steps loses none and repeats none, two instances run each step once,
// a paused area waits, and a closed case's steps are cancelled.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AreaApp,
  addSubscriber,
  createAreaApp,
  northKm,
  outbox,
  reachedByRing,
  report,
  STABROEK,
  schedulerFor,
  stepStates,
  verify,
} from "../../../test/helpers/area.test-helpers";
import { rowsOf } from "../../db/sql-result";

let a: AreaApp;
const subscribersAt: Record<number, number> = {};

beforeAll(async () => {
  a = await createAreaApp(new Date("2026-04-06T15:00:00Z"));
  // Red on foot grows 8, 16, 32, 64 and 128 km: one person inside each ring.
  for (const km of [5, 12, 20, 40, 70])
    subscribersAt[km] = await addSubscriber(a.db, {
      name: `At ${km} km`,
      home: northKm(STABROEK, km),
      email: true,
    });
});
afterAll(() => a.close());

/** A Red case on foot, last seen a minute ago by the app's clock, verified now. */
async function redCase(): Promise<number> {
  await a.renewStaff();
  const id = await report(a, { age: 9, lastSeenMinutesAgo: 1 });
  await verify(a, id, { level: "red", travelMode: "foot" });
  return id;
}

const rowCount = async (alertId: number) => (await outbox(a.db, alertId)).length;

/** Every earlier case grows to its end, so a test counts only its own steps. */
async function settleEarlierCases() {
  a.clock.advance(600);
  const scheduler = schedulerFor(a);
  while ((await scheduler.runDue()) > 0);
  await scheduler.stop();
}

describe("the scheduler", () => {
  it("loses none and repeats none across a restart between two steps", async () => {
    const id = await redCase();
    const first = schedulerFor(a);
    a.clock.advance(29);
    expect(await first.runDue()).toBe(1);
    await first.stop();
    const afterFirst = await rowCount(id);

    // Nothing runs while no instance is up; two steps fall due meanwhile.
    a.clock.advance(90);
    const second = schedulerFor(a);
    expect(await second.runDue()).toBe(2);
    expect(await second.runDue()).toBe(0);
    expect(await reachedByRing(a.db, id)).toEqual({
      1: [subscribersAt[5]],
      2: [subscribersAt[12]],
      3: [subscribersAt[20]],
      4: [subscribersAt[40]],
    });
    // Two channels per person (SMS, e-mail), each queued once.
    expect(await rowCount(id)).toBe(afterFirst + 4);
    const steps = await stepStates(a.db, id);
    expect(steps.map((s) => s.status)).toEqual(["done", "done", "done", "done", "scheduled"]);
    await second.stop();
  });

  it("two instances on one database run each step once", async () => {
    await settleEarlierCases();
    const ids = [await redCase(), await redCase(), await redCase()];
    a.clock.advance(61); // rings 2 and 3 of each case are due: six steps
    const one = schedulerFor(a);
    const two = schedulerFor(a);
    const ran = await Promise.all([one.runDue(), two.runDue(), one.runDue(), two.runDue()]);
    expect(ran.reduce((x, y) => x + y, 0)).toBe(6);
    for (const id of ids) {
      expect((await stepStates(a.db, id)).map((s) => s.status)).toEqual([
        "done",
        "done",
        "done",
        "scheduled",
        "scheduled",
      ]);
      const keys = (await outbox(a.db, id)).map((r) => `${r.subscriberId}:${r.channel}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).toHaveLength(6);
    }
    await Promise.all([one.stop(), two.stop()]);
  });

  it("leaves a paused area's steps until it is resumed, then runs the overdue ones", async () => {
    await settleEarlierCases();
    const id = await redCase();
    const pause = await a.t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/search-area/pause`,
      headers: a.staff.moderator,
    });
    expect(pause.statusCode, pause.body).toBe(200);
    expect(pause.json()).toMatchObject({ state: "paused", nextStepAt: null });
    const scheduler = schedulerFor(a);
    a.clock.advance(61);
    expect(await scheduler.runDue()).toBe(0);
    const resume = await a.t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/search-area/resume`,
      headers: a.staff.moderator,
    });
    expect(resume.statusCode, resume.body).toBe(200);
    expect(await scheduler.runDue()).toBe(2);
    expect(Object.keys(await reachedByRing(a.db, id))).toEqual(["1", "2", "3"]);
    await scheduler.stop();
  });

  it("cancels a closed case's steps, and a closed case runs none", async () => {
    await settleEarlierCases();
    const id = await redCase();
    const close = await a.t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/close`,
      headers: a.staff.moderator,
      payload: { outcome: "found_safe" },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect((await stepStates(a.db, id)).map((s) => s.status)).toEqual([
      "done",
      "cancelled",
      "cancelled",
      "cancelled",
      "cancelled",
    ]);
    const scheduler = schedulerFor(a);
    a.clock.advance(300);
    expect(await scheduler.runDue()).toBe(0);
    const [state] = rowsOf<{ areaState: string }>(
      await a.db.execute(sql`select area_state as "areaState" from alerts where id = ${id}`),
    );
    expect(state!.areaState).toBe("stopped");
    await scheduler.stop();
  });
});

describe("the scheduler in the app (SCHEDULER_ENABLED)", () => {
  it("wakes on its own and runs a step once it is due", async () => {
    const app = await createAreaApp(new Date("2026-04-07T15:00:00Z"), { SCHEDULER_POLL_SECONDS: "0.05" });
    try {
      const near = await addSubscriber(app.db, { name: "Twelve", home: northKm(STABROEK, 12) });
      const { buildApp } = await import("../../app");
      // A second app on the same database stands for a running server with its scheduler on.
      const server = await buildApp({
        config: app.t.app.ctx.config,
        database: app.t.database,
        now: () => app.clock.now,
        clientDir: "/nonexistent-client-dir",
        logger: false,
        scheduler: true,
      });
      await server.ready();
      try {
        const id = await report(app, { age: 9, lastSeenMinutesAgo: 1 });
        await verify(app, id, { level: "red", travelMode: "foot" });
        app.clock.advance(30);
        const deadline = Date.now() + 10_000;
        while (!(await outbox(app.db, id)).some((r) => r.subscriberId === near)) {
          if (Date.now() > deadline) throw new Error("the scheduler did not run the due step");
          await new Promise((r) => setTimeout(r, 20));
        }
        expect((await stepStates(app.db, id))[1]!.status).toBe("done");
      } finally {
        await server.close();
      }
    } finally {
      await app.close();
    }
  });
});
