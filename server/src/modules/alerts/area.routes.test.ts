// What moderators do with a level and a search area through the API: the area on the map with
// each ring's reach by channel, Expand now, Pause, Resume, Stop, the level's change (every one
// audited), and the 400s and 409s of calls that cannot be done.

import type { SearchAreaView } from "@shared/levels";
import { defaultNotificationSettings } from "@shared/settings";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AreaApp,
  addSubscriber,
  createAreaApp,
  northKm,
  outbox,
  report,
  STABROEK,
  verify,
} from "../../../test/helpers/area.test-helpers";
import { adminAuditLog } from "../../db/schema";

let a: AreaApp;
beforeAll(async () => {
  a = await createAreaApp(new Date("2026-05-11T15:00:00Z"));
  // A Local area of four rings (2, 4, 8 and 10 km, growing every half hour or so), so that staff
  // have steps to expand, pause and re-plan.
  const levels = defaultNotificationSettings("Test").levels;
  const saved = await a.t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: a.staff.admin,
    payload: {
      notifications: {
        levels: {
          ...levels,
          local: { ...levels.local, startRadiusKm: { youngChildFoot: 1, foot: 2, vehicle: 5 } },
        },
        localGrowthMinutes: [30, 60, 120, 240],
        localCeilingKm: 10,
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  for (const km of [1, 4, 7, 9, 15])
    await addSubscriber(a.db, {
      name: `At ${km} km`,
      home: northKm(STABROEK, km),
      email: true,
      push: km === 4,
    });
});
afterAll(() => a.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  a.t.app.inject({ method, url, headers: a.staff.moderator, ...(payload ? { payload } : {}) });

const auditOf = (alertId: number, action: string) =>
  a.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityId, alertId), eq(adminAuditLog.action, action)));

describe("the search area for staff", () => {
  it("shows the rings with their times, the next step and whom each ring reached, by channel", async () => {
    const id = await report(a, { age: 15, lastSeenMinutesAgo: 1 });
    await verify(a, id, { level: "local", travelMode: "foot" });
    const res = await call("GET", `/api/alerts/${id}/search-area`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const view = res.json() as SearchAreaView;
    // Local on foot: 2 km, then 4, 8 and 10 (the ceiling).
    expect(view).toMatchObject({ alertId: id, level: "local", travelMode: "foot", state: "growing" });
    expect(view.circles).toEqual([
      expect.objectContaining({
        source: "last_seen",
        sightingId: null,
        radiusKm: 2,
        label: expect.any(String),
      }),
    ]);
    expect(view.rings.map((r) => [r.seq, r.kind, r.radiusKm, r.status])).toEqual([
      [1, "start", 2, "done"],
      [2, "scheduled", 4, "scheduled"],
      [3, "scheduled", 8, "scheduled"],
      [4, "scheduled", 10, "scheduled"],
    ]);
    expect(view.rings[0]!.reached).toEqual({ sms: 1, whatsapp: 0, email: 1, push: 0 });
    expect(view.nextStepAt).toBe(view.rings[1]!.dueAt);
    expect(new Date(view.nextStepAt!).getTime() - a.clock.now.getTime()).toBe(29 * 60_000);
  });

  it("Expand now runs the next step at once and shows its reach; at the ceiling it answers 409", async () => {
    const id = await report(a, { age: 15, lastSeenMinutesAgo: 1 });
    await verify(a, id, { level: "local", travelMode: "foot" });
    const expanded = await call("POST", `/api/alerts/${id}/search-area/expand`);
    expect(expanded.statusCode, expanded.body).toBe(200);
    const ring = (expanded.json() as SearchAreaView).rings[1]!;
    expect(ring).toMatchObject({ seq: 2, kind: "expanded", radiusKm: 4, status: "done" });
    expect(ring.reached).toEqual({ sms: 1, whatsapp: 0, email: 1, push: 1 });
    const [audit] = await auditOf(id, "alert.area_expand");
    expect(audit!.details).toMatchObject({ changed: true, seq: 2, radiusKm: 4, queued: 3 });

    expect((await call("POST", `/api/alerts/${id}/search-area/expand`)).statusCode).toBe(200);
    expect((await call("POST", `/api/alerts/${id}/search-area/expand`)).statusCode).toBe(200);
    const atCeiling = await call("POST", `/api/alerts/${id}/search-area/expand`);
    expect(atCeiling.statusCode).toBe(409);
    expect(atCeiling.json().message).toBe("The search area has reached its ceiling (10 km for Local)");
    const done = (await call("GET", `/api/alerts/${id}/search-area`)).json() as SearchAreaView;
    expect(done.state).toBe("complete");
    expect(done.circles[0]!.radiusKm).toBe(10);
    // Expand now ran the schedule's own steps: none is left for the scheduler.
    expect(done.rings.map((r) => [r.kind, r.status])).toEqual([
      ["start", "done"],
      ["expanded", "done"],
      ["expanded", "done"],
      ["expanded", "done"],
    ]);
  });

  it("pauses, resumes and stops growth (each audited) and refuses what cannot be done", async () => {
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 1 });
    await verify(a, id, { level: "concern" });
    expect((await call("POST", `/api/alerts/${id}/search-area/resume`)).statusCode).toBe(200);
    const paused = await call("POST", `/api/alerts/${id}/search-area/pause`);
    expect(paused.json()).toMatchObject({ state: "paused", nextStepAt: null });
    const resumed = await call("POST", `/api/alerts/${id}/search-area/resume`);
    expect(resumed.json().state).toBe("growing");
    const stopped = await call("POST", `/api/alerts/${id}/search-area/stop`);
    expect(stopped.statusCode).toBe(200);
    const view = stopped.json() as SearchAreaView;
    expect(view.state).toBe("stopped");
    expect(view.rings.slice(1).every((r) => r.status === "cancelled")).toBe(true);
    for (const action of ["expand", "pause", "resume", "stop"]) {
      const res = await call("POST", `/api/alerts/${id}/search-area/${action}`);
      expect(res.statusCode, action).toBe(409);
      expect(res.json().message).toBe("Growth of this search area was stopped; it cannot change any more");
    }
    expect((await auditOf(id, "alert.area_pause")).map((r) => r.details)).toEqual([
      { changed: true, from: "growing" },
    ]);
    expect(await auditOf(id, "alert.area_resume")).toHaveLength(2);
    expect((await auditOf(id, "alert.area_stop"))[0]!.details).toMatchObject({
      cancelled: 4,
      from: "growing",
    });
  });

  it("changes the level: future rings are planned again, a wider area reached at once, never unsent", async () => {
    const id = await report(a, { age: 15, lastSeenMinutesAgo: 1 });
    await verify(a, id, { level: "local", travelMode: "foot" });
    const before = (await outbox(a.db, id)).length;
    const res = await call("PUT", `/api/alerts/${id}/level`, { level: "red" });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as SearchAreaView;
    expect(view.level).toBe("red");
    // Red on foot starts at 8 km: the area catches up at once, then grows on Red's schedule.
    expect(view.rings.map((r) => [r.kind, r.radiusKm, r.status])).toEqual([
      ["start", 2, "done"],
      ["scheduled", 8, "done"],
      ["scheduled", 16, "scheduled"],
      ["scheduled", 32, "scheduled"],
      ["scheduled", 64, "scheduled"],
      ["scheduled", 128, "scheduled"],
    ]);
    const rows = await outbox(a.db, id);
    expect(rows.length).toBeGreaterThan(before);
    expect(rows.every((r) => r.urgency === 2 && !r.silent)).toBe(true);
    const staff = await a.t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: a.staff.admin });
    expect(staff.json()).toMatchObject({ level: "red", highPriority: true, notificationRadius: 100 });
    const [audit] = await auditOf(id, "alert.level_change");
    expect(audit!.details).toMatchObject({
      changed: true,
      from: { level: "local", travelMode: "foot" },
      to: { level: "red", travelMode: "foot" },
    });

    // Back down to Local: the later rings shrink to Local's, nothing already reached is unsent.
    const down = (await call("PUT", `/api/alerts/${id}/level`, { level: "local" })).json() as SearchAreaView;
    expect(down.rings.filter((r) => r.status === "scheduled")).toEqual([
      expect.objectContaining({ radiusKm: 10 }),
    ]);
    expect((await outbox(a.db, id)).length).toBe(rows.length);
  });
});

