// Shared by the places and quiet-hours tests (subscribers.places*.test.ts): three places around
// Guyana, and requests against the app of subscribersTestApp (subscribers.test-helpers.ts).
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { subscriberPlaces, subscribers } from "../../src/db/schema";
import type { TestApp } from "../harness";
import { andrea, subscribersTestApp } from "./subscribers.test-helpers";

export const work = {
  label: "work",
  location: "Lot 3 Camp Street, Georgetown, Guyana",
  latitude: 6.8066,
  longitude: -58.1625,
};
export const school = {
  label: "school",
  location: "Queen's College, Camp Road, Georgetown, Guyana",
  latitude: 6.8205,
  longitude: -58.1536,
};
export const linden = {
  label: "other",
  location: "14 Republic Avenue, Linden, Upper Demerara-Berbice, Guyana",
  latitude: 6.0,
  longitude: -58.3,
};

/** subscribersTestApp, plus the manage link, the stored rows and places, and Andrea with a work place. */
export function placesTestApp() {
  const base = subscribersTestApp();
  const t = (): TestApp => base.app();
  let ip = 0;

  function manage(method: "GET" | "PATCH" | "DELETE", token: string, payload?: unknown) {
    ip += 1;
    return t().app.inject({
      method,
      url: `/api/subscribers/manage/${token}`,
      remoteAddress: `10.8.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  async function rowOf(email: string) {
    const [row] = await t().database.db.select().from(subscribers).where(eq(subscribers.email, email));
    return row!;
  }

  /** A subscriber's places as given (kind, address, point), in the order they were added. */
  async function placesOf(subscriberId: number) {
    const rows = await t()
      .database.db.select()
      .from(subscriberPlaces)
      .where(eq(subscriberPlaces.subscriberId, subscriberId))
      .orderBy(subscriberPlaces.id);
    return rows.map(({ label, location, latitude, longitude }) => ({ label, location, latitude, longitude }));
  }

  async function allPlaces() {
    return t().database.db.select().from(subscriberPlaces).orderBy(subscriberPlaces.id);
  }

  /** Andrea subscribed with a work place and quiet hours 22:00-06:00; her row. */
  async function andreaWithPlaces() {
    const res = await base.subscribe({
      ...andrea,
      places: [work],
      quietHours: { start: "22:00", end: "06:00" },
    });
    expect(res.statusCode, res.body).toBe(201);
    return rowOf("andrea.singh@example.gy");
  }

  return { ...base, manage, rowOf, placesOf, allPlaces, andreaWithPlaces };
}
