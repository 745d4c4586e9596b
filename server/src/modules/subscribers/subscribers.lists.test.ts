// The public reads: the subscriber count (cached until a change is announced) and the
// supporters list, which never carries contact details.
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness";
import { andrea, subscribersTestApp } from "../../../test/helpers/subscribers.test-helpers";
import { subscribers } from "../../db/schema";

const { app, subscribe, getCount, getList } = subscribersTestApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

describe("GET /api/subscribers/count", () => {
  it("counts active subscribers and rises after each subscription", async () => {
    expect(await getCount()).toBe(0);
    await subscribe(andrea);
    expect(await getCount()).toBe(1);
    await subscribe({ name: "Jamal Wilson", phone: "+5926112345" });
    expect(await getCount()).toBe(2);
  });

  it("is served from a cache that a subscriber.changed event invalidates", async () => {
    expect(await getCount()).toBe(0);
    // Written behind the service's back: the cached count does not see it ...
    await t.database.db
      .insert(subscribers)
      .values({ name: "Direct", email: "d@example.gy", unsubscribeToken: "t".repeat(32) });
    expect(await getCount()).toBe(0);
    // ... until a module announces the change.
    t.events.emit("subscriber.changed", { subscriberId: 1 });
    expect(await getCount()).toBe(1);
  });
});

describe("GET /api/subscribers", () => {
  it("lists the last 10 active subscribers, newest first", async () => {
    for (let i = 1; i <= 12; i += 1) {
      expect(
        (await subscribe({ name: `Supporter ${i}`, email: `s${i}@example.gy`, location: "Linden, Guyana" }))
          .statusCode,
      ).toBe(201);
    }
    const list = await getList();
    expect(list.map((s) => s.name)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Supporter ${i}`));
    expect((await getList("?limit=3")).map((s) => s.name)).toEqual([
      "Supporter 12",
      "Supporter 11",
      "Supporter 10",
    ]);
  });

  it("refuses a bad limit", async () => {
    for (const q of ["?limit=0", "?limit=51", "?limit=abc", "?limit=2.5"]) {
      const res = await t.app.inject({ method: "GET", url: `/api/subscribers${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(/^limit: /);
    }
  });

  it("never shows a subscriber's e-mail, phone, street or coordinates (privacy canary)", async () => {
    const canary = {
      name: "Canary Person",
      email: "canary.4c7e@example.gy",
      phone: "+592 699 4242",
      location: "Lot 77 Canarybird Street, Kitty, Georgetown, Guyana",
      latitude: 6.827351,
      longitude: -58.143917,
      profilePhotoUrl: "",
      whatsappEnabled: true,
    };
    expect((await subscribe(canary)).statusCode).toBe(201);
    const res = await t.app.inject({ method: "GET", url: "/api/subscribers?limit=50" });
    const created = await subscribe({ ...canary, name: "Canary Again" });
    const text = `${res.body}\n${created.body}`;
    for (const secret of [
      "canary.4c7e",
      "4c7e@example",
      "6994242",
      "699 4242",
      "Canarybird",
      "Lot 77",
      "Kitty",
      "6.827",
      "58.143",
      "unsubscribe",
      "token",
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(res.json()[0]).toEqual({
      id: expect.any(Number),
      name: "Canary Person",
      profilePhotoUrl: null,
      location: "Georgetown, Guyana",
    });
    expect(Object.keys(res.json()[0]).sort()).toEqual(["id", "location", "name", "profilePhotoUrl"]);
  });
});
