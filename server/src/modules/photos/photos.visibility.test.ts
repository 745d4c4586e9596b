// Who may see a report's photo (issue 12, item 13): a pending report's photo is staff-only and
// never publicly cached; it becomes public when the alert is verified, and staff-only again
// when the report is taken down.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  expectStaffOnlyPhoto,
  reportWithPhoto,
  type StaffHeaders,
  staffHeaders,
} from "../../../test/helpers/alerts.test-helpers";

let t: TestApp;
let staff: StaffHeaders;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffHeaders(t);
});
afterAll(() => t.close());

const fetchPhoto = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("report photos", () => {
  it("gives a pending report's photo 404 to the public and 200 (never cached) to staff", async () => {
    const { photoUrl } = await reportWithPhoto(t, staff, { width: 400, height: 300 });
    expect(photoUrl).toMatch(/^\/api\/photos\//);
    await expectStaffOnlyPhoto(t, staff, photoUrl, "image/jpeg");
  });

  it("serves a verified alert's photo publicly, briefly cached with an ETag, until it is taken down", async () => {
    const { id, photoUrl } = await reportWithPhoto(t, staff, { width: 400, height: 300 });
    const verify = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/verify`,
      headers: staff.moderator,
    });
    expect(verify.statusCode).toBe(200);
    const shown = await fetchPhoto(photoUrl);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("public, max-age=600, must-revalidate");
    const etag = shown.headers.etag as string;
    expect((await fetchPhoto(photoUrl, { "if-none-match": etag })).statusCode).toBe(304);

    // Taken down: the alert leaves the public (here by SQL; the takedown itself is tested in problem-reports).
    await t.database.db.execute(
      sql`update alerts set is_verified = false, status = 'denied' where id = ${id}`,
    );
    expect((await fetchPhoto(photoUrl)).statusCode).toBe(404);
    expect((await fetchPhoto(photoUrl, { "if-none-match": etag })).statusCode).toBe(404);
    expect((await fetchPhoto(photoUrl, staff.admin)).statusCode).toBe(200);
  });

  it("gives a denied report's photo 404 to the public", async () => {
    const { id, photoUrl } = await reportWithPhoto(t, staff, { width: 400, height: 300 });
    const deny = await t.app.inject({
      method: "POST",
      url: `/api/admin/alerts/${id}/deny`,
      headers: { ...staff.admin, "content-type": "application/json" },
    });
    expect(deny.statusCode, deny.body).toBe(200);
    expect((await fetchPhoto(photoUrl)).statusCode).toBe(404);
  });
});
