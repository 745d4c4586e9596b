// Behind a reverse proxy (issue 12, items 2 and 3): the session cookie is Secure when the
// visitor's connection is HTTPS at the proxy, and a visitor cannot pick their own address with
// X-Forwarded-For to dodge the per-address lockouts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testConfig } from "../../../test/harness";
import { createTestStaff, type TestStaff } from "../../../test/helpers/auth.test-helpers";
import { SESSION_COOKIE } from "./cookie";

const PROXY = "10.0.0.5";

describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
  let t: TestApp;
  let admin: TestStaff;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: "1", PUBLIC_URL: "http://alerts.internal:5000", STAFF_MAX_FAILED_ATTEMPTS: "5" },
    });
    admin = await createTestStaff(t.database.db, "admin");
  });
  afterAll(() => t.close());

  it("sets the Secure flag when the proxy says the visitor came over HTTPS", async () => {
    const login = (proto: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: PROXY,
        headers: { "x-forwarded-proto": proto, "x-forwarded-for": "198.51.100.7" },
        payload: { username: admin.username, password: admin.password },
      });
    const https = (await login("https")).cookies.find((c) => c.name === SESSION_COOKIE);
    expect(https?.secure).toBe(true);
    const http = (await login("http")).cookies.find((c) => c.name === SESSION_COOKIE);
    expect(http?.secure).toBeFalsy();
  });

  it("does not let rotating spoofed X-Forwarded-For addresses dodge the unlock lockout", async () => {
    const visitor = "198.51.100.9";
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/moderation/unlock",
        remoteAddress: PROXY,
        // The visitor writes a new address each time; the proxy appends the real one.
        headers: { "x-forwarded-for": `203.0.113.${i}, ${visitor}` },
        payload: { code: `WRONG-CODE-${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});

describe("TRUST_PROXY values", () => {
  it("takes a hop count or proxy addresses, and refuses anything else naming the variable", () => {
    expect(testConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(testConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.4, loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.4",
      "loopback",
    ]);
    expect(() => testConfig({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY/);
    expect(() => testConfig({ TRUST_PROXY: "my-proxy" })).toThrow(/TRUST_PROXY/);
  });
});
