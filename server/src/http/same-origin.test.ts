// Cross-site request forgery against staff (issue 12, item 1): with a valid staff cookie, a page
// on another site must not be able to create an admin or verify a report.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness";
import { validAlertInput } from "../../test/helpers/alerts.test-helpers";
import { createTestStaff, signInCookie } from "../../test/helpers/auth.test-helpers";
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from "./same-origin";

const PUBLIC_URL = "https://alerts.example.gy";
let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  adminCookie = await signInCookie(t.app, await createTestStaff(t.database.db, "admin"));
});
afterAll(() => t.close());

async function pendingReport(): Promise<number> {
  const res = await t.app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const newAdmin = (headers: Record<string, string>, username: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/staff",
    headers: { cookie: adminCookie, "content-type": "application/json", ...headers },
    payload: JSON.stringify({ username, role: "admin" }),
  });

const staffNames = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/staff", headers: { cookie: adminCookie } }))
    .json()
    .map((s: { username: string }) => s.username);

describe("state-changing staff requests from another site", () => {
  it("refuses an admin creation from an evil Origin, and creates nobody", async () => {
    const res = await newAdmin({ origin: "http://evil.example" }, "evil-admin");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(await staffNames()).not.toContain("evil-admin");
  });

  it("refuses a sibling subdomain and an opaque origin, and uses Referer when Origin is absent", async () => {
    expect((await newAdmin({ origin: "https://evil.alerts.example.gy" }, "sibling")).statusCode).toBe(403);
    expect((await newAdmin({ origin: "null" }, "opaque")).statusCode).toBe(403);
    expect((await newAdmin({ referer: "http://evil.example/page" }, "by-referer")).statusCode).toBe(403);
    expect((await newAdmin({ referer: `${PUBLIC_URL}/admin/users` }, "ok-referer")).statusCode).toBe(201);
  });

  it("accepts the same call from the site's own pages", async () => {
    expect((await newAdmin({ origin: PUBLIC_URL }, "own-page")).statusCode).toBe(201);
    expect(await staffNames()).toContain("own-page");
  });

  it("refuses a text/plain verify (what a plain HTML form can send) and queues nothing", async () => {
    const id = await pendingReport();
    for (const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/admin/alerts/${id}/approve`,
        headers: { cookie: adminCookie, origin: PUBLIC_URL, "content-type": contentType },
        payload: "x=1",
      });
      expect(res.statusCode, contentType).toBe(403);
      expect(res.json()).toEqual({ message: JSON_ONLY_MESSAGE });
    }
    const forged = await t.app.inject({
      method: "POST",
      url: `/api/admin/alerts/${id}/approve`,
      headers: { cookie: adminCookie, origin: "http://evil.example", "content-type": "text/plain" },
      payload: "",
    });
    expect(forged.statusCode).toBe(403);
    const alert = await t.app.inject({
      method: "GET",
      url: `/api/alerts/${id}`,
      headers: { cookie: adminCookie },
    });
    expect(alert.json()).toMatchObject({ isVerified: false, status: "pending" });
  });

  it("leaves public calls without a staff credential alone (a report from any page)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/alerts",
      headers: { origin: "http://evil.example" },
      payload: validAlertInput(),
    });
    expect(res.statusCode).toBe(201);
  });

  it("lets the staff call through with JSON or no body from the site, or from no browser at all", async () => {
    const id = await pendingReport();
    const approve = await t.app.inject({
      method: "POST",
      url: `/api/admin/alerts/${id}/approve`,
      headers: { cookie: adminCookie, origin: PUBLIC_URL, "content-type": "application/json" },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const other = await pendingReport();
    const scripted = await t.app.inject({
      method: "POST",
      url: `/api/admin/alerts/${other}/deny`,
      headers: { cookie: adminCookie },
    });
    expect(scripted.statusCode, scripted.body).toBe(200);
  });
});
