import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";

// The installable app's files (vite-plugin-pwa's output): a service worker must be JavaScript and
// re-checked on every visit, or phones keep an old app for up to a day (docs/decisions/009).
let t: TestApp;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), "client-pwa-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(
    join(clientDir, "index.html"),
    "<!doctype html><html><head><title>x</title></head><body></body></html>",
  );
  writeFileSync(join(clientDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(clientDir, "workbox-f6eda418.js"), "define([], function () {});");
  writeFileSync(
    join(clientDir, "manifest.webmanifest"),
    JSON.stringify({ name: "Hope Alert", start_url: "/" }),
  );
  writeFileSync(join(clientDir, "assets", "index-abc123.js"), "export {};");
  t = await createTestApp({ clientDir });
});
afterAll(() => t.close());

describe("service worker and web app manifest", () => {
  it("serves /sw.js as JavaScript that is revalidated on every visit", async () => {
    const res = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("serves /manifest.webmanifest as a manifest, revalidated on every visit", async () => {
    const res = await t.app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.json()).toEqual({ name: "Hope Alert", start_url: "/" });
  });

  it("keeps the other caching rules: hashed bundles immutable, other files an hour", async () => {
    const bundle = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
    expect(bundle.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const runtime = await t.app.inject({ method: "GET", url: "/workbox-f6eda418.js" });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers["content-type"]).toMatch(/javascript/);
    expect(runtime.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
