// Every registered route, checked against the access level it declares: staff-only routes
// answer 401 to an anonymous caller and 403 to the wrong role before any data changes, and
// the public routes are exactly the ones listed below, so a new route cannot slip in
// unprotected by accident.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Access } from "../src/http/access";
import { createTestApp, type TestApp } from "./harness";
import { createTestStaff, signInCookie, unlockBearer } from "./helpers/auth.test-helpers";

/**
 * Every route anyone may call without signing in. Adding a public route? Add it here, and be
 * sure it should be public: it must never return personal data or unverified reports.
 */
const PUBLIC_ROUTES = [
  "GET /api/health",
  "GET /api/config/site",
  "GET /api/config/maps",
  "GET /api/photos/:id",
  "GET /api/geocode/search",
  "GET /api/geocode/reverse",
  // Public list of verified alerts; any other variant (verified=false ...) checks for staff itself.
  "GET /api/alerts",
  "GET /api/alerts/locations",
  "GET /api/alerts/:id",
  "GET /api/alerts/:id/sightings",
  "POST /api/alerts",
  "POST /api/sightings",
  // "Report a problem with this alert": 404 unless the alert is public; answers id and state only.
  "POST /api/alerts/:id/problem-reports",
  "POST /api/subscribers",
  "GET /api/subscribers/count",
  "GET /api/subscribers",
  "POST /api/subscribers/unsubscribe",
  // "Manage my alerts": the per-subscriber link's token is the credential; contacts come back masked.
  "GET /api/subscribers/manage/:token",
  "PATCH /api/subscribers/manage/:token",
  "DELETE /api/subscribers/manage/:token",
  // Web push (decision 015): the VAPID public key (public by design), and alerts on this phone
  // switched on or off by the holder of the subscription's link; the endpoint is never returned.
  "GET /api/push/public-key",
  "GET /api/subscribers/manage/:token/push",
  "PUT /api/subscribers/manage/:token/push",
  "DELETE /api/subscribers/manage/:token/push",
  // ...and from the supporter pop-up, with the ticket a new subscription's answer carries.
  "PUT /api/push/tickets/:ticket",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "GET /api/auth/session",
  "POST /api/moderation/unlock",
  "GET /api/chat",
  "POST /api/chat",
  "GET /ws",
  // Provider webhooks: Twilio's signature is their authentication (403 without it).
  "POST /api/webhooks/twilio/status",
  "POST /api/webhooks/twilio/inbound",
  // The SMS gateway's phones: the signature made with the key we share with them (403 without it).
  "POST /api/webhooks/sms-gateway",
  // E-mail one-click unsubscribe (RFC 8058); the random per-subscriber token is the credential.
  "POST /api/webhooks/email/unsubscribe/:token",
  "GET /api/webhooks/email/unsubscribe/:token",
  // CAP 1.2 for alert aggregators: verified alerts only, no reporter contact (modules/cap).
  "GET /api/cap/alerts.atom",
  "GET /api/cap/messages/:file",
  // Share card, poster and share image: 404 unless the alert is public and not redacted; public facts only.
  "GET /api/alerts/:id/share-card.jpg",
  "GET /api/alerts/:id/poster.pdf",
  "GET /api/alerts/:id/poster.jpg",
  // The police confirmation link e-mailed to the police address: its single-use token is the
  // credential; it shows only what an officer needs to confirm the case.
  "GET /api/police-confirmation/:token",
  "POST /api/police-confirmation/:token",
  // "Is this alert real?": whether a code is a current appeal (name and page), the same answer otherwise.
  "GET /api/verify/:code",
  // "I'm safe": the same 202 whatever the alert (stored only for a current appeal); rate-limited.
  "POST /api/safe-requests",
  // An alert screen's link: its random token is the credential; widely shared public facts only.
  "GET /api/screens/:token/alerts",
];

/** Bodies that would succeed if the access check let the call through. */
const BODIES: Record<string, unknown> = {
  "POST /api/admin/staff": { username: "intruder", role: "admin" },
  "POST /api/admin/screens": { name: "Intruder's screen", language: "en", area: null },
  "PATCH /api/admin/screens/:id": { enabled: false },
};

