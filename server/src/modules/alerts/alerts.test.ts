import type { PublicAlert } from "@shared/alerts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  countRows,
  jpegWithGpsDataUrl,
  setAlertState,
  validAlertInput,
} from "../../../test/helpers/alerts.test-helpers";
import { REPORT_RATE_LIMIT } from "./alerts.routes";

let t: TestApp;
const created: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.events.on("alert.created", ({ alertId }) => created.push(alertId));
});
afterAll(() => t.close());

// Each call comes from its own address so the per-address rate limit does not interfere;
// the limit itself has its own test.
let caller = 0;
const nextAddress = () => `10.0.${Math.floor(++caller / 250)}.${caller % 250}`;
const post = (payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: payload as Record<string, unknown>,
    remoteAddress: nextAddress(),
  });

async function createAlert(overrides: Parameters<typeof validAlertInput>[0] = {}): Promise<number> {
  const res = await post(validAlertInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe("POST /api/alerts", () => {
  it("stores a new report as pending and unverified and answers without personal data", async () => {
    const before = created.length;
    const res = await post(validAlertInput());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      status: "pending",
      isVerified: false,
      isActive: true,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toContain("savitri");
    expect(created.length).toBe(before + 1);
    expect(created.at(-1)).toBe(body.id);
  });

  it.each([
    ["age 121", { age: 121 }, "age"],
    ["age -1", { age: -1 }, "age"],
    ["age as text", { age: "nine" }, "age"],
    ["age with a fraction", { age: 9.5 }, "age"],
    ["missing name", { name: undefined }, "name"],
    ["blank name", { name: "   " }, "name"],
    ["missing description", { description: undefined }, "description"],
    ["missing clothing", { clothing: undefined }, "clothing"],
    ["missing last location", { lastLocation: undefined }, "lastLocation"],
    ["missing last seen", { lastSeen: undefined }, "lastSeen"],
    ["last seen not a date", { lastSeen: "yesterday" }, "lastSeen"],
    ["last seen in the future", { lastSeen: new Date(Date.now() + 86_400_000).toISOString() }, "lastSeen"],
    ["missing reporter name", { reporterName: undefined }, "reporterName"],
    ["missing relationship", { reporterRelationship: undefined }, "reporterRelationship"],
    ["missing reporter phone", { reporterPhone: undefined }, "reporterPhone"],
    ["reporter phone not a number", { reporterPhone: "call me" }, "reporterPhone"],
    ["missing reporter e-mail", { reporterEmail: undefined }, "reporterEmail"],
    ["bad reporter e-mail", { reporterEmail: "not-an-email" }, "reporterEmail"],
    ["latitude out of range", { latitude: 123 }, "latitude"],
    ["latitude without longitude", { longitude: null }, "longitude"],
    ["a name too long", { name: "x".repeat(121) }, "name"],
    [
      "non-image photo",
      { photoUrl: `data:image/png;base64,${Buffer.from("not an image").toString("base64")}` },
      "photoUrl",
    ],
    ["photo that is not a data URL", { photoUrl: "https://example.com/a.jpg" }, "photoUrl"],
    ["a text file as photo", { photoUrl: "data:text/plain;base64,aGVsbG8=" }, "photoUrl"],
    ["an attempt to self-verify", { isVerified: true }, "isVerified"],
    ["isActive false", { isActive: false }, "isActive"],
  ])("refuses %s with a 400 naming the field and stores nothing", async (_label, overrides, field) => {
    const before = await countRows(t.database.db);
    const res = await post(validAlertInput(overrides as never));
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.message).toContain(field);
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it("refuses a body that is not JSON or not an object", async () => {
    const before = await countRows(t.database.db);
    for (const payload of ["not json", "[]", "null", "42"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/alerts",
        headers: { "content-type": "application/json" },
        payload,
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, payload).toBe(400);
      expect(typeof res.json().message).toBe("string");
    }
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it("refuses a 20 MB body with 413 and stores nothing", async () => {
    const before = await countRows(t.database.db);
    const huge = `data:image/jpeg;base64,${"A".repeat(20 * 1024 * 1024)}`;
    const res = await post(validAlertInput({ photoUrl: huge }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Request body is too large" });
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it("refuses a photo data URL over the photo limit (inside the body limit) with 413", async () => {
    const before = await countRows(t.database.db);
    const big = `data:image/jpeg;base64,${"A".repeat(9 * 1024 * 1024)}`;
    const res = await post(validAlertInput({ photoUrl: big }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain("photoUrl");
    expect(await countRows(t.database.db)).toEqual(before);
  });

  it("stores the photo re-encoded, served by URL with no EXIF or GPS", async () => {
    const id = await createAlert({ photoUrl: await jpegWithGpsDataUrl(1200, 900) });
    await setAlertState(t, id, "verified");
    const alert = (await t.app.inject({ method: "GET", url: `/api/alerts/${id}` })).json() as PublicAlert;
    expect(alert.photoUrl).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]+$/);
    const photo = await t.app.inject({ method: "GET", url: alert.photoUrl! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(600);
    expect(meta.exif).toBeUndefined();
    expect(photo.rawPayload.includes(Buffer.from("PhoneCo"))).toBe(false);
  });
});

describe("POST /api/alerts rate limit", () => {
  it("answers 429 with Retry-After once one address has sent too many reports", async () => {
    const send = () =>
      t.app.inject({ method: "POST", url: "/api/alerts", payload: {}, remoteAddress: "192.0.2.7" });
    for (let i = 0; i < REPORT_RATE_LIMIT.max; i++) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(typeof limited.json().message).toBe("string");
    const other = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: {},
      remoteAddress: "192.0.2.8",
    });
    expect(other.statusCode).toBe(400);
  });
});

describe("GET /api/alerts/:id", () => {
  it("is 404 to the public while pending, rejected or denied, and visible once verified or resolved", async () => {
    const id = await createAlert();
    for (const state of ["pending", "rejected", "denied"] as const) {
      await setAlertState(t, id, state);
      const res = await t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
      expect(res.statusCode, state).toBe(404);
      expect(res.json()).toEqual({ message: "Alert not found" });
    }
    for (const state of ["verified", "resolved"] as const) {
      await setAlertState(t, id, state);
      const res = await t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
      expect(res.statusCode, state).toBe(200);
      expect(res.json().isActive).toBe(state === "verified");
    }
  });

  it("shows every public field but never the reporter's e-mail", async () => {
    const id = await createAlert();
    await setAlertState(t, id, "verified");
    const res = await t.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    const alert = res.json();
    expect(alert).toMatchObject({
      id,
      name: "Aaliyah Persaud",
      age: 9,
      lastLocation: "Stabroek Market, Water Street, Georgetown",
      latitude: 6.8066,
      longitude: -58.1625,
      circumstances: "Separated from her aunt in the crowd after school.",
      photoUrl: null,
      isVerified: true,
      isActive: true,
      reporterName: "Savitri Persaud",
      reporterRelationship: "Mother",
      reporterPhone: "+592 600 1234",
    });
    expect(alert).not.toHaveProperty("reporterEmail");
    expect(alert).not.toHaveProperty("adminNotes");
    expect(res.body).not.toContain("savitri.persaud@example.gy");
  });

  it("answers an unknown id with 404 and a non-numeric id with 400", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/alerts/999999" })).statusCode).toBe(404);
    for (const bad of ["abc", "1.5", "-3", "0", "1e3", "99999999999999"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/alerts/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain("id");
    }
  });
});
