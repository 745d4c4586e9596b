import type { CreateSightingInput, PublicSighting, StaffSighting } from "@shared/sightings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  countRows,
  type StaffHeaders,
  setAlertState,
  setSightingVerified,
  staffHeaders,
  validAlertInput,
} from "../../../test/helpers/alerts.test-helpers";
import { SIGHTING_RATE_LIMIT } from "./sightings.routes";

let t: TestApp;
let staff: StaffHeaders;
let verifiedAlert: number;
let pendingAlert: number;
const events: Array<{ sightingId: number; alertId: number }> = [];

let caller = 0;
const nextAddress = () => `10.1.${Math.floor(++caller / 250)}.${caller % 250}`;

async function newAlert(state: Parameters<typeof setAlertState>[2]): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput() as never,
    remoteAddress: nextAddress(),
  });
  const id = res.json().id as number;
  await setAlertState(t, id, state);
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffHeaders(t);
  t.events.on("sighting.created", (e) => events.push(e));
  verifiedAlert = await newAlert("verified");
  pendingAlert = await newAlert("pending");
});
afterAll(() => t.close());

const sighting = (overrides: Partial<CreateSightingInput> = {}): CreateSightingInput => ({
  alertId: verifiedAlert,
  reporterName: "Carl Fraser",
  reporterContact: "+592 688 1111",
  location: "Avenue of the Republic, near St. George's Cathedral",
  latitude: 6.8107,
  longitude: -58.1599,
  sightingTime: new Date(Date.now() - 600_000).toISOString(),
  description: "A girl with a pink backpack walking north with an older woman.",
  ...overrides,
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/sightings",
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: nextAddress(),
  });

const listAs = (alertId: number | string, role?: "moderator" | "admin") =>
  t.app.inject({
    method: "GET",
    url: `/api/alerts/${alertId}/sightings`,
    headers: role ? staff[role] : {},
  });

describe("POST /api/sightings", () => {
  it("stores a pending, unverified sighting, emits sighting.created and answers without personal data", async () => {
    const res = await post(sighting());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      alertId: verifiedAlert,
      status: "pending",
      isVerified: false,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toContain("688");
    expect(events.at(-1)).toEqual({ sightingId: body.id, alertId: verifiedAlert });
  });

  it("accepts the home dialog's minimal payload: no name, contact, coordinates or time", async () => {
    const before = Date.now();
    const res = await post({
      alertId: verifiedAlert,
      location: "Camp Street",
      description: "Saw her near the bus stop.",
    });
    expect(res.statusCode, res.body).toBe(201);
    const staffList = (await listAs(verifiedAlert, "moderator")).json() as StaffSighting[];
    const stored = staffList.find((s) => s.id === res.json().id)!;
    expect(stored).toMatchObject({
      reporterName: null,
      reporterContact: null,
      latitude: null,
      longitude: null,
    });
    expect(new Date(stored.sightingTime).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it.each([
    ["a location under 5 characters", { location: "Camp" }, "Location must be at least 5 characters"],
    [
      "a description under 10 characters",
      { description: "Saw her" },
      "Please provide more details about the sighting",
    ],
    ["a missing location", { location: undefined }, "location"],
    ["a missing description", { description: undefined }, "description"],
    ["a missing alert id", { alertId: undefined }, "alertId"],
    ["a text alert id", { alertId: "one" }, "alertId"],
    [
      "a future sighting time",
      { sightingTime: new Date(Date.now() + 86_400_000).toISOString() },
      "sightingTime",
    ],
    ["a sighting time that is not a date", { sightingTime: "this morning" }, "sightingTime"],
    ["a longitude out of range", { longitude: -200 }, "longitude"],
    ["an attempt to self-verify", { isVerified: true }, "isVerified"],
  ])("refuses %s with a 400 and stores nothing", async (_label, overrides, expected) => {
    const before = await countRows(t.database.db);
    const res = await post(sighting(overrides as never));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(expected);
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it("answers 404 for an unknown alert, and for a pending alert from the public", async () => {
    const before = await countRows(t.database.db);
    for (const alertId of [999_999, pendingAlert]) {
      const res = await post(sighting({ alertId }));
      expect(res.statusCode, String(alertId)).toBe(404);
      expect(res.json()).toEqual({ message: "Alert not found" });
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it("lets staff add a sighting to a pending alert", async () => {
    const res = await post(sighting({ alertId: pendingAlert }), staff.moderator);
    expect(res.statusCode).toBe(201);
  });

  it("limits how many sightings one address can send", async () => {
    const send = () =>
      t.app.inject({ method: "POST", url: "/api/sightings", payload: {}, remoteAddress: "192.0.2.9" });
    for (let i = 0; i < SIGHTING_RATE_LIMIT.max; i++) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("GET /api/alerts/:id/sightings", () => {
  let listAlert: number;
  let verifiedId: number;
  let pendingId: number;

  beforeAll(async () => {
    listAlert = await newAlert("verified");
    verifiedId = (
      await post(
        sighting({ alertId: listAlert, sightingTime: new Date(Date.now() - 7_200_000).toISOString() }),
      )
    ).json().id;
    pendingId = (
      await post(
        sighting({
          alertId: listAlert,
          reporterName: "Nadira Khan",
          reporterContact: "nadira.khan@example.gy",
          location: "Camp Street, near the Demico House",
          sightingTime: new Date(Date.now() - 3_600_000).toISOString(),
        }),
      )
    ).json().id;
    await setSightingVerified(t, verifiedId);
  });

  it("shows the public only verified sightings, without contact details", async () => {
    const res = await listAs(listAlert);
    expect(res.statusCode).toBe(200);
    const items = res.json() as PublicSighting[];
    expect(items.map((s) => s.id)).toEqual([verifiedId]);
    expect(items[0]).toMatchObject({
      alertId: listAlert,
      reporterName: "Carl Fraser",
      location: "Avenue of the Republic, near St. George's Cathedral",
      latitude: 6.8107,
      longitude: -58.1599,
      isVerified: true,
      description: "A girl with a pink backpack walking north with an older woman.",
    });
    expect(items[0]).not.toHaveProperty("reporterContact");
    expect(res.body).not.toContain("688 1111");
    expect(res.body).not.toContain("nadira");
  });

  it("shows staff every sighting with contact details, most recent sighting first", async () => {
    for (const role of ["moderator", "admin"] as const) {
      const items = (await listAs(listAlert, role)).json() as StaffSighting[];
      expect(items.map((s) => s.id)).toEqual([pendingId, verifiedId]);
      expect(items[0]).toMatchObject({ isVerified: false, reporterContact: "nadira.khan@example.gy" });
    }
  });

  it("is 404 for an alert the public cannot see, 400 for a non-numeric id", async () => {
    await post(sighting({ alertId: pendingAlert }), staff.admin);
    const hidden = await listAs(pendingAlert);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain("Carl");
    expect((await listAs(pendingAlert, "moderator")).statusCode).toBe(200);
    expect((await listAs(999_999)).statusCode).toBe(404);
    const bad = await listAs("abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("id");
  });

  it("keeps showing verified sightings once the alert is resolved", async () => {
    await setAlertState(t, listAlert, "resolved");
    const items = (await listAs(listAlert)).json() as PublicSighting[];
    expect(items.map((s) => s.id)).toEqual([verifiedId]);
    await setAlertState(t, listAlert, "verified");
  });
});
