import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_PHOTO_DATA_URL_CHARS } from "../../../../shared/constants";
import { SUBSCRIBE_RATE_LIMIT_MAX } from "../../../../shared/subscribers";
import { createTestApp, type TestApp } from "../../../test/harness";
import { photos, subscribers } from "../../db/schema";
import { unsubscribeLink } from "./subscribers.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://alerts.example.gy" } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(subscribers);
  t.events.emit("subscriber.changed", { subscriberId: 0 });
});

// Each request from its own address, so the per-client rate limit stays out of the way
// except in the test about it.
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

function subscribe(payload: unknown, remoteAddress = nextIp()) {
  return t.app.inject({
    method: "POST",
    url: "/api/subscribers",
    remoteAddress,
    ...(typeof payload === "string"
      ? { payload, headers: { "content-type": "application/json" } }
      : { payload: payload as object }),
  });
}

async function getCount(): Promise<number> {
  const res = await t.app.inject({ method: "GET", url: "/api/subscribers/count" });
  expect(res.statusCode).toBe(200);
  return res.json().count;
}

async function getList(query = "") {
  const res = await t.app.inject({ method: "GET", url: `/api/subscribers${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{
    id: number;
    name: string;
    profilePhotoUrl: string | null;
    location: string | null;
  }>;
}

async function storedRows() {
  return t.database.db.select().from(subscribers).orderBy(subscribers.id);
}

async function photoCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(photos);
  return Number(row?.n ?? 0);
}

async function jpegDataUrl(width = 1200, height = 900): Promise<string> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#aa3344" } })
    .jpeg()
    .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 48/1 0/1" } })
    .toBuffer();
  return `data:image/jpeg;base64,${buffer.toString("base64")}`;
}

const andrea = {
  name: "Andrea Singh",
  email: "Andrea.Singh@Example.GY",
  phone: "+592 600 1234",
  location: "Lot 12 Robb Street, Lacytown, Georgetown, Guyana",
  latitude: 6.8119,
  longitude: -58.1587,
  profilePhotoUrl: "",
  whatsappEnabled: true,
};

describe("POST /api/subscribers", () => {
  it("subscribes with the spec's fields and answers with the public entry only", async () => {
    const res = await subscribe(andrea);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: "Andrea Singh",
      profilePhotoUrl: null,
      location: "Georgetown, Guyana",
    });
    const [row] = await storedRows();
    expect(row).toMatchObject({
      name: "Andrea Singh",
      email: "andrea.singh@example.gy",
      phone: "+5926001234",
      location: andrea.location,
      publicLocality: "Georgetown, Guyana",
      latitude: 6.8119,
      longitude: -58.1587,
      isActive: true,
      whatsappEnabled: true,
      whatsappStatus: "opted_in",
    });
    expect(row!.whatsappOptInDate).toBeInstanceOf(Date);
    expect(row!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("stores the photo as a re-encoded image served by URL, without its GPS data", async () => {
    const res = await subscribe({ ...andrea, profilePhotoUrl: await jpegDataUrl() });
    expect(res.statusCode).toBe(201);
    const url: string = res.json().profilePhotoUrl;
    expect(url).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]+$/);
    const photo = await t.app.inject({ method: "GET", url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["cache-control"]).toContain("max-age=31536000");
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.width).toBe(800);
    expect(meta.exif).toBeUndefined();
    const list = await getList();
    expect(list[0]!.profilePhotoUrl).toBe(url);
    expect(JSON.stringify(list)).not.toContain("base64");
  });

  it("updates the existing subscriber when the same e-mail subscribes again", async () => {
    const first = (await subscribe(andrea)).json();
    const again = await subscribe({
      name: "Andrea S.",
      email: "  ANDREA.SINGH@example.gy ",
      location: "14 Main Street, New Amsterdam, Berbice, Guyana",
      latitude: 6.2489,
      longitude: -57.5171,
      whatsappEnabled: false,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Andrea S.",
      phone: "+5926001234", // kept: not given this time
      publicLocality: "New Amsterdam, Guyana",
      latitude: 6.2489,
      whatsappEnabled: false,
      whatsappStatus: "opted_out",
    });
    expect(await getCount()).toBe(1);
  });

  it("updates the existing subscriber when the same phone is typed differently", async () => {
    await subscribe({ name: "Jamal Wilson", phone: "+592 611-2345" });
    const again = await subscribe({
      name: "Jamal Wilson",
      phone: "00592 (611) 2345",
      email: "jamal@example.gy",
    });
    expect(again.statusCode).toBe(201);
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: "+5926112345", email: "jamal@example.gy" });
  });

  it("refuses an e-mail and a phone that belong to two different subscribers, changing nothing", async () => {
    await subscribe({ name: "First", email: "first@example.gy" });
    await subscribe({ name: "Second", phone: "+5926223456" });
    const before = await storedRows();
    const res = await subscribe({ name: "Mixed", email: "first@example.gy", phone: "+5926223456" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/two different subscriptions/);
    expect(await storedRows()).toEqual(before);
  });

  it("handles the same new subscriber sent twice at once without a duplicate or an error", async () => {
    const results = await Promise.all([subscribe(andrea), subscribe(andrea)]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await storedRows()).toHaveLength(1);
  });

  describe("bad input gets a 4xx naming the problem and stores nothing", () => {
    const cases: Array<[string, unknown, number, RegExp]> = [
      ["no body", "", 400, /./],
      ["not JSON", "{name:", 400, /not valid JSON/],
      ["an array", [andrea], 400, /./],
      ["name of the wrong type", { ...andrea, name: 42 }, 400, /^name: /],
      ["a missing name", { email: "a@example.gy" }, 400, /^name: /],
      ["a one-letter name", { ...andrea, name: "A" }, 400, /^name: Name must be at least 2 characters/],
      ["latitude as text", { ...andrea, latitude: "6.8" }, 400, /^latitude: must be a number/],
      ["latitude out of range", { ...andrea, latitude: 123 }, 400, /^latitude: must be between -90 and 90/],
      ["latitude without longitude", { ...andrea, longitude: null }, 400, /^longitude: /],
      ["whatsappEnabled as text", { ...andrea, whatsappEnabled: "yes" }, 400, /^whatsappEnabled: /],
      ["WhatsApp without a phone", { ...andrea, phone: "", whatsappEnabled: true }, 400, /^phone: WhatsApp/],
      ["an e-mail of the wrong type", { ...andrea, email: ["a@b.gy"] }, 400, /^email: /],
      [
        "an invalid e-mail",
        { ...andrea, email: "not-an-email" },
        400,
        /^email: Please enter a valid email address/,
      ],
      [
        "an invalid phone",
        { ...andrea, phone: "call me maybe" },
        400,
        /^phone: Please enter a valid phone number/,
      ],
      [
        "no contact method",
        { ...andrea, email: "", phone: null, whatsappEnabled: false },
        400,
        /^email: At least one contact method \(email or phone\/WhatsApp\) is required$/,
      ],
      ["a huge name", { ...andrea, name: "x".repeat(100_000) }, 400, /^name: must be at most 100 characters/],
      ["a huge e-mail", { ...andrea, email: `${"x".repeat(100_000)}@example.gy` }, 400, /^email: /],
      ["a huge address", { ...andrea, location: "y".repeat(50_000) }, 400, /^location: must be at most 300/],
      [
        "unknown fields",
        { ...andrea, isActive: false, whatsappStatus: "opted_in" },
        400,
        /^Unknown field: isActive, whatsappStatus$/,
      ],
      [
        "the consent flag (removed by the client)",
        { ...andrea, agreeToReceive: true },
        400,
        /^Unknown field: agreeToReceive$/,
      ],
      [
        "a photo that is not a data URL",
        { ...andrea, profilePhotoUrl: "https://evil.example/x.jpg" },
        400,
        /^profilePhotoUrl: must be an image data URL/,
      ],
      [
        "a data URL that is not an image",
        {
          ...andrea,
          profilePhotoUrl: `data:image/jpeg;base64,${Buffer.from("just text, not a picture").toString("base64")}`,
        },
        400,
        /^profilePhotoUrl: the file is not a readable image/,
      ],
      [
        "a text data URL",
        { ...andrea, profilePhotoUrl: "data:text/html;base64,PHNjcmlwdD4=" },
        400,
        /^profilePhotoUrl: must be an image data URL/,
      ],
      ["a photo of the wrong type", { ...andrea, profilePhotoUrl: 12 }, 400, /^profilePhotoUrl: /],
      [
        "an oversized photo",
        { ...andrea, profilePhotoUrl: `data:image/jpeg;base64,${"A".repeat(MAX_PHOTO_DATA_URL_CHARS)}` },
        413,
        /profilePhotoUrl: the photo is too large/,
      ],
      [
        "a body over the request limit",
        { ...andrea, profilePhotoUrl: `data:image/jpeg;base64,${"A".repeat(12 * 1024 * 1024)}` },
        413,
        /too large/,
      ],
    ];
    for (const [label, payload, status, message] of cases) {
      it(label, async () => {
        const photosBefore = await photoCount();
        const res = await subscribe(typeof payload === "string" ? payload : payload);
        expect(res.statusCode).toBe(status);
        expect(res.headers["content-type"]).toContain("application/json");
        expect(res.json().message).toMatch(message);
        expect(await storedRows()).toHaveLength(0);
        expect(await photoCount()).toBe(photosBefore);
        expect(await getCount()).toBe(0);
      });
    }
  });

  it("answers 429 with Retry-After when one client subscribes too often", async () => {
    const ip = "10.99.0.1";
    for (let i = 0; i < SUBSCRIBE_RATE_LIMIT_MAX; i += 1) {
      const res = await subscribe({ name: `Person ${i}`, email: `p${i}@example.gy` }, ip);
      expect(res.statusCode).toBe(201);
    }
    const limited = await subscribe({ name: "One too many", email: "late@example.gy" }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(typeof limited.json().message).toBe("string");
    expect(await storedRows()).toHaveLength(SUBSCRIBE_RATE_LIMIT_MAX);
    // Another client is not affected.
    expect((await subscribe({ name: "Someone else", email: "else@example.gy" })).statusCode).toBe(201);
  });
});

describe("GET /api/subscribers/count", () => {
  it("counts active subscribers and rises after each subscription", async () => {
    expect(await getCount()).toBe(0);
    await subscribe(andrea);
    expect(await getCount()).toBe(1);
    await subscribe({ name: "Jamal Wilson", phone: "+5926112345" });
    expect(await getCount()).toBe(2);
  });

  it("is served from a cache that a subscriber.changed event invalidates", async () => {
    expect(await getCount()).toBe(0);
    // Written behind the service's back: the cached count does not see it ...
    await t.database.db
      .insert(subscribers)
      .values({ name: "Direct", email: "d@example.gy", unsubscribeToken: "t".repeat(32) });
    expect(await getCount()).toBe(0);
    // ... until a module announces the change.
    t.events.emit("subscriber.changed", { subscriberId: 1 });
    expect(await getCount()).toBe(1);
  });
});

describe("GET /api/subscribers", () => {
  it("lists the last 10 active subscribers, newest first", async () => {
    for (let i = 1; i <= 12; i += 1) {
      expect(
        (await subscribe({ name: `Supporter ${i}`, email: `s${i}@example.gy`, location: "Linden, Guyana" }))
          .statusCode,
      ).toBe(201);
    }
    const list = await getList();
    expect(list.map((s) => s.name)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Supporter ${i}`));
    expect((await getList("?limit=3")).map((s) => s.name)).toEqual([
      "Supporter 12",
      "Supporter 11",
      "Supporter 10",
    ]);
  });

  it("refuses a bad limit", async () => {
    for (const q of ["?limit=0", "?limit=51", "?limit=abc", "?limit=2.5"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/subscribers${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/^limit: /);
    }
  });

  it("never shows a subscriber's e-mail, phone, street or coordinates (privacy canary)", async () => {
    const canary = {
      name: "Canary Person",
      email: "canary.4c7e@example.gy",
      phone: "+592 699 4242",
      location: "Lot 77 Canarybird Street, Kitty, Georgetown, Guyana",
      latitude: 6.827351,
      longitude: -58.143917,
      profilePhotoUrl: "",
      whatsappEnabled: true,
    };
    expect((await subscribe(canary)).statusCode).toBe(201);
    const res = await t.app.inject({ method: "GET", url: "/api/subscribers?limit=50" });
    const created = await subscribe({ ...canary, name: "Canary Again" });
    const text = `${res.body}\n${created.body}`;
    for (const secret of [
      "canary.4c7e",
      "4c7e@example",
      "6994242",
      "699 4242",
      "Canarybird",
      "Lot 77",
      "Kitty",
      "6.827",
      "58.143",
      "unsubscribe",
      "token",
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      name: "Canary Person",
      profilePhotoUrl: null,
      location: "Georgetown, Guyana",
    });
    expect(Object.keys(res.json()[0]).sort()).toEqual(["id", "location", "name", "profilePhotoUrl"]);
  });
});

