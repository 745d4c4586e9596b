// A subscriber's places besides home and their quiet hours through the manage link (read as
// kind and town only, changed as a whole list), and on the staff map, which shows every place.
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import { linden, placesTestApp, school, work } from "../../../test/helpers/places.test-helpers";
import { andrea } from "../../../test/helpers/subscribers.test-helpers";

const { app, subscribe, manage, rowOf, placesOf, allPlaces, andreaWithPlaces } = placesTestApp();
let t: TestApp;
let adminCookie: string;
let modCookie: string;
beforeAll(async () => {
  t = app();
  adminCookie = await signInCookie(t.app, await createTestStaff(t.database.db, "admin"));
  modCookie = await signInCookie(t.app, await createTestStaff(t.database.db, "moderator"));
});

describe("the manage link reads and changes places and quiet hours", () => {
  it("shows each place as its kind and town, never the street or the point", async () => {
    const row = await andreaWithPlaces();
    const [place] = await allPlaces();
    const res = await manage("GET", row.unsubscribeToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      places: [{ id: place!.id, label: "work", locality: "Georgetown, Guyana" }],
      quietHours: { start: "22:00", end: "06:00" },
    });
    expect(res.body).not.toMatch(/Camp Street|6\.8066|58\.1625/);
  });

  it("adds a place and sets quiet hours; what the body leaves out is kept", async () => {
    expect((await subscribe(andrea)).statusCode).toBe(201);
    const row = await rowOf("andrea.singh@example.gy");
    const first = await manage("GET", row.unsubscribeToken);
    expect(first.json()).toMatchObject({ places: [], quietHours: null });

    const res = await manage("PATCH", row.unsubscribeToken, {
      places: [work],
      quietHours: { start: "21:00", end: "05:30" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Andrea Singh",
      places: [{ label: "work", locality: "Georgetown, Guyana" }],
      quietHours: { start: "21:00", end: "05:30" },
    });
    expect(await placesOf(row.id)).toEqual([work]);
    expect(await rowOf("andrea.singh@example.gy")).toMatchObject({
      quietStartMinute: 1260,
      quietEndMinute: 330,
    });

    // A change of name alone keeps both.
    const renamed = await manage("PATCH", row.unsubscribeToken, { name: "Andrea S." });
    expect(renamed.json()).toMatchObject({ name: "Andrea S.", quietHours: { start: "21:00", end: "05:30" } });
    expect(await placesOf(row.id)).toEqual([work]);
    // Read again, as after a reload.
    expect((await manage("GET", row.unsubscribeToken)).json()).toEqual(renamed.json());
  });

  it("keeps a place by its id (changing its kind), moves one, removes the rest, and turns quiet hours off", async () => {
    const row = await andreaWithPlaces();
    const added = await manage("PATCH", row.unsubscribeToken, {
      places: [{ id: (await allPlaces())[0]!.id, label: "work" }, school],
    });
    expect(added.statusCode, added.body).toBe(200);
    const [workId, schoolId] = added.json().places.map((p: { id: number }) => p.id);
    expect(await placesOf(row.id)).toEqual([work, school]);

    const relabelled = await manage("PATCH", row.unsubscribeToken, {
      places: [{ id: schoolId, label: "other" }],
      quietHours: null,
    });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    expect(relabelled.json()).toMatchObject({
      places: [{ id: schoolId, label: "other", locality: "Georgetown, Guyana" }],
      quietHours: null,
    });
    expect(await placesOf(row.id)).toEqual([{ ...school, label: "other" }]);
    expect(await rowOf("andrea.singh@example.gy")).toMatchObject({
      quietStartMinute: null,
      quietEndMinute: null,
    });

    const moved = await manage("PATCH", row.unsubscribeToken, {
      places: [{ id: schoolId, label: "other", location: linden.location, latitude: 6, longitude: -58.3 }],
    });
    expect(moved.json().places).toEqual([{ id: schoolId, label: "other", locality: "Linden, Guyana" }]);
    expect(await placesOf(row.id)).toEqual([linden]);
    expect(workId).not.toBe(schoolId);

    const none = await manage("PATCH", row.unsubscribeToken, { places: [] });
    expect(none.json().places).toEqual([]);
    expect(await allPlaces()).toEqual([]);
  });

  describe("bad changes get a 400 naming the field and change nothing", () => {
    const cases: Array<[string, (ids: number[]) => unknown, string]> = [
      [
        "a third place besides home",
        (ids) => ({ places: [{ id: ids[0], label: "work" }, school, linden] }),
        "places",
      ],
      [
        "the same place twice",
        (ids) => ({
          places: [
            { id: ids[0], label: "work" },
            { id: ids[0], label: "school" },
          ],
        }),
        "places.1.id",
      ],
      [
        "a place id that is not theirs",
        () => ({ places: [school, { id: 999_999, label: "work" }] }),
        "places.1.id",
      ],
      ["an id that is no number", () => ({ places: [{ id: "1", label: "work" }] }), "places.0.id"],
      [
        "a new place without its point",
        () => ({ places: [{ label: "school", location: "Queen's College" }] }),
        "places.0.latitude",
      ],
      [
        "a move without the point",
        (ids) => ({ places: [{ id: ids[0], label: "work", location: "Linden" }] }),
        "places.0.latitude",
      ],
      ["a kept place without its kind", (ids) => ({ places: [{ id: ids[0] }] }), "places.0.label"],
      ["an hour past 23", () => ({ quietHours: { start: "22:00", end: "24:30" } }), "quietHours.end"],
      ["a start like 9pm", () => ({ quietHours: { start: "9pm", end: "06:00" } }), "quietHours.start"],
      ["the same start and end", () => ({ quietHours: { start: "06:00", end: "06:00" } }), "quietHours.end"],
    ];
    for (const [label, body, field] of cases) {
      it(label, async () => {
        const row = await andreaWithPlaces();
        const ids = (await allPlaces()).map((p) => p.id);
        const before = { row: await rowOf("andrea.singh@example.gy"), places: await allPlaces() };
        const res = await manage("PATCH", row.unsubscribeToken, body(ids));
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe(field);
        expect(res.json().message.startsWith(`${field}: `)).toBe(true);
        expect({ row: await rowOf("andrea.singh@example.gy"), places: await allPlaces() }).toEqual(before);
      });
    }

    it("another subscriber's place cannot be taken over through one's own link", async () => {
      const owner = await andreaWithPlaces();
      const [theirs] = await allPlaces();
      expect((await subscribe({ name: "Other Person", email: "other@example.gy" })).statusCode).toBe(201);
      const other = await rowOf("other@example.gy");
      const res = await manage("PATCH", other.unsubscribeToken, {
        places: [{ id: theirs!.id, label: "school" }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: "places.0.id: is not one of your places", field: "places.0.id" });
      expect(await placesOf(owner.id)).toEqual([work]);
      expect(await placesOf(other.id)).toEqual([]);
    });
  });
});

describe("the staff map shows every place", () => {
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: "GET", url, ...(cookie ? { headers: { cookie } } : {}) });

  it("lists each place with its subscriber and kind, and the popup's details name them", async () => {
    const row = await andreaWithPlaces();
    await manage("PATCH", row.unsubscribeToken, {
      places: [{ id: (await allPlaces())[0]!.id, label: "work" }, school],
    });
    expect(
      (await subscribe({ name: "Other Person", email: "other@example.gy", places: [linden] })).statusCode,
    ).toBe(201);
    const other = await rowOf("other@example.gy");

    const res = await get("/api/admin/map-points", adminCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { subscribers: number[]; places: number[] };
    // [subscriber id, kind (0 work, 1 school, 2 other), latitude, longitude, ...]
    expect(body.places).toEqual([
      row.id,
      0,
      6.8066,
      -58.1625,
      row.id,
      1,
      6.8205,
      -58.1536,
      other.id,
      2,
      6,
      -58.3,
    ]);
    expect(body.subscribers).toEqual([row.id, 6.8119, -58.1587]);

    const detail = await get(`/api/admin/subscribers/${row.id}`, adminCookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      name: "Andrea Singh",
      places: [work, school],
      quietHours: { start: "22:00", end: "06:00" },
    });
    expect(detail.json()).not.toHaveProperty("quietStartMinute");
    // The list stays as it was: no places, no quiet minutes.
    const list = await get("/api/admin/subscribers", adminCookie);
    expect(Object.keys(list.json()[0]).sort()).not.toContain("places");
  });

  it("stays staff-only: moderators are refused and strangers must sign in", async () => {
    await andreaWithPlaces();
    for (const url of ["/api/admin/map-points", "/api/admin/subscribers/1"]) {
      expect((await get(url, modCookie)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    }
  });
});
