// A subscriber's places besides home and their quiet hours, given when subscribing: stored with
// the new subscription, refused with a 400 naming the field, gone with "Delete my data". A
// stranger who subscribes with someone's contact changes none of it.

import { PLACES_MAX_MESSAGE } from "@shared/subscribers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness";
import { linden, placesTestApp, school, work } from "../../../test/helpers/places.test-helpers";
import { andrea, visibleAnswer } from "../../../test/helpers/subscribers.test-helpers";
import { subscriberPlaces, subscribers } from "../../db/schema";

const { app, subscribe, manage, rowOf, placesOf, allPlaces, andreaWithPlaces } = placesTestApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

describe("subscribing with places and quiet hours", () => {
  it("stores the places and the quiet hours with the new subscription", async () => {
    const res = await subscribe({
      ...andrea,
      places: [work, school],
      quietHours: { start: "22:30", end: "06:15" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await rowOf("andrea.singh@example.gy");
    expect(row).toMatchObject({ quietStartMinute: 22 * 60 + 30, quietEndMinute: 6 * 60 + 15 });
    expect(await placesOf(row.id)).toEqual([work, school]);
  });

  it("without them the subscription has no places and no quiet hours", async () => {
    expect((await subscribe(andrea)).statusCode).toBe(201);
    const row = await rowOf("andrea.singh@example.gy");
    expect(row).toMatchObject({ quietStartMinute: null, quietEndMinute: null });
    expect(await placesOf(row.id)).toEqual([]);
    expect(
      (
        await subscribe({
          ...andrea,
          email: "b@example.gy",
          phone: null,
          whatsappEnabled: false,
          quietHours: null,
        })
      ).statusCode,
    ).toBe(201);
    expect(await rowOf("b@example.gy")).toMatchObject({ quietStartMinute: null, quietEndMinute: null });
  });

  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ["a third place besides home", { places: [work, school, linden] }, "places", PLACES_MAX_MESSAGE],
    ["places that are not a list", { places: "work" }, "places", "must be a list of places"],
    [
      "an unknown kind",
      { places: [{ ...work, label: "gym" }] },
      "places.0.label",
      "must be work, school or other",
    ],
    [
      "a place without its point",
      { places: [work, { label: "school", location: "Queen's College" }] },
      "places.1.latitude",
      "Choose a suggestion so we know where this place is",
    ],
    [
      "a place without its address",
      { places: [{ ...work, location: "  " }] },
      "places.0.location",
      "Please enter the address of this place",
    ],
    [
      "a latitude off the globe",
      { places: [{ ...work, latitude: 95 }] },
      "places.0.latitude",
      "must be between",
    ],
    [
      "an unknown field in a place",
      { places: [{ ...work, id: 4 }] },
      "places.0.id",
      "Unknown field: places.0.id",
    ],
    [
      "a start hour past 23",
      { quietHours: { start: "24:00", end: "06:00" } },
      "quietHours.start",
      "must be a time from 00:00 to 23:59, as HH:MM",
    ],
    [
      "a start without minutes",
      { quietHours: { start: "22", end: "06:00" } },
      "quietHours.start",
      "must be a time",
    ],
    [
      "an end given as a number",
      { quietHours: { start: "22:00", end: 600 } },
      "quietHours.end",
      "must be a time",
    ],
    [
      "the same start and end",
      { quietHours: { start: "22:00", end: "22:00" } },
      "quietHours.end",
      "Quiet hours must end at a different time from when they start",
    ],
    [
      "quiet hours as text",
      { quietHours: "22:00-06:00" },
      "quietHours",
      "must be an object with start and end",
    ],
  ];
  for (const [label, extra, field, message] of bad) {
    it(`refuses ${label} with a 400 naming ${field}, storing nothing`, async () => {
      const res = await subscribe({ ...andrea, ...extra });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe(field);
      expect(res.json().message).toContain(message);
      if (!message.startsWith("Unknown")) expect(res.json().message.startsWith(`${field}: `)).toBe(true);
      expect(await t.database.db.select().from(subscribers)).toEqual([]);
      expect(await allPlaces()).toEqual([]);
    });
  }

  it("a stranger subscribing with someone's contact changes none of their places or quiet hours", async () => {
    const row = await andreaWithPlaces();
    const placesBefore = await allPlaces();
    const attempt = await subscribe({
      name: "Mallory Stranger",
      email: "  ANDREA.SINGH@example.gy ",
      location: "Bartica, Guyana",
      places: [linden, school],
      quietHours: { start: "08:00", end: "20:00" },
    });
    const fresh = await subscribe({
      name: "Fresh Person",
      email: "fresh.person@example.gy",
      location: "Bartica, Guyana",
      places: [linden, school],
      quietHours: { start: "08:00", end: "20:00" },
    });
    // The same answer as a new subscription, and nothing of Andrea's changed.
    expect(visibleAnswer(attempt)).toEqual(visibleAnswer(fresh));
    expect(await rowOf("andrea.singh@example.gy")).toMatchObject({
      quietStartMinute: row.quietStartMinute,
      quietEndMinute: row.quietEndMinute,
    });
    expect(await placesOf(row.id)).toEqual([work]);
    const freshRow = await rowOf("fresh.person@example.gy");
    expect(await allPlaces()).toEqual([
      ...placesBefore,
      ...(await t.database.db
        .select()
        .from(subscriberPlaces)
        .where(eq(subscriberPlaces.subscriberId, freshRow.id))
        .orderBy(subscriberPlaces.id)),
    ]);
    expect(await placesOf(freshRow.id)).toEqual([linden, school]);
  });

  it("'Delete my data' removes the places with the subscriber", async () => {
    const row = await andreaWithPlaces();
    expect(
      (await subscribe({ name: "Kevin Stays", email: "kevin@example.gy", places: [school] })).statusCode,
    ).toBe(201);
    const res = await manage("DELETE", row.unsubscribeToken);
    expect(res.statusCode).toBe(200);
    expect(await placesOf(row.id)).toEqual([]);
    expect((await allPlaces()).map((p) => p.location)).toEqual([school.location]);
  });
});