describe("unsubscribe", () => {
  it("deactivates the subscriber behind the link's token, and a new subscription re-activates it", async () => {
    await subscribe(andrea);
    await subscribe({ name: "Jamal Wilson", phone: "+5926112345" });
    const [row] = await t.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, "andrea.singh@example.gy"));
    const link = unsubscribeLink("https://alerts.example.gy", row!.unsubscribeToken);
    expect(link).toBe(`https://alerts.example.gy/unsubscribe/${row!.unsubscribeToken}`);

    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/subscribers/unsubscribe",
        payload: { token: row!.unsubscribeToken },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "unsubscribed" });
    }
    const [after] = await t.database.db.select().from(subscribers).where(eq(subscribers.id, row!.id));
    expect(after!.isActive).toBe(false);
    expect(await getCount()).toBe(1);
    expect((await getList()).map((s) => s.name)).toEqual(["Jamal Wilson"]);

    await subscribe({ name: "Andrea Singh", email: "andrea.singh@example.gy" });
    const [back] = await t.database.db.select().from(subscribers).where(eq(subscribers.id, row!.id));
    expect(back!.isActive).toBe(true);
    expect(await getCount()).toBe(2);
  });

  it("refuses an unknown or malformed token", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/subscribers/unsubscribe",
      payload: { token: "x".repeat(32) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/not valid/);
    for (const payload of [{ token: "short" }, { token: 5 }, {}, { token: "x".repeat(32), extra: 1 }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/subscribers/unsubscribe", payload });
      expect(res.statusCode).toBe(400);
    }
  });
});
