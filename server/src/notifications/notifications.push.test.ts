// Web push end to end (decision 015): a subscriber opts in with the subscribe form, a verified
// alert nearby reaches their browser through a local fake push service, and the test, holding
// the subscription's private key and auth secret as the browser does, decrypts the payload and
// checks what the notification shows. A 404/410 removes the subscription; 429/5xx are retried.

import type { PushPayload } from "@shared/notifications";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertAlert, outboxRows } from "../../test/fakes/notification-fixtures";
import {
  FakeBrowserSubscription,
  type FakePushOutcome,
  FakePushService,
} from "../../test/fakes/push-service";
import { staffHeaders } from "../../test/helpers/alerts.test-helpers";
import {
  GEORGETOWN,
  type Harness,
  north,
  PUBLIC_URL,
  resolve,
  setUp,
  subscriberToken,
  tearDown,
  verify,
} from "../../test/helpers/notifications.test-helpers";
import { rowsOf } from "../db/sql-result";

/** Each form post from its own address: the subscribe rate limit is per client address. */
let client = 0;
const from = () => {
  client += 1;
  return `10.9.${Math.floor(client / 250)}.${client % 250}`;
};

describe("web push channel", () => {
  let h: Harness;
  let push: FakePushService;
  /** Per subscription id: the answers still to give (then 201). */
  const script = new Map<string, FakePushOutcome[]>();
  let phone = 6100000;

  beforeAll(async () => {
    push = new FakePushService({ decide: ({ id }) => script.get(id)?.shift() ?? 201 });
    await push.start();
    h = await setUp({ PUSH_ALLOW_LOCAL_ENDPOINTS: "true", NOTIFY_PUSH_PER_SECOND: "0" });
  });
  afterAll(async () => {
    await tearDown(h);
    await push.stop();
  });
  beforeEach(() => {
    push.requests.length = 0;
    script.clear();
  });

  /** Subscribes through the public form with "Alerts on this phone" ticked. */
  async function subscribeWithPush(name: string, id: string, at = north(GEORGETOWN, 2)) {
    const browser = new FakeBrowserSubscription(push.endpoint(id));
    phone += 1;
    const response = await h.t.app.inject({
      method: "POST",
      url: "/api/subscribers",
      remoteAddress: from(),
      payload: {
        name,
        phone: `+592${phone}`,
        location: "Main Street, Georgetown",
        ...at,
        push: { ...browser.toJSON(), expirationTime: null },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = rowsOf<{ id: number }>(
      await h.db.execute(sql`select id from subscribers where phone = ${`+592${phone}`}`),
    );
    return { browser, subscriberId: row!.id, phone: `+592${phone}` };
  }

  const pushRowsOf = async (subscriberId: number) =>
    rowsOf<{ n: number }>(
      await h.db.execute(
        sql`select count(*)::int as n from push_subscriptions where subscriber_id = ${subscriberId}`,
      ),
    )[0]!.n;

  it("delivers an encrypted notification with the photo, name, age and place that opens the alert page, and the 'found' follow-up", async () => {
    const near = await subscribeWithPush("Priya Near", "near-1");
    const far = await subscribeWithPush("Farah Far", "far-1", north(GEORGETOWN, 120));
    const alertId = await insertAlert(h.db, {
      name: "Keisha Bacchus",
      age: 7,
      lastLocation: "Bourda Market, Georgetown",
      photoUrl: "/api/photos/abc123",
      ...GEORGETOWN,
    });
    await verify(h.db, alertId);
    const rows = await outboxRows(h.db, alertId);
    // Geofencing as for every channel: the subscriber 120 miles away gets nothing.
    expect(rows.filter((r) => r.channel === "push").map((r) => r.subscriberId)).toEqual([near.subscriberId]);
    expect(rows.some((r) => r.subscriberId === far.subscriberId)).toBe(false);

    await h.dispatcher.runUntilIdle();
    expect(h.problems).toEqual([]);
    expect(push.requests).toHaveLength(1);
    const request = push.requests[0]!;
    expect(request.id).toBe("near-1");
    expect(request.headers.ttl).toBe("86400");
    expect(request.headers.urgency).toBe("high");
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(request.headers.topic).toBe(`alert-${alertId}`);
    // Signed with the VAPID key the browser subscribed with.
    const key = await h.t.app.inject({ method: "GET", url: "/api/push/public-key" });
    expect(key.statusCode).toBe(200);
    const { publicKey } = key.json() as { publicKey: string };
    expect(request.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    // The payload is not readable on the wire...
    expect(request.body.toString("latin1")).not.toContain("Keisha");
    // ... and decrypts with the browser's keys.
    const payload = JSON.parse(near.browser.decrypt(request.body)) as PushPayload;
    expect(payload).toEqual({
      title: "MISSING: Keisha Bacchus, age 7",
      body: expect.stringContaining("Last seen at Bourda Market, Georgetown"),
      url: `${PUBLIC_URL}/alert/${alertId}`,
      image: `${PUBLIC_URL}/api/photos/abc123`,
      tag: `alert-${alertId}`,
      kind: "alert",
      silent: false,
    });
    expect(payload.body).toContain("911");
    const [sent] = (await outboxRows(h.db, alertId)).filter((r) => r.channel === "push");
    expect(sent).toMatchObject({ status: "sent", transport: "webpush", attempts: 1 });

    // Found: the follow-up goes by push too, under the same tag (it replaces the alert).
    push.requests.length = 0;
    await resolve(h.db, alertId);
    await h.dispatcher.runUntilIdle();
    expect(push.requests.map((r) => r.id)).toEqual(["near-1"]);
    const followUp = JSON.parse(near.browser.decrypt(push.requests[0]!.body)) as PushPayload;
    expect(followUp).toMatchObject({
      title: "Closed: the alert for Keisha Bacchus",
      tag: `alert-${alertId}`,
      kind: "resolved",
      url: `${PUBLIC_URL}/alert/${alertId}`,
    });
    expect(followUp.body).toContain("the missing-person alert for Keisha Bacchus is closed");
    expect(followUp.body).not.toContain("/alert/");
  });

  it("removes a subscription the push service says is gone (410, 404) and does not retry it", async () => {
    const gone = await subscribeWithPush("Gail Gone", "gone-410");
    const missing = await subscribeWithPush("Mohan Missing", "gone-404");
    script.set("gone-410", [410]);
    script.set("gone-404", [404]);
    const alertId = await insertAlert(h.db, { name: "Ravi Singh", age: 10, ...GEORGETOWN });
    await verify(h.db, alertId);
    await h.dispatcher.runUntilIdle();

    for (const s of [gone, missing]) {
      const [row] = (await outboxRows(h.db, alertId)).filter(
        (r) => r.channel === "push" && r.subscriberId === s.subscriberId,
      );
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row!.lastError).toMatch(/^push subscription gone \(HTTP (404|410)\)/);
      expect(await pushRowsOf(s.subscriberId)).toBe(0);
    }
    expect(push.requests.filter((r) => r.id.startsWith("gone-"))).toHaveLength(2);
    // Their SMS still went out, and the next alert queues no push for them.
    const next = await insertAlert(h.db, { name: "Second Child", age: 6, ...GEORGETOWN });
    await verify(h.db, next);
    const nextRows = await outboxRows(h.db, next);
    expect(nextRows.filter((r) => r.subscriberId === gone.subscriberId).map((r) => r.channel)).toEqual([
      "sms",
    ]);
    await h.dispatcher.runUntilIdle();
  });

  it("retries 429 and 5xx answers with backoff until the push service accepts", async () => {
    const busy = await subscribeWithPush("Bina Busy", "busy-1");
    script.set("busy-1", [429, 500]);
    const alertId = await insertAlert(h.db, { name: "Third Child", age: 8, ...GEORGETOWN });
    await verify(h.db, alertId);
    const deadline = Date.now() + 20_000;
    const busyRow = async () =>
      (await outboxRows(h.db, alertId)).find(
        (r) => r.channel === "push" && r.subscriberId === busy.subscriberId,
      )!;
    let row = await busyRow();
    while (row.status !== "sent" && Date.now() < deadline) {
      await h.dispatcher.runUntilIdle();
      await new Promise((r) => setTimeout(r, 100));
      row = await busyRow();
    }
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
    expect(push.requests.filter((r) => r.id === "busy-1").map((r) => r.status)).toEqual([429, 500, 201]);
    expect(await pushRowsOf(busy.subscriberId)).toBe(1);
  });

  it("attaches a browser only to a new subscription or through the subscription's own link, and never shows the endpoint", async () => {
    const owner = await subscribeWithPush("Olive Owner", "owner-1");
    // A stranger re-using the owner's phone number with their own browser attaches nothing.
    const stranger = new FakeBrowserSubscription(push.endpoint("stranger-1"));
    const again = await h.t.app.inject({
      method: "POST",
      url: "/api/subscribers",
      remoteAddress: from(),
      payload: { name: "Stranger", phone: owner.phone, push: stranger.toJSON() },
    });
    expect(again.statusCode).toBe(201);
    const endpoints = rowsOf<{ endpoint: string }>(
      await h.db.execute(
        sql`select endpoint from push_subscriptions where subscriber_id = ${owner.subscriberId}`,
      ),
    );
    expect(endpoints.map((e) => e.endpoint)).toEqual([push.endpoint("owner-1")]);

    // The manage link's holder sees push on, moves it to a new phone, then turns it off.
    const token = await subscriberToken(h.db, owner.subscriberId);
    const path = `/api/subscribers/manage/${token}/push`;
    expect((await h.t.app.inject({ method: "GET", url: path })).json()).toEqual({ enabled: true });
    const newPhone = new FakeBrowserSubscription(push.endpoint("owner-2"));
    const put = await h.t.app.inject({ method: "PUT", url: path, payload: newPhone.toJSON() });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ enabled: true });
    const off = await h.t.app.inject({ method: "DELETE", url: path });
    expect(off.json()).toEqual({ enabled: false });
    expect(await pushRowsOf(owner.subscriberId)).toBe(0);
    expect((await h.t.app.inject({ method: "GET", url: path })).json()).toEqual({ enabled: false });
    // A wrong link changes nothing.
    const bad = await h.t.app.inject({
      method: "PUT",
      url: "/api/subscribers/manage/not-a-real-token-000000/push",
      payload: newPhone.toJSON(),
    });
    expect(bad.statusCode).toBe(404);

    // Nothing public or staff-facing carries an endpoint, and neither do the logs.
    await subscribeWithPush("Visible Supporter", "visible-1");
    const alertId = await insertAlert(h.db, { name: "Fourth Child", age: 5, ...GEORGETOWN });
    await verify(h.db, alertId);
    await h.dispatcher.runUntilIdle();
    const staff = await staffHeaders(h.t);
    const surfaces = await Promise.all([
      h.t.app.inject({ method: "GET", url: "/api/subscribers" }),
      h.t.app.inject({ method: "GET", url: `/api/subscribers/manage/${token}` }),
      h.t.app.inject({
        method: "GET",
        url: `/api/admin/alerts/${alertId}/notifications`,
        headers: staff.admin,
      }),
    ]);
    expect(surfaces[2]!.statusCode).toBe(200);
    expect(surfaces[2]!.body).toContain("push");
    for (const s of surfaces) expect(s.body).not.toContain("/push/");
    expect(h.problems.join("\n")).not.toContain("/push/");
    const bodies = (await outboxRows(h.db)).map((r) => `${r.body ?? ""} ${r.lastError ?? ""}`).join("\n");
    expect(bodies).not.toContain("/push/");
  });

  it("refuses malformed push subscriptions and, outside tests, endpoints that are not a push service on the internet", async () => {
    const base = { name: "Bad Push", phone: "+5926999999" };
    const browser = new FakeBrowserSubscription("https://push.example.net/x").toJSON();
    const cases: Array<[unknown, string]> = [
      [{ ...browser, endpoint: "ftp://push.example.net/x" }, "push.endpoint"],
      [{ ...browser, keys: { ...browser.keys, p256dh: "short" } }, "push.keys.p256dh"],
      [{ ...browser, keys: { p256dh: browser.keys.p256dh } }, "push.keys.auth"],
      ["not an object", "push"],
    ];
    for (const [pushValue, field] of cases) {
      const r = await h.t.app.inject({
        method: "POST",
        url: "/api/subscribers",
        remoteAddress: from(),
        payload: { ...base, push: pushValue },
      });
      expect(r.statusCode, JSON.stringify(pushValue)).toBe(400);
      expect(r.json()).toMatchObject({ field });
    }
  });
});
