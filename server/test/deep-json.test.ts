// A body nested thousands of levels deep is refused with 400 before anything walks it (it was a
// 500 from the recursive walks over bodies), on public, staff and empty-body routes alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonDepthExceeds, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from "../src/http/json-body";
import { createTestApp, type TestApp } from "./harness";
import { validAlertInput } from "./helpers/alerts.test-helpers";
import { createTestStaff, signInCookie } from "./helpers/auth.test-helpers";

const deepArray = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;

describe("jsonDepthExceeds", () => {
  it("counts nesting of arrays and objects, ignoring brackets inside strings", () => {
    expect(jsonDepthExceeds(deepArray(3), 3)).toBe(false);
    expect(jsonDepthExceeds(deepArray(4), 3)).toBe(true);
    expect(jsonDepthExceeds(deepObject(4), 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: "[[[[[[{{{{", b: ['\\"[[[['] }), 2)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonDepthExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });
});

describe("deep JSON bodies", () => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await signInCookie(t.app, await createTestStaff(t.database.db, "admin"));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      payload,
      headers: { "content-type": "application/json", ...headers },
    });

  for (const [kind, body] of [
    ["array", deepArray(5_000)],
    ["object", deepObject(5_000)],
  ] as const) {
    it(`answers a 5,000-deep ${kind} with 400 naming the body`, async () => {
      const res = await post("/api/alerts", body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: TOO_DEEP_MESSAGE, field: "body" });
    });
  }

  it("refuses a deep body on a staff route whose empty body means no body", async () => {
    const headers = { cookie: adminCookie };
    const res = await post("/api/admin/alerts/1/approve", deepArray(5_000), headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TOO_DEEP_MESSAGE);
  });

  it("still accepts a body at the limit's depth and an ordinary report", async () => {
    const atLimit = await post("/api/alerts", deepArray(MAX_JSON_DEPTH));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().message).not.toBe(TOO_DEEP_MESSAGE);
    const report = await post("/api/alerts", JSON.stringify(validAlertInput()));
    expect(report.statusCode).toBe(201);
  });
});
