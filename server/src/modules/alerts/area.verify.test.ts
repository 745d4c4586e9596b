// The living search area from verification on, through the real endpoints on a controllable
// clock: the inner ring at once, each ring at its time, sightings' circles with Updates, other
// places, quiet hours, and nobody reached twice on one channel.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AreaApp,
  addPlace,
  addSubscriber,
  createAreaApp,
  northKm,
  outbox,
  reachedByRing,
  report,
  STABROEK,
  schedulerFor,
  stepStates,
  verifiedSightingAt,
  verify,
} from "../../../test/helpers/area.test-helpers";
import { capSchemaErrors, parseCap } from "../../../test/helpers/cap.test-helpers";
import { createDispatcher } from "../../notifications";
import { createLogTransport } from "../../notifications/channels/log";

const silent = { info() {}, warn() {}, error() {} };
const dispatcherFor = (a: AreaApp) =>
  createDispatcher({
    database: a.t.database,
    config: a.t.app.ctx.config,
    now: () => a.clock.now,
    // No push service in tests: push messages are logged like the other channels without a provider.
    transports: { push: createLogTransport(silent) },
  });

describe("a Red case on foot", () => {
  let a: AreaApp;
  beforeAll(async () => {
    a = await createAreaApp(new Date("2026-03-02T16:00:00Z"));
  });
  afterAll(() => a.close());

  it("queues only the inner ring at verification, then each ring at its time, nearest first", async () => {
    const at = async (km: number) =>
      addSubscriber(a.db, { name: `At ${km} km`, home: northKm(STABROEK, km) });
    const [s5, s12, s20, s40, s70, s200] = [
      await at(5),
      await at(12),
      await at(20),
      await at(40),
      await at(70),
      await at(200),
    ];
    // Last seen a minute ago: nothing of the schedule has passed yet.
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 1 });
    const verified = await verify(a, id, { level: "red", travelMode: "foot" });
    expect(verified).toMatchObject({
      level: "red",
      travelMode: "foot",
      areaState: "growing",
      highPriority: true,
      notificationRadius: 100,
      suggestedLevel: null,
    });
    // Red on foot starts at 8 km, doubling at 30, 60, 120 and 240 minutes after the time last seen.
    expect((await stepStates(a.db, id)).map((s) => [s.seq, s.kind, s.status, s.radiusKm])).toEqual([
      [1, "start", "done", 8],
      [2, "scheduled", "scheduled", 16],
      [3, "scheduled", "scheduled", 32],
      [4, "scheduled", "scheduled", 64],
      [5, "scheduled", "scheduled", 128],
    ]);
    expect(await reachedByRing(a.db, id)).toEqual({ 1: [s5] });
    const first = (await outbox(a.db, id))[0]!;
    expect(first.urgency).toBe(2);
    expect(first.recipientDistance! * 1.609344).toBeCloseTo(5, 3);

    const scheduler = schedulerFor(a);
    a.clock.advance(28);
    expect(await scheduler.runDue()).toBe(0);
    a.clock.advance(1); // 30 minutes after the time last seen
    expect(await scheduler.runDue()).toBe(1);
    expect(await reachedByRing(a.db, id)).toEqual({ 1: [s5], 2: [s12] });
    a.clock.advance(30);
    expect(await scheduler.runDue()).toBe(1);
    a.clock.advance(60);
    expect(await scheduler.runDue()).toBe(1);
    a.clock.advance(120);
    expect(await scheduler.runDue()).toBe(1);
    expect(await reachedByRing(a.db, id)).toEqual({ 1: [s5], 2: [s12], 3: [s20], 4: [s40], 5: [s70] });
    expect((await outbox(a.db, id)).some((r) => r.subscriberId === s200)).toBe(false);
    expect((await stepStates(a.db, id)).every((s) => s.status === "done")).toBe(true);
    await a.renewStaff();
    const staff = await a.t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: a.staff.admin });
    expect(staff.json().areaState).toBe("complete");
    expect(await scheduler.runDue()).toBe(0);

    // Each ring is a CAP Update of the Alert, listing the area as it is then; Red is Immediate, Severe.
    const cap = async (seq: number) => {
      const res = await a.t.app.inject({ method: "GET", url: `/api/cap/messages/${id}-${seq}.xml` });
      expect(res.statusCode, `message ${seq}`).toBe(200);
      expect(await capSchemaErrors(res.body)).toEqual([]);
      return parseCap(res.body);
    };
    const radii = [8, 16, 32, 64, 128];
    for (const [i, km] of radii.entries()) {
      const message = await cap(i + 1);
      expect(message.msgType).toBe(i === 0 ? "Alert" : "Update");
      expect(message.info).toMatchObject({ urgency: "Immediate", severity: "Severe" });
      expect(message.areas[0]?.circles).toEqual([`6.8066,-58.1625 ${km}`]);
    }
  });

  it("starts as wide as it would have grown by now when the report comes in late", async () => {
    await a.renewStaff();
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 90 });
    await verify(a, id, { level: "red", travelMode: "foot" });
    // 30 and 60 minutes have passed: 8 -> 16 -> 32 km at once; 64 and 128 km still to come.
    expect((await stepStates(a.db, id)).map((s) => [s.kind, s.radiusKm])).toEqual([
      ["start", 32],
      ["scheduled", 64],
      ["scheduled", 128],
    ]);
  });
});

