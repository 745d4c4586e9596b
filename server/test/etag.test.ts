// Less data per visit (issue 14): public JSON carries an ETag, a matching If-None-Match costs a
// 304 with no body, and a change (a moderator verifies an alert) gives a new body and ETag.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "./helpers/alerts.test-helpers";

let t: TestApp;
let staff: StaffHeaders;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffHeaders(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("ETags on public JSON", () => {
  it("answers the public alert list 304 to its own ETag, and 200 with the new alert after a verify", async () => {
    const list = "/api/alerts?verified=true&active=true";
    const first = await get(list);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await get(list, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);

    const report = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({ name: "Etag Child" }),
    });
    const verify = await t.app.inject({
      method: "POST",
      url: `/api/alerts/${report.json().id}/verify`,
      headers: staff.moderator,
    });
    expect(verify.statusCode).toBe(200);

    const changed = await get(list, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().map((a: { name: string }) => a.name)).toContain("Etag Child");
  });

  it("makes the 10-second subscriber-count poll cost a 304", async () => {
    const first = await get("/api/subscribers/count");
    const again = await get("/api/subscribers/count", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
