// Shared set-up for the subscriber API tests (subscribers.*.test.ts): an app whose subscribers
// are cleared before each test, requests from a fresh address each (so the per-client rate
// limit stays out of the way except in the test about it), and a typical subscriber.
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { subscribers } from "../../src/db/schema";
import { createTestApp, type TestApp } from "../harness";

/**
 * Registers, in the calling test file, an app whose subscribers are cleared before each test;
 * returns it (once beforeAll has run) and the requests the tests make against it.
 */
export function subscribersTestApp() {
  let t: TestApp | undefined;
  const app = () => t!;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: "https://alerts.example.gy" } });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await app().database.db.delete(subscribers);
    app().events.emit("subscriber.changed", { subscriberId: 0 });
  });
  return { app, ...subscriberRequests(app) };
}

/** Requests against the app `app()` returns (set in the test file's beforeAll). */
function subscriberRequests(app: () => TestApp) {
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };

  function subscribe(payload: unknown, remoteAddress = nextIp()) {
    return app().app.inject({
      method: "POST",
      url: "/api/subscribers",
      remoteAddress,
      ...(typeof payload === "string"
        ? { payload, headers: { "content-type": "application/json" } }
        : { payload: payload as object }),
    });
  }

  async function getCount(): Promise<number> {
    const res = await app().app.inject({ method: "GET", url: "/api/subscribers/count" });
    expect(res.statusCode).toBe(200);
    return res.json().count;
  }

  async function getList(query = "") {
    const res = await app().app.inject({ method: "GET", url: `/api/subscribers${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as Array<{
      id: number;
      name: string;
      profilePhotoUrl: string | null;
      location: string | null;
    }>;
  }

  /** GET or PATCH /api/subscribers/manage/{token}, each from a new address. */
  function manage(method: "GET" | "PATCH", token: string, payload?: unknown) {
    return app().app.inject({
      method,
      url: `/api/subscribers/manage/${token}`,
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  /** Every stored subscriber, oldest first. */
  async function storedRows() {
    return app().database.db.select().from(subscribers).orderBy(subscribers.id);
  }

  return { subscribe, manage, getCount, getList, storedRows };
}

/**
 * What a client can see of an answer: status, body bytes and headers, without the ones that
 * change by themselves (the date, the rate limit's clock).
 */
/**
 * An answer as a stranger sees it, less what differs between any two answers: the date, the
 * rate limit's reset, and the push ticket's random value (its shape and length stay) with the
 * ETag computed from it.
 */
export function visibleAnswer(res: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const { date: _date, "x-ratelimit-reset": _reset, etag: _etag, ...headers } = res.headers;
  const body = res.body.replace(/"pushTicket":"[\w-]{32}"/, '"pushTicket":"(32 random characters)"');
  return { status: res.statusCode, body, headers };
}

export const andrea = {
  name: "Andrea Singh",
  email: "Andrea.Singh@Example.GY",
  phone: "+592 600 1234",
  location: "Lot 12 Robb Street, Lacytown, Georgetown, Guyana",
  latitude: 6.8119,
  longitude: -58.1587,
  profilePhotoUrl: "",
  whatsappEnabled: true,
};
