// "Manage my alerts": GET and PATCH /api/subscribers/manage/{token}. The link's token (sent only
// to the contact on file) is what authorises; without it nothing can be read or changed.

import { INVALID_LINK_MESSAGE, MANAGE_RATE_LIMIT_MAX } from "@shared/subscribers";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness";
import { andrea, subscribersTestApp } from "../../../test/helpers/subscribers.test-helpers";

const { app, subscribe, manage, getCount, getList, storedRows } = subscribersTestApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

async function andreaWithToken() {
  expect((await subscribe(andrea)).statusCode).toBe(201);
  const [row] = await storedRows();
  return row!;
}

describe("GET /api/subscribers/manage/{token}", () => {
  it("shows the link's owner their subscription, contacts masked and the street left out", async () => {
    const row = await andreaWithToken();
    const res = await manage("GET", row.unsubscribeToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      name: "Andrea Singh",
      locality: "Georgetown, Guyana",
      hasPin: true,
      email: "a***@example.gy",
      phone: "+592 ***-**34",
      whatsappEnabled: true,
      smsOptedOut: false,
      isActive: true,
      places: [],
      quietHours: null,
      drillOptIn: false,
      language: "en",
    });
    expect(res.body).not.toMatch(/andrea\.singh@|6001234|Robb Street|6\.8119/i);
  });

  it("answers an unknown, malformed or missing token with the unsubscribe link's 404", async () => {
    await andreaWithToken();
    for (const token of ["x".repeat(32), "short", "bad%20token%20with%20spaces%20in%20it"]) {
      const res = await manage("GET", token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: INVALID_LINK_MESSAGE });
    }
    expect((await t.app.inject({ method: "GET", url: "/api/subscribers/manage/" })).statusCode).toBe(404);
  });
});

describe("PATCH /api/subscribers/manage/{token}", () => {
  it("changes the name, the area and the WhatsApp choice with the token", async () => {
    const row = await andreaWithToken();
    const res = await manage("PATCH", row.unsubscribeToken, {
      name: "Andrea S.",
      location: "14 Main Street, New Amsterdam, Berbice, Guyana",
      latitude: 6.2489,
      longitude: -57.5171,
      whatsappEnabled: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: "Andrea S.",
      locality: "New Amsterdam, Guyana",
      whatsappEnabled: false,
      isActive: true,
    });
    const [after] = await storedRows();
    expect(after).toMatchObject({
      name: "Andrea S.",
      email: row.email,
      phone: row.phone,
      location: "14 Main Street, New Amsterdam, Berbice, Guyana",
      latitude: 6.2489,
      longitude: -57.5171,
      whatsappEnabled: false,
      whatsappStatus: "opted_out",
    });
    expect(after!.whatsappOptOutDate).toBeInstanceOf(Date);
    // The public list follows at once.
    expect((await getList()).map((s) => [s.name, s.location])).toEqual([
      ["Andrea S.", "New Amsterdam, Guyana"],
    ]);

    const back = await manage("PATCH", row.unsubscribeToken, { whatsappEnabled: true });
    expect(back.json().whatsappEnabled).toBe(true);
    expect((await storedRows())[0]).toMatchObject({ whatsappEnabled: true, whatsappStatus: "opted_in" });
  });

  it("ends and re-activates the subscription", async () => {
    const row = await andreaWithToken();
    const off = await manage("PATCH", row.unsubscribeToken, { isActive: false });
    expect(off.json().isActive).toBe(false);
    expect(await getCount()).toBe(0);
    const on = await manage("PATCH", row.unsubscribeToken, { isActive: true });
    expect(on.json().isActive).toBe(true);
    expect(await getCount()).toBe(1);

    // The unsubscribe link's own route and this page agree.
    await t.app.inject({
      method: "POST",
      url: "/api/subscribers/unsubscribe",
      payload: { token: row.unsubscribeToken },
    });
    expect((await manage("GET", row.unsubscribeToken)).json().isActive).toBe(false);
  });

  it("refuses without the token, changing nothing", async () => {
    const row = await andreaWithToken();
    const before = await storedRows();
    // The real token with its last character changed (to one it is not: 1 in 64 tokens end in "_").
    const lastChanged = `${row.unsubscribeToken.slice(0, -1)}${row.unsubscribeToken.endsWith("_") ? "-" : "_"}`;
    for (const token of ["x".repeat(32), lastChanged]) {
      const res = await manage("PATCH", token, { name: "Mallory", isActive: false });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(INVALID_LINK_MESSAGE);
    }
    const noToken = await t.app.inject({
      method: "PATCH",
      url: "/api/subscribers/manage/",
      payload: { name: "Mallory" },
    });
    expect(noToken.statusCode).toBe(404);
    expect(await storedRows()).toEqual(before);
  });

  describe("bad input gets a 400 naming the field and changes nothing", () => {
    const cases: Array<[string, unknown, RegExp]> = [
      ["a one-letter name", { name: "A" }, /^name: Name must be at least 2 characters/],
      ["a name of the wrong type", { name: 5 }, /^name: /],
      ["an empty address", { location: "  " }, /^location: Please enter your current address/],
      ["a huge address", { location: "y".repeat(5000) }, /^location: must be at most 300/],
      ["latitude without longitude", { location: "Linden, Guyana", latitude: 6 }, /^longitude: /],
      ["coordinates without an address", { latitude: 6, longitude: -58 }, /^location: /],
      ["whatsappEnabled as text", { whatsappEnabled: "yes" }, /^whatsappEnabled: must be true or false/],
      ["isActive as text", { isActive: "no" }, /^isActive: must be true or false/],
      ["a new e-mail", { email: "mallory@evil.example" }, /^Unknown field: email$/],
      ["a new phone", { phone: "+5926999999" }, /^Unknown field: phone$/],
      ["an array", [{ name: "Andrea" }], /./],
    ];
    for (const [label, payload, message] of cases) {
      it(label, async () => {
        const row = await andreaWithToken();
        const before = await storedRows();
        const res = await manage("PATCH", row.unsubscribeToken, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(message);
        expect(await storedRows()).toEqual(before);
      });
    }

    it("WhatsApp without a phone on file", async () => {
      await subscribe({ name: "Mail Only", email: "mail.only@example.gy" });
      const [row] = await storedRows();
      const res = await manage("PATCH", row!.unsubscribeToken, { whatsappEnabled: true });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "whatsappEnabled: WhatsApp alerts need a phone number",
        field: "whatsappEnabled",
      });
      expect((await storedRows())[0]!.whatsappEnabled).toBe(false);
    });
  });

  it("is rate-limited per client address, with Retry-After", async () => {
    const row = await andreaWithToken();
    for (const method of ["GET", "PATCH"] as const) {
      const from = `10.99.7.${method === "GET" ? 1 : 2}`;
      for (let i = 0; i < MANAGE_RATE_LIMIT_MAX; i += 1) {
        const res = await t.app.inject({
          method,
          url: `/api/subscribers/manage/${"x".repeat(32)}`,
          remoteAddress: from,
          ...(method === "PATCH" ? { payload: { name: "Guess" } } : {}),
        });
        expect(res.statusCode).toBe(404);
      }
      const limited = await t.app.inject({
        method,
        url: `/api/subscribers/manage/${row.unsubscribeToken}`,
        remoteAddress: from,
        ...(method === "PATCH" ? { payload: { name: "Too Late" } } : {}),
      });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect((await storedRows())[0]!.name).toBe("Andrea Singh");
  });
});
