import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertSummary, PublicAlert } from "../../../../shared/alerts";
import { createTestApp, type TestApp } from "../../../test/harness";
import { REPORT_RATE_LIMIT } from "./alerts.routes";
import {
  countRows,
  jpegWithGpsDataUrl,
  type StaffHeaders,
  setAlertState,
  staffHeaders,
  validAlertInput,
} from "./alerts.test-helpers";

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

describe("GET /api/alerts (lists)", () => {
  let listApp: TestApp;
  let staff: StaffHeaders;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    listApp = await createTestApp();
    staff = await staffHeaders(listApp);
    const base = Date.now() - 50 * 3_600_000;
    const make = async (
      key: string,
      name: string,
      lastLocation: string,
      state: Parameters<typeof setAlertState>[2],
      i: number,
    ) => {
      const res = await listApp.app.inject({
        method: "POST",
        url: "/api/alerts",
        payload: validAlertInput({
          name,
          lastLocation,
          lastSeen: new Date(base + i * 3_600_000).toISOString(),
        }) as never,
      });
      ids[key] = res.json().id;
      await setAlertState(listApp, ids[key]!, state);
    };
    await make("georgetown1", "Jamal Wilson", "Bourda Market, Regent Street, Georgetown", "verified", 1);
    await make("linden", "Devon Harry", "Linden bus park, Mackenzie, Linden", "verified", 2);
    await make("pending", "Ravi Singh", "Diamond, East Bank Demerara", "pending", 3);
    await make("resolved", "Shondell Thomas", "Vreed-en-Hoop Stelling, West Coast Demerara", "resolved", 4);
    await make("berbice", "Priya Ramnauth", "New Amsterdam, Berbice", "verified", 5);
    await make("percent", "Kezia 100% Bacchus", "Sea Wall Bandstand, Kingston, Georgetown", "verified", 6);
  });
  afterAll(() => listApp.close());

  const list = (qs: string) => listApp.app.inject({ method: "GET", url: `/api/alerts?${qs}` });

  it("lists only verified, active alerts, newest first, with the total in X-Total-Count", async () => {
    const res = await list("verified=true&active=true");
    expect(res.statusCode).toBe(200);
    const items = res.json() as AlertSummary[];
    expect(items.map((a) => a.id)).toEqual([ids.percent, ids.berbice, ids.linden, ids.georgetown1]);
    expect(res.headers["x-total-count"]).toBe("4");
    for (const item of items) {
      expect(item.isVerified && item.isActive).toBe(true);
      expect(item).not.toHaveProperty("reporterEmail");
      expect(item).not.toHaveProperty("reporterPhone");
      expect(Object.keys(item)).toEqual(
        expect.arrayContaining([
          "id",
          "name",
          "age",
          "lastLocation",
          "clothing",
          "lastSeen",
          "createdAt",
          "photoUrl",
        ]),
      );
    }
  });

  it("lists verified alerts including resolved ones when active is not asked for", async () => {
    const items = (await list("verified=true")).json() as AlertSummary[];
    expect(items.map((a) => a.id)).toContain(ids.resolved);
    expect(items.map((a) => a.id)).not.toContain(ids.pending);
  });

  it("searches name or last location, case-insensitively, treating % and _ literally", async () => {
    const byName = (await list("verified=true&active=true&search=jAmAl")).json() as AlertSummary[];
    expect(byName.map((a) => a.id)).toEqual([ids.georgetown1]);
    const byPlace = (await list("verified=true&active=true&search=GEORGETOWN")).json() as AlertSummary[];
    expect(byPlace.map((a) => a.id)).toEqual([ids.percent, ids.georgetown1]);
    const percent = (await list("verified=true&active=true&search=100%25")).json() as AlertSummary[];
    expect(percent.map((a) => a.id)).toEqual([ids.percent]);
    const wildcard = await list("verified=true&active=true&search=%25");
    expect((wildcard.json() as AlertSummary[]).map((a) => a.id)).toEqual([ids.percent]);
    const none = await list("verified=true&active=true&search=Ravi");
    expect(none.json()).toEqual([]);
    expect(none.headers["x-total-count"]).toBe("0");
  });

  it("filters by the first comma segment of the last location", async () => {
    const res = await list(`verified=true&active=true&location=${encodeURIComponent("Linden bus park")}`);
    expect((res.json() as AlertSummary[]).map((a) => a.id)).toEqual([ids.linden]);
    const all = await list("verified=true&active=true&location=all");
    expect(all.headers["x-total-count"]).toBe("4");
  });

  it("pages with limit and offset and keeps the total", async () => {
    const first = await list("verified=true&active=true&limit=3");
    const second = await list("verified=true&active=true&limit=3&offset=3");
    expect((first.json() as AlertSummary[]).map((a) => a.id)).toEqual([ids.percent, ids.berbice, ids.linden]);
    expect((second.json() as AlertSummary[]).map((a) => a.id)).toEqual([ids.georgetown1]);
    expect(second.headers["x-total-count"]).toBe("4");
  });

  it("refuses bad query values with a 400 naming the parameter", async () => {
    for (const [qs, field] of [
      ["verified=yes", "verified"],
      ["verified=true&limit=0", "limit"],
      ["verified=true&limit=101", "limit"],
      ["verified=true&limit=abc", "limit"],
      ["verified=true&offset=-1", "offset"],
      [`verified=true&search=${"x".repeat(201)}`, "search"],
    ] as const) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toContain(field);
    }
  });

  it("refuses unverified listings to anonymous callers with 401", async () => {
    for (const qs of ["verified=false", "", "active=true", "verified=false&active=true"]) {
      const res = await list(qs);
      expect(res.statusCode, qs).toBe(401);
      expect(res.body).not.toContain("Ravi");
    }
  });

  it("lists pending alerts with every field for moderators and admins", async () => {
    for (const role of ["moderator", "admin"] as const) {
      const res = await listApp.app.inject({
        method: "GET",
        url: "/api/alerts?verified=false",
        headers: staff[role],
      });
      expect(res.statusCode, role).toBe(200);
      const items = res.json() as Array<Record<string, unknown>>;
      expect(items.map((a) => a.id)).toEqual([ids.pending]);
      expect(items[0]).toMatchObject({
        name: "Ravi Singh",
        status: "pending",
        isVerified: false,
        reporterEmail: "savitri.persaud@example.gy",
        reporterPhone: "+592 600 1234",
      });
      expect(res.headers["x-total-count"]).toBe("1");
    }
  });

  it("shows a pending alert to staff, with the reporter's e-mail, but not to the public", async () => {
    const url = `/api/alerts/${ids.pending}`;
    expect((await listApp.app.inject({ method: "GET", url })).statusCode).toBe(404);
    const res = await listApp.app.inject({
      method: "GET",
      url,
      headers: staff.moderator,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.pending,
      isVerified: false,
      reporterEmail: "savitri.persaud@example.gy",
    });
    // What staff saw is not served to the public afterwards.
    expect((await listApp.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });

  it("shows a report in the public list as soon as a moderator verifies it, and drops it when resolved", async () => {
    const before = await list("verified=true&active=true");
    const created = await listApp.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({
        name: "Nadia Verified-Later",
        lastLocation: "Bartica Stelling, Bartica",
      }) as never,
    });
    const id = created.json().id as number;
    const stillHidden = await list("verified=true&active=true");
    expect((stillHidden.json() as AlertSummary[]).map((a) => a.id)).not.toContain(id);
    expect(stillHidden.headers["x-total-count"]).toBe(before.headers["x-total-count"]);

    const verify = await listApp.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/verify`,
      headers: staff.moderator,
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const after = await list("verified=true&active=true");
    expect((after.json() as AlertSummary[])[0]!.id).toBe(id);
    expect(Number(after.headers["x-total-count"])).toBe(Number(before.headers["x-total-count"]) + 1);
    const places = (await listApp.app.inject({ method: "GET", url: "/api/alerts/locations" })).json();
    expect(places).toContain("Bartica Stelling");

    const resolve = await listApp.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/resolve`,
      headers: staff.moderator,
    });
    expect(resolve.statusCode, resolve.body).toBe(200);
    const resolved = await list("verified=true&active=true");
    expect((resolved.json() as AlertSummary[]).map((a) => a.id)).not.toContain(id);
    expect((await listApp.app.inject({ method: "GET", url: "/api/alerts/locations" })).json()).not.toContain(
      "Bartica Stelling",
    );
    const detail = await listApp.app.inject({ method: "GET", url: `/api/alerts/${id}` });
    expect(detail.json()).toMatchObject({ id, isActive: false });
  });

  it("serves the location filter options from verified, active alerts", async () => {
    const res = await listApp.app.inject({ method: "GET", url: "/api/alerts/locations" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(["Bourda Market", "Linden bus park", "New Amsterdam", "Sea Wall Bandstand"]);
  });
});
