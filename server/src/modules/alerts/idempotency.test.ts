// Idempotency-Key on the two public submissions (POST /api/alerts, POST /api/sightings): a phone's
// offline queue resends with the key it generated, and a resend must not store anything twice.
import { randomUUID } from "node:crypto";
import type { CreateSightingInput } from "@shared/sightings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  countRows,
  type StaffHeaders,
  setAlertState,
  staffHeaders,
  validAlertInput,
} from "../../../test/helpers/alerts.test-helpers";

let t: TestApp;
let staff: StaffHeaders;
let alertId: number;
const alertEvents: number[] = [];
const sightingEvents: number[] = [];

let caller = 0;
const nextAddress = () => `10.7.${Math.floor(++caller / 250)}.${caller % 250}`;

const post = (url: string, payload: unknown, headers: Record<string, string | string[]> = {}) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: nextAddress(),
  });

const sighting = (overrides: Partial<CreateSightingInput> = {}): CreateSightingInput => ({
  alertId,
  reporterName: "Carl Fraser",
  reporterContact: "+592 688 1111",
  location: "Bourda Market, Robb Street",
  latitude: null,
  longitude: null,
  sightingTime: new Date(Date.now() - 600_000).toISOString(),
  description: "A girl in a navy uniform with a pink backpack, walking east.",
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffHeaders(t);
  t.events.on("alert.created", (e) => alertEvents.push(e.alertId));
  t.events.on("sighting.created", (e) => sightingEvents.push(e.sightingId));
  const res = await post("/api/alerts", validAlertInput());
  alertId = res.json().id as number;
  await setAlertState(t, alertId, "verified");
});
afterAll(() => t.close());

describe("POST /api/alerts with an Idempotency-Key", () => {
  it("answers a resend with the original report, storing one row, one photo and one event", async () => {
    const key = randomUUID();
    const before = await countRows(t.database.db);
    const eventsBefore = alertEvents.length;
    const payload = validAlertInput({ name: "Keisha Baptiste", photoUrl: await tinyJpeg() });

    const first = await post("/api/alerts", payload, { "idempotency-key": key });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await post("/api/alerts", payload, { "idempotency-key": key });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());

    const after = await countRows(t.database.db);
    expect(after.alerts).toBe(before.alerts + 1);
    expect(after.photos).toBe(before.photos + 1);
    expect(alertEvents.length).toBe(eventsBefore + 1);
  });

  it("stores one report when two requests with the same key race", async () => {
    const key = randomUUID();
    const before = await countRows(t.database.db);
    const payload = validAlertInput({ name: "Ravi Singh", photoUrl: await tinyJpeg() });
    const [a, b] = await Promise.all([
      post("/api/alerts", payload, { "idempotency-key": key }),
      post("/api/alerts", payload, { "idempotency-key": key }),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json().id).toBe(b!.json().id);
    const after = await countRows(t.database.db);
    expect(after.alerts).toBe(before.alerts + 1);
    // The loser's photo was rolled back with its transaction.
    expect(after.photos).toBe(before.photos + 1);
  });

  it("takes the key bare or quoted, in any letter case, as the same key", async () => {
    const key = randomUUID();
    const payload = validAlertInput({ name: "Tamika Fordyce" });
    const first = await post("/api/alerts", payload, { "idempotency-key": key.toUpperCase() });
    const quoted = await post("/api/alerts", payload, { "idempotency-key": `"${key}"` });
    expect(first.statusCode, first.body).toBe(201);
    expect(quoted.statusCode, quoted.body).toBe(201);
    expect(quoted.json().id).toBe(first.json().id);
  });

  it("refuses a key reused for a different report with 409 and stores nothing", async () => {
    const key = randomUUID();
    await post("/api/alerts", validAlertInput({ name: "Shanice Adams" }), { "idempotency-key": key });
    const before = await countRows(t.database.db);
    const res = await post("/api/alerts", validAlertInput({ name: "Someone Else" }), {
      "idempotency-key": key,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "Idempotency-Key: was already used for a different submission" });
    expect((await countRows(t.database.db)).alerts).toBe(before.alerts);
  });

  it.each([
    ["not a UUID", "report-1"],
    ["empty", ""],
    ["two keys", `${randomUUID()}, ${randomUUID()}`],
    ["an unterminated quote", `"${randomUUID()}`],
  ])("answers a malformed key (%s) with a 400 naming the header and stores nothing", async (_, value) => {
    const before = await countRows(t.database.db);
    const res = await post("/api/alerts", validAlertInput(), { "idempotency-key": value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Idempotency-Key: must be a UUID, for example from crypto.randomUUID()",
      field: "Idempotency-Key",
    });
    expect((await countRows(t.database.db)).alerts).toBe(before.alerts);
  });

  it("still stores every report sent without a key", async () => {
    const before = await countRows(t.database.db);
    await post("/api/alerts", validAlertInput());
    await post("/api/alerts", validAlertInput());
    expect((await countRows(t.database.db)).alerts).toBe(before.alerts + 2);
  });
});