describe("sightings, other places and reaching people once", () => {
  let a: AreaApp;
  beforeAll(async () => {
    a = await createAreaApp(new Date("2026-03-03T15:00:00Z"));
  });
  afterAll(() => a.close());

  it("a verified sighting 10 km away queues the people around it with an Update, and nobody twice", async () => {
    const near = await addSubscriber(a.db, { name: "Near", home: northKm(STABROEK, 2), email: true });
    const aroundSighting = await addSubscriber(a.db, { name: "Around", home: northKm(STABROEK, 10.5) });
    const far = await addSubscriber(a.db, { name: "Far", home: northKm(STABROEK, 30) });
    // Home in the inner ring, work beside the sighting: reached once per channel, by the first.
    const both = await addSubscriber(a.db, { name: "Both", home: northKm(STABROEK, 1), email: true });
    await addPlace(a.db, both, "work", northKm(STABROEK, 9.5));

    const id = await report(a, { age: 9 });
    await verify(a, id, { level: "concern", travelMode: "foot" });
    expect(await reachedByRing(a.db, id)).toEqual({ 1: [near, both].sort((x, y) => x - y) });

    const sightingId = await verifiedSightingAt(a, id, northKm(STABROEK, 10));
    const rows = await outbox(a.db, id);
    const update = rows.filter((r) => r.sightingId === sightingId);
    expect(update.map((r) => [r.subscriberId, r.channel, r.stepKind])).toEqual([
      [aroundSighting, "sms", "sighting"],
    ]);
    expect(rows.some((r) => r.subscriberId === far)).toBe(false);
    // The sighting's CAP Update lists both circles, the sighting's first named.
    const capUpdate = await a.t.app.inject({ method: "GET", url: `/api/cap/messages/${id}-2.xml` });
    const parsed = parseCap(capUpdate.body);
    expect(parsed.msgType).toBe("Update");
    expect(parsed.areas[0]?.areaDesc).toMatch(/^Seen near Timehri junction; /);
    expect(parsed.areas[0]?.circles).toHaveLength(2);

    // The rest of the schedule runs: every circle grows, and still one row per person and channel.
    const scheduler = schedulerFor(a);
    a.clock.advance(6 * 60);
    expect(await scheduler.runDue()).toBeGreaterThan(0);
    const all = await outbox(a.db, id);
    const keys = all.map((r) => `${r.subscriberId}:${r.channel}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(all.filter((r) => r.subscriberId === both).map((r) => [r.channel, r.seq])).toEqual([
      ["sms", 1],
      ["email", 1],
    ]);
    expect(all.some((r) => r.subscriberId === far)).toBe(true);

    // The Update says where and when the person was seen.
    const dispatcher = dispatcherFor(a);
    await dispatcher.runUntilIdle();
    await dispatcher.stop();
    const text = (await outbox(a.db, id)).find((r) => r.subscriberId === aroundSighting)!.body!;
    expect(text).toMatch(/^UPDATE: /);
    expect(text).toContain("last seen Timehri junction");
  });

  it("a work place inside the area counts when the home is outside it", async () => {
    const worker = await addSubscriber(a.db, { name: "Worker", home: northKm(STABROEK, 60) });
    await addPlace(a.db, worker, "work", northKm(STABROEK, 3));
    const homeOnly = await addSubscriber(a.db, { name: "Home only", home: northKm(STABROEK, 61) });
    const noPlace = await addSubscriber(a.db, { name: "No place" });
    await a.renewStaff();
    const id = await report(a, { age: 9 });
    await verify(a, id, { level: "concern", travelMode: "foot" });
    const rows = await outbox(a.db, id);
    const workerRow = rows.find((r) => r.subscriberId === worker)!;
    expect(workerRow.seq).toBe(1);
    expect(workerRow.recipientDistance! * 1.609344).toBeCloseTo(3, 3);
    expect(rows.some((r) => r.subscriberId === homeOnly)).toBe(false);
    // Someone who gave no place at all gets the alert in its first ring, without a distance.
    expect(rows.find((r) => r.subscriberId === noPlace)).toMatchObject({ seq: 1, recipientDistance: null });
  });
});

describe("quiet hours", () => {
  let a: AreaApp;
  // 02:30 in Guyana (UTC-4).
  const night = new Date("2026-03-04T06:30:00Z");
  beforeAll(async () => {
    a = await createAreaApp(night);
  });
  afterAll(() => a.close());

  it("hold a Concern message until they end (push goes at once, silent) and never hold a Red one", async () => {
    const sleeper = await addSubscriber(a.db, {
      name: "Sleeper",
      home: northKm(STABROEK, 1),
      push: true,
      quiet: { startMinute: 22 * 60, endMinute: 6 * 60 },
    });
    const concern = await report(a, { age: 9 });
    await verify(a, concern, { level: "concern" });
    const held = await outbox(a.db, concern);
    expect(held.map((r) => [r.channel, r.nextAttemptAt.toISOString(), r.silent])).toEqual([
      ["sms", "2026-03-04T10:00:00.000Z", false],
      ["push", night.toISOString(), true],
    ]);

    const red = await report(a, { age: 4 });
    await verify(a, red, { level: "red" });
    expect(
      (await outbox(a.db, red)).map((r) => [r.channel, r.nextAttemptAt.toISOString(), r.silent]),
    ).toEqual([
      ["sms", night.toISOString(), false],
      ["push", night.toISOString(), false],
    ]);

    const dispatcher = dispatcherFor(a);
    await dispatcher.runUntilIdle();
    const status = async (alertId: number) =>
      (await outbox(a.db, alertId))
        .filter((r) => r.subscriberId === sleeper)
        .map((r) => [r.channel, r.status]);
    expect(await status(concern)).toEqual([
      ["sms", "queued"],
      ["push", "logged"],
    ]);
    expect(await status(red)).toEqual([
      ["sms", "logged"],
      ["push", "logged"],
    ]);
    a.clock.set(new Date("2026-03-04T10:00:00Z"));
    await dispatcher.runUntilIdle();
    await dispatcher.stop();
    expect(await status(concern)).toEqual([
      ["sms", "logged"],
      ["push", "logged"],
    ]);
  });

  it("Local pushes are always silent, quiet hours or not", async () => {
    const awake = await addSubscriber(a.db, { name: "Awake", home: northKm(STABROEK, 1), push: true });
    await a.renewStaff();
    const id = await report(a, { age: 15 });
    const verified = await verify(a, id);
    expect(verified.level).toBe("local");
    const push = (await outbox(a.db, id)).find((r) => r.subscriberId === awake && r.channel === "push")!;
    expect(push.silent).toBe(true);
  });
});