let t: TestApp;
let moderatorCookie: string;
let moderatorBearer: string;
let adminBearer: string;
let adminCookie: string;
let policeCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await createTestStaff(db, "admin");
  const moderator = await createTestStaff(db, "moderator");
  moderatorCookie = await signInCookie(t.app, moderator);
  adminCookie = await signInCookie(t.app, admin);
  moderatorBearer = await unlockBearer(t.app, db, moderator.id);
  adminBearer = await unlockBearer(t.app, db, admin.id);
  policeCookie = await signInCookie(t.app, await createTestStaff(db, "police"));
  // Data for the protected routes to act on if a check were missing: ids 1 exist everywhere.
  await t.database.exec(`
    insert into alerts (name, age, description, clothing, last_location, last_seen, reporter_name,
      reporter_relationship, reporter_phone, reporter_email)
    values ('Ravi Singh', 12, 'Slim build', 'Blue shirt', 'Parika, Essequibo', now(), 'Indra Singh',
      'Father', '+592 655 0000', 'indra@example.gy');
    insert into sightings (alert_id, reporter_name, reporter_contact, location, sighting_time, description)
    values (1, 'Nadira Khan', 'nadira@example.gy', 'Camp Street', now(), 'A boy in a blue shirt');
    insert into subscribers (name, email, phone, location, latitude, longitude, unsubscribe_token)
    values ('Marcia Ramdin', 'marcia@example.gy', '+592 600 9999', '12 Main Street, Georgetown', 6.81, -58.16, 'tok');
  `);
});
afterAll(() => t.close());

/** Every row of every table, to prove a refused call changed nothing. */
async function snapshot(): Promise<string> {
  // Both drivers answer execute() with { rows }.
  const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
    ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(
    sql.raw(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    ),
  );
  const out: Record<string, unknown> = {};
  for (const { table_name } of tables) {
    out[String(table_name)] = await rowsOf(sql.raw(`select * from "${String(table_name)}" order by 1`));
  }
  return JSON.stringify(out);
}

function routesWith(predicate: (access: Access) => boolean): string[] {
  return [...t.app.routeAccess.entries()].filter(([, a]) => predicate(a)).map(([route]) => route);
}

