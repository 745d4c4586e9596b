import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/harness";
import { storePhotoFromDataUrl } from "./photos.service";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function jpegWithGps(width: number, height: number): Promise<string> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: "PhoneCo", Model: "Camera 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 48/1 0/1" },
    })
    .toBuffer();
  const meta = await sharp(buffer).metadata();
  expect(meta.exif, "the fixture itself must carry EXIF").toBeDefined();
  return `data:image/jpeg;base64,${buffer.toString("base64")}`;
}

describe("photo storage", () => {
  it("re-encodes to a JPEG at most 800 px wide with no EXIF or GPS", async () => {
    const url = await storePhotoFromDataUrl(database.db, await jpegWithGps(1600, 1200));
    const id = url.split("/").pop()!;
    const { findPhoto } = await import("./photos.repo");
    const stored = await findPhoto(database.db, id);
    const meta = await sharp(stored!.data).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(600);
    expect(meta.exif).toBeUndefined();
    expect(stored!.data.includes(Buffer.from("PhoneCo"))).toBe(false);
  });

  it("refuses data that is not an image", async () => {
    const text = `data:image/png;base64,${Buffer.from("hello, not an image").toString("base64")}`;
    await expect(storePhotoFromDataUrl(database.db, text)).rejects.toThrow(/not a readable image/);
    await expect(storePhotoFromDataUrl(database.db, "data:text/plain;base64,aGVsbG8=")).rejects.toThrow(
      /image data URL/,
    );
  });
});