describe("POST /api/sightings with an Idempotency-Key", () => {
  it("answers a resend with the original sighting, storing one row and one event", async () => {
    const key = randomUUID();
    const before = await countRows(t.database.db);
    const eventsBefore = sightingEvents.length;
    const first = await post("/api/sightings", sighting(), { "idempotency-key": key });
    expect(first.statusCode, first.body).toBe(201);
    const again = await post("/api/sightings", sighting(), { "idempotency-key": key });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect((await countRows(t.database.db)).sightings).toBe(before.sightings + 1);
    expect(sightingEvents.length).toBe(eventsBefore + 1);
  });

  it("stores one sighting when two requests with the same key race", async () => {
    const key = randomUUID();
    const before = await countRows(t.database.db);
    const [a, b] = await Promise.all([
      post("/api/sightings", sighting(), { "idempotency-key": key }),
      post("/api/sightings", sighting(), { "idempotency-key": key }),
    ]);
    expect([a!.statusCode, b!.statusCode]).toEqual([201, 201]);
    expect(a!.json().id).toBe(b!.json().id);
    expect((await countRows(t.database.db)).sightings).toBe(before.sightings + 1);
  });

  it("refuses a key reused for a different sighting with 409", async () => {
    const key = randomUUID();
    await post("/api/sightings", sighting(), { "idempotency-key": key });
    const res = await post("/api/sightings", sighting({ description: "Someone else, somewhere else." }), {
      "idempotency-key": key,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Idempotency-Key: was already used for a different submission");
  });

  it("answers a malformed key with a 400 before storing anything", async () => {
    const before = await countRows(t.database.db);
    const res = await post("/api/sightings", sighting(), { "idempotency-key": "12345" });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("Idempotency-Key");
    expect((await countRows(t.database.db)).sightings).toBe(before.sightings);
  });

  it("still validates the body of a first request that carries a key", async () => {
    const res = await post("/api/sightings", sighting({ description: "short" }), {
      "idempotency-key": randomUUID(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe("description");
  });
});

describe("staff views are never kept by a browser or the offline service worker", () => {
  it("sends the staff view of an alert and its sightings with no-store, the public view with no-cache", async () => {
    for (const url of [`/api/alerts/${alertId}`, `/api/alerts/${alertId}/sightings`]) {
      const asPublic = await t.app.inject({ method: "GET", url });
      const asStaff = await t.app.inject({ method: "GET", url, headers: staff.moderator });
      expect(asPublic.statusCode).toBe(200);
      expect(asStaff.statusCode).toBe(200);
      expect(asPublic.headers["cache-control"]).toBe("private, no-cache");
      expect(asStaff.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("sends the staff list of reports with no-store", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/alerts?verified=false",
      headers: staff.moderator,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });
});

async function tinyJpeg(): Promise<string> {
  const sharp = (await import("sharp")).default;
  const buffer = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#884422" } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${buffer.toString("base64")}`;
}