describe("bad calls", () => {
  it("answer 400 naming the field", async () => {
    const id = await report(a, { age: 9 });
    const cases: Array<[string, string, object | undefined, string]> = [
      ["POST", `/api/alerts/${id}/verify`, { level: "purple" }, "level"],
      ["POST", `/api/alerts/${id}/verify`, { travelMode: "boat" }, "travelMode"],
      ["POST", `/api/alerts/${id}/verify`, { radius: 3 }, "radius"],
      ["PUT", `/api/alerts/${id}/level`, {}, "level"],
      ["PUT", `/api/alerts/${id}/level`, { level: "red", travelMode: "plane" }, "travelMode"],
      ["POST", `/api/alerts/${id}/search-area/explode`, undefined, "action"],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await call(method as "POST", url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toMatch(new RegExp(`^(${field}: |Unknown field: ${field})`));
    }
    // Nothing was verified by the refused calls.
    const staff = await a.t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: a.staff.admin });
    expect(staff.json()).toMatchObject({ isVerified: false, level: null });
  });

  it("answer 409 for an alert without a search area, and 404 for none at all", async () => {
    const pending = await report(a, { age: 9 });
    for (const [method, url, payload] of [
      ["GET", `/api/alerts/${pending}/search-area`, undefined],
      ["POST", `/api/alerts/${pending}/search-area/expand`, undefined],
      ["PUT", `/api/alerts/${pending}/level`, { level: "red" }],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe("This alert has no search area: it is not verified");
    }
    expect((await call("GET", "/api/alerts/999999/search-area")).statusCode).toBe(404);
    const complete = await report(a, { age: 9, lastSeenMinutesAgo: 600 });
    await verify(a, complete, { level: "local" });
    const res = await call("POST", `/api/alerts/${complete}/search-area/pause`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The search area has finished growing: there is nothing to pause");
  });
});