function call(route: string, headers: Record<string, string> = {}) {
  const [method, path] = route.split(" ") as [string, string];
  const body = BODIES[route];
  return t.app.inject({
    method: method as "GET",
    url: path.replace(/:[A-Za-z]+/g, "1"),
    headers,
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

describe("route protection", () => {
  it("declares exactly the listed public routes", () => {
    expect(routesWith((a) => a === "public").sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it("has the staff-only routes this product needs", () => {
    const staff = routesWith((a) => a !== "public");
    for (const route of [
      "POST /api/alerts/:id/verify",
      "POST /api/alerts/:id/resolve",
      "GET /api/alerts/:id/distribution-preview",
      "GET /api/admin/costs",
      "POST /api/sightings/:id/verify",
      "GET /api/moderation/sightings/pending",
      "GET /api/admin/alerts",
      "GET /api/admin/subscribers",
      "POST /api/admin/alerts/:id/approve",
      "POST /api/admin/alerts/:id/deny",
      "POST /api/alerts/:id/close",
      "POST /api/alerts/:id/confirm-missing",
      "GET /api/cases/stale",
      "PUT /api/alerts/:id/sharing-policy",
      "GET /api/safe-requests",
      "POST /api/safe-requests/:id/confirm",
      "POST /api/safe-requests/:id/dismiss",
      "GET /api/admin/time-to-alert",
      "GET /api/admin/drills",
      "POST /api/admin/drills",
      "POST /api/admin/drills/:id/update",
      "POST /api/admin/drills/:id/end",
      "GET /api/admin/providers",
      "POST /api/admin/providers/:channel/test",
    ]) {
      expect(staff, route).toContain(route);
    }
    expect(t.app.routeAccess.get("GET /api/admin/subscribers")).toBe("admin");
    expect(t.app.routeAccess.get("POST /api/admin/alerts/:id/approve")).toBe("admin");
    expect(t.app.routeAccess.get("POST /api/admin/providers/:channel/test")).toBe("admin");
    expect(t.app.routeAccess.get("POST /api/alerts/:id/verify")).toBe("moderator");
    expect(t.app.routeAccess.get("GET /api/alerts/:id/distribution-preview")).toBe("moderator");
    expect(t.app.routeAccess.get("GET /api/admin/costs")).toBe("admin");
    expect(t.app.routeAccess.get("PUT /api/alerts/:id/sharing-policy")).toBe("moderator");
    expect(t.app.routeAccess.get("POST /api/safe-requests/:id/confirm")).toBe("moderator");
    expect(t.app.routeAccess.get("GET /api/admin/time-to-alert")).toBe("admin");
    for (const drill of ["POST /api/admin/drills", "POST /api/admin/drills/:id/end"])
      expect(t.app.routeAccess.get(drill)).toBe("admin");
    for (const route of ["GET /api/admin/screens", "POST /api/admin/screens", "PATCH /api/admin/screens/:id"])
      expect(t.app.routeAccess.get(route), route).toBe("admin");
  });

  it("answers 401 to anonymous callers on every staff-only route, changing nothing", async () => {
    const before = await snapshot();
    const routes = routesWith((a) => a !== "public");
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      for (const headers of [
        {} as Record<string, string>,
        { cookie: "staff_session=forged-or-expired-session-token-0000000000000" },
        { authorization: `Bearer ${"x".repeat(43)}` },
      ]) {
        const res = await call(route, headers);
        expect(res.statusCode, `${route} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json(), route).toEqual({ message: "Sign-in required" });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("answers 403 to a moderator (session or unlock token) on every admin route, changing nothing", async () => {
    const before = await snapshot();
    const routes = routesWith((a) => a === "admin");
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      for (const headers of [
        { cookie: moderatorCookie } as Record<string, string>,
        { authorization: moderatorBearer },
        // An admin's own unlock token is a moderator credential only.
        { authorization: adminBearer },
      ]) {
        const res = await call(route, headers);
        expect(res.statusCode, `${route} ${Object.keys(headers)[0]}`).toBe(403);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("answers 403 to a police liaison on every moderator and admin route, changing nothing", async () => {
    const before = await snapshot();
    const routes = routesWith((a) => a === "moderator" || a === "admin");
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      const res = await call(route, { cookie: policeCookie });
      expect(res.statusCode, route).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it("answers 403 to a moderator (session or unlock token) on every police route, changing nothing", async () => {
    const before = await snapshot();
    const routes = routesWith((a) => a === "police");
    expect(routes.sort()).toEqual(["GET /api/police/cases", "POST /api/alerts/:id/police-confirmation"]);
    for (const route of routes) {
      for (const headers of [
        { cookie: moderatorCookie } as Record<string, string>,
        { authorization: moderatorBearer },
        { authorization: adminBearer },
      ]) {
        const res = await call(route, headers);
        expect(res.statusCode, `${route} ${Object.keys(headers)[0]}`).toBe(403);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("lets a police liaison and an admin list the cases awaiting the police", async () => {
    for (const cookie of [policeCookie, adminCookie]) {
      const res = await t.app.inject({ method: "GET", url: "/api/police/cases", headers: { cookie } });
      expect(res.statusCode).toBe(200);
    }
  });

  it("lets the right role through (so the checks above are not vacuous)", async () => {
    for (const route of ["GET /api/moderation/sightings/pending", "GET /api/alerts?verified=false"]) {
      for (const headers of [
        { cookie: moderatorCookie } as Record<string, string>,
        { authorization: moderatorBearer },
        { cookie: adminCookie },
      ]) {
        const [method, url] = route.split(" ") as [string, string];
        const res = await t.app.inject({ method: method as "GET", url, headers });
        expect(res.statusCode, route).toBe(200);
      }
    }
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/subscribers",
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ email: "marcia@example.gy" });
  });
});

describe("GET /api/alerts: a public route with a staff-only variant", () => {
  it("lists verified alerts to anyone, never pending ones", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/alerts?verified=true&active=true" });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("Ravi Singh");
  });

  it("refuses the pending list (verified=false) and the unfiltered list to anonymous callers", async () => {
    for (const url of [
      "/api/alerts?verified=false",
      "/api/alerts?verified=false&active=true",
      "/api/alerts",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain("Ravi Singh");
    }
  });

  it("gives the pending list, with the reporter's details, to moderators and admins", async () => {
    for (const headers of [
      { authorization: moderatorBearer },
      { cookie: moderatorCookie },
      { cookie: adminCookie },
    ]) {
      const res = await t.app.inject({ method: "GET", url: "/api/alerts?verified=false", headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toMatchObject({
        name: "Ravi Singh",
        reporterName: "Indra Singh",
        reporterRelationship: "Father",
        reporterPhone: "+592 655 0000",
        isVerified: false,
      });
    }
  });

  it("shows a police liaison no more than the public: no pending list, no pending alert", async () => {
    const headers = { cookie: policeCookie };
    expect(
      (await t.app.inject({ method: "GET", url: "/api/alerts?verified=false", headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/alerts/1", headers })).statusCode).toBe(404);
  });

  it("does not show a pending alert or its sightings' contacts to the public", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/alerts/1" })).statusCode).toBe(404);
    const sightings = await t.app.inject({ method: "GET", url: "/api/alerts/1/sightings" });
    expect(sightings.body).not.toContain("nadira@example.gy");
  });
});

describe("the level and search-area routes", () => {
  it("are for moderators and admins (the walks above check each for 401 and 403)", () => {
    for (const route of [
      "GET /api/alerts/:id/search-area",
      "POST /api/alerts/:id/search-area/:action",
      "PUT /api/alerts/:id/level",
    ])
      expect(t.app.routeAccess.get(route), route).toBe("moderator");
  });
});
