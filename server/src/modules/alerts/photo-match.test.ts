// A reused photo: a new report's photo is compared with earlier cases' (a perceptual hash), and
// a match is shown to the moderator as the earlier case's id; a different photo is not flagged.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  type StaffHeaders,
  setAlertState,
  staffHeaders,
  validAlertInput,
} from "../../../test/helpers/alerts.test-helpers";
import { alerts } from "../../db/schema";
import { perceptualHash } from "../photos/photo-hash";
import { backfillPhotoHashes } from "./photo-match.service";

let t: TestApp;
let staff: StaffHeaders;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffHeaders(t);
});
afterAll(() => t.close());

/** A picture made of coloured discs, different for every seed (a stand-in for a photo). */
async function picture(seed: number): Promise<Buffer> {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const discs = Array.from({ length: 14 }, () => {
    const [x, y, r] = [random() * 600, random() * 750, 40 + random() * 160].map(Math.round);
    const [red, green, blue] = [random(), random(), random()].map((v) => Math.round(v * 255));
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="rgb(${red},${green},${blue})"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750"><rect width="600" height="750" fill="#886644"/>${discs}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const dataUrl = (image: Buffer, type = "image/jpeg") => `data:${type};base64,${image.toString("base64")}`;

let caller = 0;
async function report(name: string, photoUrl: string): Promise<number> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ name, photoUrl }),
    remoteAddress: `10.8.0.${++caller}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

/** What the moderator's card reads: the earlier case the photo matches, or null. */
async function reusedFrom(id: number): Promise<number | null> {
  const res = await t.app.inject({ method: "GET", url: `/api/alerts/${id}`, headers: staff.moderator });
  expect(res.statusCode).toBe(200);
  return res.json().photoReusedFromAlertId;
}

describe("a new report's photo", () => {
  it("is flagged with the earlier case's id when re-uploaded, recompressed or resized; a different photo is not", async () => {
    const original = await picture(1);
    const earlier = await report("Found Long Ago", dataUrl(original));
    await setAlertState(t, earlier, "resolved");
    expect(await reusedFrom(earlier)).toBeNull();

    const sameFile = await report("Hoax Same File", dataUrl(original));
    expect(await reusedFrom(sameFile)).toBe(earlier);

    const recompressed = await sharp(original).resize(420).jpeg({ quality: 40 }).toBuffer();
    const copy = await report("Hoax Recompressed", dataUrl(recompressed));
    expect(await reusedFrom(copy)).toBe(earlier);

    const croppedPng = await sharp(original)
      .extract({ left: 8, top: 10, width: 584, height: 730 })
      .resize(500)
      .png()
      .toBuffer();
    const screenshot = await report("Hoax Screenshot", dataUrl(croppedPng, "image/png"));
    expect(await reusedFrom(screenshot)).toBe(earlier);

    const different = await report("Another Child", dataUrl(await picture(2)));
    expect(await reusedFrom(different)).toBeNull();
    const none = await report("No Photo Child", "");
    expect(await reusedFrom(none)).toBeNull();
  });

  it("is never shown to the public: neither the flag nor the hash", async () => {
    const image = await picture(3);
    const first = await report("Public First", dataUrl(image));
    const second = await report("Public Second", dataUrl(image));
    await setAlertState(t, first, "verified");
    await setAlertState(t, second, "verified");
    const publicView = await t.app.inject({ method: "GET", url: `/api/alerts/${second}` });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json()).not.toHaveProperty("photoReusedFromAlertId");
    expect(publicView.body).not.toMatch(/photoHash|reused/i);
    expect(await reusedFrom(second)).toBe(first);
  });

  it("is compared with cases stored before photos were hashed, once the backfill has hashed them", async () => {
    const image = await picture(4);
    const older = await report("Stored Before Hashing", dataUrl(image));
    await t.database.db.update(alerts).set({ photoHash: null }).where(eq(alerts.id, older));
    expect(await backfillPhotoHashes(t.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(alerts).where(eq(alerts.id, older));
    expect(row!.photoHash).toMatch(/^[0-9a-f]{16}$/);
    expect(row!.photoReusedFromAlertId).toBeNull();

    const later = await report("Reported Again", dataUrl(image));
    expect(await reusedFrom(later)).toBe(older);
  });

  it("has a hash that barely moves for a copy and moves far for another picture", async () => {
    const original = await picture(5);
    const [a, b, c] = await Promise.all([
      perceptualHash(original),
      perceptualHash(await sharp(original).resize(300).jpeg({ quality: 30 }).toBuffer()),
      perceptualHash(await picture(6)),
    ]);
    const distance = (x: string, y: string) =>
      (BigInt(`0x${x}`) ^ BigInt(`0x${y}`)).toString(2).replace(/0/g, "").length;
    expect(distance(a, b)).toBeLessThanOrEqual(4);
    expect(distance(a, c)).toBeGreaterThan(16);
  });
});
