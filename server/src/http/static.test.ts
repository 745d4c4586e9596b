import { gunzipSync } from "node:zlib";
import { siteConfigSchema } from "@shared/site.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDirWith, createTestApp, type TestApp } from "../../test/harness";
import { acceptsGzip } from "./static";

// index.html as served carries the public site configuration for the first paint (issue 13).
const HOSTILE = "</script><script>alert(1)</script><!-- & \u2028";
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Missing Person Alerts — Guyana</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;

beforeAll(async () => {
  const clientDir = clientDirWith(INDEX);
  t = await createTestApp({
    clientDir,
    env: { SITE_BRAND_NAME: HOSTILE, SITE_CONTEST_PRIZE: "$1,000 USD $& $1" },
  });
});
afterAll(() => t.close());

function embeddedJson(html: string): string {
  const match = /<script type="application\/json" id="site-config">([^<]*)<\/script>/.exec(html);
  expect(match, html).not.toBeNull();
  return match![1]!;
}

describe("index.html with the site configuration", () => {
  it("every HTML route carries the same configuration as GET /api/config/site, uncached", async () => {
    const api = (await t.app.inject({ method: "GET", url: "/api/config/site" })).json();
    for (const url of [
      "/",
      "/index.html",
      "/active-alerts",
      "/alert/3?report=sighting",
      "/admin/dashboard",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      const site = siteConfigSchema.parse(JSON.parse(embeddedJson(res.body)));
      expect(site, url).toEqual(api);
      expect(site.brandName).toBe(HOSTILE);
      expect(site.contestPrize).toBe("$1,000 USD $& $1");
    }
  });

  it("sends the page compressed to a browser that accepts it, and plain to one that does not", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/subscribe" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const zipped = await t.app.inject({
      method: "GET",
      url: "/subscribe",
      headers: { "accept-encoding": "gzip" },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["content-type"]).toContain("text/html");
    expect(zipped.headers.vary).toContain("accept-encoding");
    expect(gunzipSync(zipped.rawPayload).toString("utf8")).toBe(plain.body);
    expect(acceptsGzip("br;q=1, gzip;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0, identity")).toBe(false);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("identity")).toBe(false);
  });

  it("escapes a hostile value: no markup breaks out of the script tag or the title", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const json = embeddedJson(res.body);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)");
    // One script element in the page: the JSON one, closed where the server closed it.
    expect(res.body.match(/<script/g)).toHaveLength(1);
    expect(res.body).not.toContain("<script>alert(1)");
    expect(res.body).toContain(
      "<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &amp; \u2028 — Missing Person Alerts, Guyana</title>",
    );
  });
});
