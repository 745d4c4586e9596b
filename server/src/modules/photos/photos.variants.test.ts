// Responsive photo sizes (issue 14): /api/photos/{id}?w=400|800&format=webp|jpeg, each size and
// format with its own ETag, under the same who-may-see rule as the stored photo.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  expectStaffOnlyPhoto,
  reportWithPhoto,
  type StaffHeaders,
  staffHeaders,
} from "../../../test/helpers/alerts.test-helpers";
import { clearPhotoVariantCache } from "./photo-variants";

let t: TestApp;
let staff: StaffHeaders;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffHeaders(t);
});
afterAll(() => t.close());

async function verifiedPhoto(): Promise<{ id: number; photoUrl: string }> {
  const report = await reportWithPhoto(t, staff, { width: 1200, height: 900 });
  const verify = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${report.id}/verify`,
    headers: staff.moderator,
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return report;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("photo sizes and formats", () => {
  it("serves 400 and 800 px wide WebP and JPEG copies, smaller than the stored photo, without metadata", async () => {
    const { photoUrl } = await verifiedPhoto();
    const original = await get(photoUrl);
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect((await sharp(original.rawPayload).metadata()).width).toBe(800);

    const cases = [
      { query: "w=400&format=webp", format: "webp", type: "image/webp", width: 400, height: 300 },
      { query: "w=800&format=webp", format: "webp", type: "image/webp", width: 800, height: 600 },
      { query: "w=400&format=jpeg", format: "jpeg", type: "image/jpeg", width: 400, height: 300 },
      { query: "w=400", format: "jpeg", type: "image/jpeg", width: 400, height: 300 },
      { query: "format=webp", format: "webp", type: "image/webp", width: 800, height: 600 },
    ];
    for (const c of cases) {
      const res = await get(`${photoUrl}?${c.query}`);
      expect(res.statusCode, c.query).toBe(200);
      expect(res.headers["content-type"], c.query).toBe(c.type);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format, c.query).toBe(c.format);
      expect([meta.width, meta.height], c.query).toEqual([c.width, c.height]);
      expect(meta.exif, c.query).toBeUndefined();
      expect(res.rawPayload.includes(Buffer.from("PhoneCo")), c.query).toBe(false);
      if (c.width === 400) expect(res.rawPayload.length, c.query).toBeLessThan(original.rawPayload.length);
    }
  });

  it("answers the stored JPEG itself for 800 px JPEG (it is no wider), with the same content on a second request", async () => {
    const { photoUrl } = await verifiedPhoto();
    const original = await get(photoUrl);
    const wide = await get(`${photoUrl}?w=800&format=jpeg`);
    expect(wide.statusCode).toBe(200);
    expect(Buffer.compare(wide.rawPayload, original.rawPayload)).toBe(0);

    const first = await get(`${photoUrl}?w=400&format=webp`);
    clearPhotoVariantCache();
    const remade = await get(`${photoUrl}?w=400&format=webp`);
    const cached = await get(`${photoUrl}?w=400&format=webp`);
    expect(Buffer.compare(remade.rawPayload, first.rawPayload)).toBe(0);
    expect(Buffer.compare(cached.rawPayload, first.rawPayload)).toBe(0);
  });

  it("gives each size and format its own ETag and answers 304 to it, before any bytes", async () => {
    const { photoUrl } = await verifiedPhoto();
    const tags = new Set<string>();
    for (const query of ["", "?w=400&format=webp", "?w=800&format=webp", "?w=400&format=jpeg"]) {
      const res = await get(`${photoUrl}${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=600, must-revalidate");
      const etag = res.headers.etag as string;
      tags.add(etag);
      const again = await get(`${photoUrl}${query}`, { "if-none-match": etag });
      expect(again.statusCode, query).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    expect(tags.size).toBe(4);
    // Another size's ETag is not this one's.
    const original = await get(photoUrl);
    const mismatched = await get(`${photoUrl}?w=400&format=webp`, {
      "if-none-match": original.headers.etag as string,
    });
    expect(mismatched.statusCode).toBe(200);
  });

  it("refuses a width, format or parameter it does not serve with a 400 naming it, never a 500", async () => {
    const { photoUrl } = await verifiedPhoto();
    const cases: Array<[string, string]> = [
      ["w=300", "w"],
      ["w=4000", "w"],
      ["w=abc", "w"],
      ["w=", "w"],
      ["w=400&w=800", "w"],
      ["format=png", "format"],
      ["format=WEBP", "format"],
      ["w=400&format=gif", "format"],
      ["width=400", "width"],
    ];
    for (const [query, field] of cases) {
      const res = await get(`${photoUrl}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers["content-type"], query).toContain("application/json");
      const body = res.json() as { message: string; field?: string };
      expect(body.field, query).toBe(field);
      expect(body.message, query).toContain(field);
    }
    expect((await get(`${photoUrl}?w=300`)).json().message).toBe("w: must be one of 400, 800");
    expect((await get(`${photoUrl}?format=png`)).json().message).toBe("format: must be one of webp, jpeg");
    // An unknown photo with a valid size is the same 404 as without one.
    const missing = await get("/api/photos/AAAAAAAAAAAAAAAAAAAAAA?w=400&format=webp");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Photo not found" });
  });

  it("keeps a pending report's copies staff-only and never cached, and hides them again once taken down", async () => {
    const pending = await reportWithPhoto(t, staff, { width: 1200, height: 900 });
    const variant = `${pending.photoUrl}?w=400&format=webp`;
    await expectStaffOnlyPhoto(t, staff, variant, "image/webp");

    // Verified: public. Taken down: 404 again, though the copy is in the server's cache and the
    // browser holds its ETag.
    const verify = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${pending.id}/verify`,
      headers: staff.moderator,
    });
    expect(verify.statusCode).toBe(200);
    const shown = await get(variant);
    expect(shown.statusCode).toBe(200);
    const etag = shown.headers.etag as string;
    await t.database.db.execute(
      sql`update alerts set is_verified = false, status = 'denied' where id = ${pending.id}`,
    );
    expect((await get(variant)).statusCode).toBe(404);
    expect((await get(variant, { "if-none-match": etag })).statusCode).toBe(404);
    expect((await get(`${pending.photoUrl}?w=800&format=jpeg`)).statusCode).toBe(404);
    expect((await get(variant, staff.admin)).statusCode).toBe(200);
  });
});
