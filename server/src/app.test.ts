import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness";

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>app</title><div id=root></div>");
  writeFileSync(join(clientDir, "assets", "index-abc123.js"), "console.log('app')");
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe("health", () => {
  it("reports the database as reachable", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: { status: "ok", kind: t.database.kind } });
  });
});

describe("site configuration", () => {
  it("serves the brand, emergency number and contest from configuration", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config/site" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      emergencyPhone: "911",
      contestEndDate: "2025-06-30",
      contestPrize: "$1,000 USD",
    });
  });

  it("serves the maps configuration with an apiKey field", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config/maps" });
    expect(res.json()).toEqual({ apiKey: "" });
  });
});

describe("errors", () => {
  it("answers an unknown API route with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("/api/nothing-here");
  });

  it("refuses a body over the limit with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ x: "a".repeat(21 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Request body is too large" });
  });
});

describe("client serving", () => {
  it("serves index.html for client routes, uncached, with security headers", async () => {
    for (const url of ["/", "/active-alerts", "/alert/3?report=sighting", "/no-such-page"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(res.body).toContain("<div id=root>");
    }
  });

  it("caches hashed assets for a year", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("gives a real 404 for a missing asset", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(res.statusCode).toBe(404);
  });
});
