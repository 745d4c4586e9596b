// What the public reads of a level and a search area: the level with its name and colour, the
// area in plain words (how far from where, how often it grows), nothing private; and a Local
// alert's photo on no public surface.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jpegWithGpsDataUrl } from "../../../test/helpers/alerts.test-helpers";
import {
  type AreaApp,
  createAreaApp,
  report,
  schedulerFor,
  verify,
} from "../../../test/helpers/area.test-helpers";

let a: AreaApp;
beforeAll(async () => {
  a = await createAreaApp(new Date("2026-06-01T15:00:00Z"));
});
afterAll(() => a.close());

const publicAlert = async (id: number) => {
  const res = await a.t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("the public alert", () => {
  it("says the level and, in plain words, how far the alert reaches and how often it grows", async () => {
    const id = await report(a, { age: 9, lastSeenMinutesAgo: 1, lastLocation: "Stabroek Market" });
    await verify(a, id, { level: "red", travelMode: "foot" });
    const alert = await publicAlert(id);
    expect(alert).toMatchObject({
      level: "red",
      levelStyle: { name: "Red Alert", colour: "#b91c1c" },
      // "Alerting people within 8 km of Stabroek Market; the area grows every 30 minutes."
      searchArea: { radiusKm: 8, place: "Stabroek Market", growsEveryMinutes: 30 },
    });
    // Nothing of whom it reached, and no staff fields.
    for (const key of ["rings", "reached", "areaState", "travelMode", "suggestedLevel", "notificationRadius"])
      expect(alert).not.toHaveProperty(key);

    // After the 120-minute ring (64 km) one step is left, an interval of two hours.
    const scheduler = schedulerFor(a);
    a.clock.advance(121);
    expect(await scheduler.runDue()).toBe(3);
    expect((await publicAlert(id)).searchArea).toEqual({
      radiusKm: 64,
      place: "Stabroek Market",
      growsEveryMinutes: 120,
    });
    a.clock.advance(120);
    expect(await scheduler.runDue()).toBe(1);
    expect((await publicAlert(id)).searchArea).toEqual({
      radiusKm: 128,
      place: "Stabroek Market",
      growsEveryMinutes: null,
    });
    await scheduler.stop();
  });

  it("shows no search area once the case is closed", async () => {
    await a.renewStaff();
    const id = await report(a, { age: 9 });
    await verify(a, id, { level: "concern" });
    const closed = await a.t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/close`,
      headers: a.staff.moderator,
      payload: { outcome: "closed_other" },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const res = await a.t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    expect(res.json().searchArea ?? null).toBeNull();
  });

  it("carries no photo of a Local alert, in the page's data or the lists; staff still see it", async () => {
    await a.renewStaff();
    const id = await report(a, { age: 15, photoUrl: await jpegWithGpsDataUrl(400, 300) });
    await verify(a, id, { level: "local" });
    const staff = await a.t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: a.staff.admin });
    expect(staff.json().photoUrl).toMatch(/^\/api\/photos\//);
    expect(staff.json().level).toBe("local");
    expect((await publicAlert(id)).photoUrl).toBeNull();
    const list = await a.t.app.inject({ method: "GET", url: "/api/alerts?verified=true" });
    const item = (list.json() as Array<{ id: number; photoUrl: string | null; level: string }>).find(
      (x) => x.id === id,
    );
    expect(item).toMatchObject({ photoUrl: null, level: "local" });
  });
});
