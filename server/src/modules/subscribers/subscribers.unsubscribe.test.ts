// Unsubscribing through the link's token, and subscribing again.

import { INVALID_LINK_MESSAGE } from "@shared/subscribers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness";
import { andrea, subscribersTestApp } from "../../../test/helpers/subscribers.test-helpers";
import { subscribers } from "../../db/schema";
import { unsubscribeLink } from "./subscribers.service";

const { app, subscribe, getCount, getList } = subscribersTestApp();
let t: TestApp;
beforeAll(() => {
  t = app();
});

describe("unsubscribe", () => {
  it("deactivates the subscriber behind the link's token, and a new subscription does not re-activate it", async () => {
    await subscribe(andrea);
    await subscribe({ name: "Jamal Wilson", phone: "+5926112345" });
    const [row] = await t.database.db
      .select()
      .from(subscribers)
      .where(eq(subscribers.email, "andrea.singh@example.gy"));
    const link = unsubscribeLink("https://alerts.example.gy", row!.unsubscribeToken);
    expect(link).toBe(`https://alerts.example.gy/unsubscribe/${row!.unsubscribeToken}`);

    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/subscribers/unsubscribe",
        payload: { token: row!.unsubscribeToken },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: "unsubscribed" });
    }
    const [after] = await t.database.db.select().from(subscribers).where(eq(subscribers.id, row!.id));
    expect(after!.isActive).toBe(false);
    expect(await getCount()).toBe(1);
    expect((await getList()).map((s) => s.name)).toEqual(["Jamal Wilson"]);

    // Subscribing again does not undo it (a stranger could otherwise re-subscribe someone who
    // opted out): the owner gets their link instead (subscribers.notice.test.ts).
    await subscribe({ name: "Andrea Singh", email: "andrea.singh@example.gy" });
    const [still] = await t.database.db.select().from(subscribers).where(eq(subscribers.id, row!.id));
    expect(still!.isActive).toBe(false);
    expect(await getCount()).toBe(1);
  });

  it("refuses an unknown or malformed token", async () => {
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/subscribers/unsubscribe",
      payload: { token: "x".repeat(32) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVALID_LINK_MESSAGE);
    for (const payload of [{ token: "short" }, { token: 5 }, {}, { token: "x".repeat(32), extra: 1 }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/subscribers/unsubscribe", payload });
      expect(res.statusCode).toBe(400);
    }
  });
});
