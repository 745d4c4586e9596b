// What keeps the public reads cheap (issue 14) stays correct: the public alert list is
// serialized and compressed once per cached list, and a verify gives every form of it (plain,
// gzip, brotli) the new alert at once; a new subscriber changes the count at once; API answers
// carry the API's security headers and pages helmet's whole set; one access-log line per request.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessLog } from "../src/http/access-log";
import { preferredEncoding } from "../src/http/cached-json";
import { createTestApp, type TestApp } from "./harness";
import { type StaffHeaders, staffHeaders, validAlertInput } from "./helpers/alerts.test-helpers";
import { andrea } from "./helpers/subscribers.test-helpers";

let t: TestApp;
let staff: StaffHeaders;
beforeAll(async () => {
  t = await createTestApp();
  staff = await staffHeaders(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

async function reportAndVerify(name: string): Promise<void> {
  const report = await t.app.inject({
    method: "POST",
    url: "/api/alerts",
    payload: validAlertInput({ name }),
  });
  expect(report.statusCode).toBe(201);
  const verify = await t.app.inject({
    method: "POST",
    url: `/api/alerts/${report.json().id}/verify`,
    headers: staff.moderator,
  });
  expect(verify.statusCode).toBe(200);
}

const names = (json: string) => (JSON.parse(json) as Array<{ name: string }>).map((a) => a.name);

describe("the public alert list, serialized once", () => {
  it("sends the same JSON plain, gzip and brotli under one ETag, and every form changes after a verify", async () => {
    // Enough alerts that the list is worth compressing (over 1 KB).
    for (let i = 0; i < 4; i += 1) await reportAndVerify(`Cached Child ${i}`);
    const list = "/api/alerts?verified=true&active=true";
    const plain = await get(list);
    const gzip = await get(list, { "accept-encoding": "gzip" });
    const br = await get(list, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers.vary).toContain("accept-encoding");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(new Set([plain.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(1);
    expect(plain.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(plain.headers["x-total-count"]).toBe("4");

    const revisit = await get(list, {
      "accept-encoding": "gzip",
      "if-none-match": plain.headers.etag as string,
    });
    expect(revisit.statusCode).toBe(304);
    expect(revisit.rawPayload.length).toBe(0);

    await reportAndVerify("Newly Verified Child");
    const afterPlain = await get(list);
    const afterGzip = await get(list, { "accept-encoding": "gzip" });
    const afterBr = await get(list, { "accept-encoding": "br" });
    expect(names(afterPlain.body)).toContain("Newly Verified Child");
    expect(names(gunzipSync(afterGzip.rawPayload).toString())).toContain("Newly Verified Child");
    expect(names(brotliDecompressSync(afterBr.rawPayload).toString())).toContain("Newly Verified Child");
    expect(afterPlain.headers.etag).not.toBe(plain.headers.etag);
    expect(afterGzip.headers.etag).toBe(afterPlain.headers.etag);
    expect(afterPlain.headers["x-total-count"]).toBe("5");
  });

  it("serves one alert from the same cache, and a 404 for an unknown one", async () => {
    const [first] = JSON.parse((await get("/api/alerts?verified=true")).body) as Array<{ id: number }>;
    const one = await get(`/api/alerts/${first!.id}`);
    expect(one.statusCode).toBe(200);
    expect(
      (await get(`/api/alerts/${first!.id}`, { "if-none-match": one.headers.etag as string })).statusCode,
    ).toBe(304);
    expect((await get("/api/alerts/999999")).statusCode).toBe(404);
  });

  it("still compresses the staff list, built per request and never cached", async () => {
    const staffList = await get("/api/alerts?limit=50", { ...staff.moderator, "accept-encoding": "gzip" });
    expect(staffList.statusCode).toBe(200);
    expect(staffList.headers["cache-control"]).toBe("private, no-store");
    expect(staffList.headers["content-encoding"]).toBe("gzip");
    const rows = JSON.parse(gunzipSync(staffList.rawPayload).toString()) as Array<{ reporterEmail: string }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveProperty("reporterEmail");
  });

  it("picks the encoding as the client allows it", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("GZIP")).toBe("gzip");
  });
});

describe("the subscriber count", () => {
  it("counts a new subscriber at once", async () => {
    const before = (await get("/api/subscribers/count")).json().count as number;
    const subscribe = await t.app.inject({ method: "POST", url: "/api/subscribers", payload: andrea });
    expect(subscribe.statusCode).toBe(201);
    expect((await get("/api/subscribers/count")).json().count).toBe(before + 1);
  });
});

describe("security headers", () => {
  it("gives API answers the API's set, staff and personal pages helmet's whole set, public pages all but the opener policy", async () => {
    const api = await get("/api/subscribers/count");
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers["x-content-type-options"]).toBe("nosniff");
    expect(api.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(api.headers["strict-transport-security"]).toContain("max-age=");
    expect(api.headers["x-dns-prefetch-control"]).toBeUndefined();

    const missing = await get("/api/no-such-endpoint");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");

    const page = await get("/some-page");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    // Public pages open in the process they are navigated in (no opener policy: decision 018);
    // staff screens and personal links keep it.
    expect(page.headers["cross-origin-opener-policy"]).toBeUndefined();
    for (const guarded of ["/admin", "/admin/dashboard", "/verification", "/unsubscribe/some-token"]) {
      const staff = await get(guarded);
      expect(staff.headers["cross-origin-opener-policy"], guarded).toBe("same-origin");
      expect(staff.headers["content-security-policy"], guarded).toContain("frame-ancestors 'none'");
    }
    expect((await get("/administer")).headers["cross-origin-opener-policy"]).toBeUndefined();
  });
});

describe("the access log", () => {
  it("writes one line per request, when it is answered, with the request and the outcome", () => {
    const lines: Array<{ level: string; fields: Record<string, unknown>; msg: string }> = [];
    const log = (level: string) => (fields: Record<string, unknown>, msg: string) =>
      lines.push({ level, fields, msg });
    const request = { method: "GET", url: "/api/alerts" };
    const reply = { log: { info: log("info"), error: log("error") }, elapsedTime: 1.5, statusCode: 200 };
    const controller = new AccessLog();
    // biome-ignore lint/suspicious/noExplicitAny: the controller reads only these fields
    controller.incomingRequest(request as any, reply as any);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    controller.requestCompleted(null, request as any, reply as any);
    expect(lines).toEqual([
      { level: "info", fields: { req: request, res: reply, responseTime: 1.5 }, msg: "request completed" },
    ]);
  });
});
