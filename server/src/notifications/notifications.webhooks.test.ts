// Opt-outs (STOP/START/join by SMS and WhatsApp, one-click e-mail unsubscribe), channel
// switches in settings and Twilio's signed webhooks (inbound messages, delivery reports).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAlert, insertSubscriber, outboxRows } from "../../test/fakes/notification-fixtures";
import { signedForm } from "../../test/fakes/twilio";
import {
  asDate,
  GEORGETOWN,
  type Harness,
  inbound,
  north,
  PUBLIC_URL,
  postWebhook,
  setUp,
  sign,
  subscriberToken,
  tearDown,
  verify,
} from "../../test/helpers/notifications.test-helpers";
import type { Db } from "../db/client";
import { rowsOf } from "../db/sql-result";
import { updateSettings } from "../modules/settings/settings.service";

async function staffId(db: Db): Promise<number> {
  const existing = rowsOf<{ id: number }>(
    await db.execute(sql`select id from admin_users where username = 'settings-admin'`),
  );
  if (existing[0]) return existing[0].id;
  const [row] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into admin_users (username, password, role) values ('settings-admin', 'x', 'admin') returning id`,
    ),
  );
  return row!.id;
}

describe("opt-outs, channel switches and provider webhooks", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setUp();
  });
  afterAll(() => tearDown(h));

  it("honours STOP by SMS: queued messages are not sent and the next fan-out sends that number nothing", async () => {
    const { db, twilio } = h;
    const near = north(GEORGETOWN, 1);
    const stopper = await insertSubscriber(db, {
      name: "Stop Me",
      phone: "+5926100001",
      email: "stop@example.gy",
      ...near,
    });
    const other = await insertSubscriber(db, { name: "Keep Me", phone: "+5926100002", ...near });

    const first = await insertAlert(db, { name: "First Child", age: 8, ...GEORGETOWN });
    await verify(db, first);
    // STOP arrives between planning and sending.
    const res = await inbound(h, { From: "+5926100001", Body: " Stop. ", To: "+15005550006" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/xml");
    await h.dispatcher.runUntilIdle();
    const firstRows = await outboxRows(db, first);
    expect(firstRows.find((r) => r.subscriberId === stopper && r.channel === "sms")).toMatchObject({
      status: "cancelled",
      lastError: "recipient opted out of SMS",
    });
    expect(firstRows.find((r) => r.subscriberId === stopper && r.channel === "email")!.status).toBe("sent");
    expect(twilio.messages.map((m) => m.to)).toEqual(["+5926100002"]);

    const second = await insertAlert(db, { name: "Second Child", age: 8, ...GEORGETOWN });
    await verify(db, second);
    const secondRows = await outboxRows(db, second);
    expect(secondRows.filter((r) => r.subscriberId === stopper).map((r) => r.channel)).toEqual(["email"]);
    expect(secondRows.filter((r) => r.subscriberId === other).map((r) => r.channel)).toEqual(["sms"]);
    await h.dispatcher.runUntilIdle();
    expect(twilio.messages.filter((m) => m.to === "+5926100001")).toHaveLength(0);

    // START undoes it.
    await inbound(h, { From: "+5926100001", Body: "START" });
    const [row] = rowsOf<{ sms_opt_out_date: Date | null }>(
      await db.execute(sql`select sms_opt_out_date from subscribers where id = ${stopper}`),
    );
    expect(row!.sms_opt_out_date).toBeNull();
  });

  const stopWords = ["STOP", "stopall", "Unsubscribe", "CANCEL", "end", "QUIT"];
  it.each(stopWords)("treats %s by SMS as an opt-out", async (word) => {
    const { db } = h;
    const phone = `+592621000${stopWords.indexOf(word)}`;
    const id = await insertSubscriber(db, { name: `Word ${word}`, phone });
    const res = await inbound(h, { From: phone, Body: word });
    expect(res.statusCode).toBe(200);
    const [row] = rowsOf<{ sms_opt_out_date: Date | null }>(
      await db.execute(sql`select sms_opt_out_date from subscribers where id = ${id}`),
    );
    expect(asDate(row!.sms_opt_out_date)).toBeInstanceOf(Date);
  });

  it("WhatsApp 'join' opts in (with the date) and STOP by WhatsApp opts out of WhatsApp only", async () => {
    const { db } = h;
    const id = await insertSubscriber(db, { name: "Wanda", phone: "+5926200001", ...north(GEORGETOWN, 1) });
    const join = await inbound(h, { From: "whatsapp:+5926200001", Body: "join" });
    expect(join.statusCode).toBe(200);
    expect(join.body).toContain("You will now receive Hope Alert missing-person alerts on WhatsApp");
    const read = async () =>
      rowsOf<{ s: string; e: boolean; i: Date | null; o: Date | null; sms: Date | null }>(
        await db.execute(sql`select whatsapp_status as s, whatsapp_enabled as e, whatsapp_opt_in_date as i,
                                    whatsapp_opt_out_date as o, sms_opt_out_date as sms from subscribers where id = ${id}`),
      )[0]!;
    expect(await read()).toMatchObject({ s: "opted_in", e: true, o: null, sms: null });
    expect((await read()).i).not.toBeNull();

    const alertId = await insertAlert(db, { name: "Wa Child", age: 7, ...GEORGETOWN });
    await verify(db, alertId);
    expect(
      (await outboxRows(db, alertId))
        .filter((r) => r.subscriberId === id)
        .map((r) => r.channel)
        .sort(),
    ).toEqual(["sms", "whatsapp"]);
    await h.dispatcher.runUntilIdle();

    const stop = await inbound(h, { From: "whatsapp:+5926200001", Body: "STOP" });
    expect(stop.body).toContain("no longer receive Hope Alert alerts on WhatsApp");
    expect(await read()).toMatchObject({ s: "opted_out", sms: null });
    expect((await read()).o).not.toBeNull();
    const next = await insertAlert(db, { name: "Wa Child Two", age: 7, ...GEORGETOWN });
    await verify(db, next);
    expect((await outboxRows(db, next)).filter((r) => r.subscriberId === id).map((r) => r.channel)).toEqual([
      "sms",
    ]);
    await h.dispatcher.runUntilIdle();

    // An unknown number that sends join is told how to subscribe.
    const unknown = await inbound(h, { From: "whatsapp:+5926999999", Body: "join" });
    expect(unknown.body).toContain(`${PUBLIC_URL}/subscribe`);
  });

  it("refuses webhook calls without a valid Twilio signature (403) and changes nothing", async () => {
    const { db, t, twilio } = h;
    const id = await insertSubscriber(db, { name: "Unsigned", phone: "+5926300001" });
    const params = { From: "+5926300001", Body: "STOP" };
    for (const path of ["/api/webhooks/twilio/inbound", "/api/webhooks/twilio/status?n=1"]) {
      const p = path.includes("status") ? { MessageSid: "SMx", MessageStatus: "delivered" } : params;
      const none = await postWebhook(t.app, path, p, null);
      expect(none.statusCode).toBe(403);
      expect(none.json()).toEqual({ message: "Missing or invalid Twilio signature" });
      const forged = await postWebhook(t.app, path, p, sign("not-the-token", path, p));
      expect(forged.statusCode).toBe(403);
    }
    // Signed for another URL (replayed to a different endpoint): refused too.
    const elsewhere = signedForm(twilio.authToken, `${PUBLIC_URL}/api/webhooks/twilio/status`, params);
    const replay = await postWebhook(t.app, "/api/webhooks/twilio/inbound", params, elsewhere.signature);
    expect(replay.statusCode).toBe(403);
    const [row] = rowsOf<{ d: Date | null }>(
      await db.execute(sql`select sms_opt_out_date as d from subscribers where id = ${id}`),
    );
    expect(row!.d).toBeNull();
  });

  it("records delivery reports idempotently and never moves a message backwards", async () => {
    const { db, t, twilio } = h;
    const id = await insertSubscriber(db, { name: "Report", phone: "+5926400001", ...north(GEORGETOWN, 1) });
    const alertId = await insertAlert(db, { name: "Report Child", age: 6, ...GEORGETOWN });
    await verify(db, alertId);
    await h.dispatcher.runUntilIdle();
    const message = twilio.messages.find((m) => m.to === "+5926400001")!;
    const row = () => outboxRows(db, alertId).then((rows) => rows.find((r) => r.subscriberId === id)!);
    expect((await row()).providerMessageId).toBe(message.sid);

    const inject = async (url: string, body: string, signature: string) => {
      const u = new URL(url);
      const res = await t.app.inject({
        method: "POST",
        url: `${u.pathname}${u.search}`,
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
        payload: body,
      });
      return res.statusCode;
    };
    expect(await twilio.sendStatusCallback(message, "delivered", {}, inject)).toBe(204);
    expect((await row()).status).toBe("delivered");
    const [first] = rowsOf<{ at: Date }>(
      await db.execute(
        sql`select status_updated_at as at from alert_notifications where provider_message_id = ${message.sid}`,
      ),
    );
    // Twilio may repeat a callback or deliver an older one late.
    expect(await twilio.sendStatusCallback(message, "delivered", {}, inject)).toBe(204);
    expect(await twilio.sendStatusCallback(message, "sent", {}, inject)).toBe(204);
    expect((await row()).status).toBe("delivered");
    const [again] = rowsOf<{ at: Date }>(
      await db.execute(
        sql`select status_updated_at as at from alert_notifications where provider_message_id = ${message.sid}`,
      ),
    );
    expect(asDate(again!.at)!.getTime()).toBe(asDate(first!.at)!.getTime());

    // undelivered is recorded as failed with the provider's code.
    const other = await insertSubscriber(db, {
      name: "Undelivered",
      phone: "+5926400002",
      ...north(GEORGETOWN, 1),
    });
    const alert2 = await insertAlert(db, { name: "Report Child Two", age: 6, ...GEORGETOWN });
    await verify(db, alert2);
    await h.dispatcher.runUntilIdle();
    const m2 = twilio.messages.find((m) => m.to === "+5926400002")!;
    expect(await twilio.sendStatusCallback(m2, "undelivered", { ErrorCode: "30003" }, inject)).toBe(204);
    const failed = (await outboxRows(db, alert2)).find((r) => r.subscriberId === other)!;
    expect(failed).toMatchObject({
      status: "failed",
      lastError: "provider reported undelivered (code 30003)",
    });
  });

  it("sends nothing on a channel an admin switched off, including messages already queued", async () => {
    const { db, t } = h;
    const id = await insertSubscriber(db, {
      name: "Switch",
      phone: "+5926500001",
      email: "switch@example.gy",
      ...north(GEORGETOWN, 1),
    });
    const queuedBefore = await insertAlert(db, { name: "Switch Child", age: 6, ...GEORGETOWN });
    await verify(db, queuedBefore);
    await updateSettings(
      t.app.ctx,
      { notifications: { sendSMS: false } },
      { staffId: await staffId(db), ip: null },
    );
    await h.dispatcher.runUntilIdle();
    const rows = (await outboxRows(db, queuedBefore)).filter((r) => r.subscriberId === id);
    expect(rows.find((r) => r.channel === "sms")).toMatchObject({
      status: "cancelled",
      lastError: "SMS switched off in settings",
    });
    expect(rows.find((r) => r.channel === "email")!.status).toBe("sent");

    const after = await insertAlert(db, { name: "Switch Child Two", age: 6, ...GEORGETOWN });
    await verify(db, after);
    expect((await outboxRows(db, after)).some((r) => r.channel === "sms")).toBe(false);
    await h.dispatcher.runUntilIdle();
    await updateSettings(
      t.app.ctx,
      { notifications: { sendSMS: true } },
      { staffId: await staffId(db), ip: null },
    );
  });

  it("records a carrier opt-out reported by Twilio (21610) and does not retry", async () => {
    const { db, twilio } = h;
    const id = await insertSubscriber(db, {
      name: "Carrier Stop",
      phone: "+5926600001",
      ...north(GEORGETOWN, 1),
    });
    twilio.decide = ({ to }) => (to === "+5926600001" ? "unsubscribed" : "ok");
    const alertId = await insertAlert(db, { name: "Carrier Child", age: 6, ...GEORGETOWN });
    await verify(db, alertId);
    await h.dispatcher.runUntilIdle();
    twilio.decide = () => "ok";
    const row = (await outboxRows(db, alertId)).find((r) => r.subscriberId === id)!;
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toContain("21610");
    const [sub] = rowsOf<{ d: Date | null }>(
      await db.execute(sql`select sms_opt_out_date as d from subscribers where id = ${id}`),
    );
    expect(sub!.d).not.toBeNull();
  });

  it("one-click unsubscribe from the e-mail header deactivates the subscriber", async () => {
    const { db, t } = h;
    const id = await insertSubscriber(db, { name: "One Click", email: "oneclick@example.gy" });
    const token = await subscriberToken(db, id);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/webhooks/email/unsubscribe/${token}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    const [row] = rowsOf<{ a: boolean }>(
      await db.execute(sql`select is_active as a from subscribers where id = ${id}`),
    );
    expect(row!.a).toBe(false);
    const get = await t.app.inject({ method: "GET", url: `/api/webhooks/email/unsubscribe/${token}` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/unsubscribe/${token}`);
    const bad = await t.app.inject({ method: "POST", url: "/api/webhooks/email/unsubscribe/nope" });
    expect(bad.statusCode).toBe(404);
  });
});
