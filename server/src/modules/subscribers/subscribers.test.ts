import { MAX_PHOTO_DATA_URL_CHARS } from "@shared/constants";
import { SUBSCRIBE_RATE_LIMIT_MAX } from "@shared/subscribers";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness";
import { andrea, subscribersTestApp } from "../../../test/helpers/subscribers.test-helpers";
import { photos, subscribers } from "../../db/schema";

const { app, subscribe, getCount, getList } = subscribersTestApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

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

describe("POST /api/subscribers", () => {
  it("subscribes with the spec's fields and answers only that it was received", async () => {
    const res = await subscribe(andrea);
    expect(res.statusCode).toBe(201);
    // No id, no echo: the same answer whoever is already on file (subscribers.resubscribe.test.ts).
    expect(res.json()).toEqual({ status: "received", pushTicket: expect.stringMatching(/^[\w-]{32}$/) });
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
    const url = (await storedRows())[0]!.profilePhotoUrl!;
    expect(url).toMatch(/^\/api\/photos\/[A-Za-z0-9_-]+$/);
    const photo = await t.app.inject({ method: "GET", url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(photo.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.width).toBe(800);
    expect(meta.exif).toBeUndefined();
    const list = await getList();
    expect(list[0]!.profilePhotoUrl).toBe(url);
    expect(JSON.stringify(list)).not.toContain("base64");
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
