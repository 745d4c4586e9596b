// The distribution engine end to end: outbox planning inside a review transaction, the
// dispatcher sending through a real SMTP server in-process and a local HTTP fake of Twilio,
// templates filled in, opt-outs, webhooks and the follow-up on resolve.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsLength } from "../../../shared/notifications";
import {
  insertAlert,
  insertSubscriber,
  markVerified,
  outboxRows,
  statusCounts,
} from "../../test/fakes/notification-fixtures";
import { FakeSmtp } from "../../test/fakes/smtp";
import { FakeTwilio, signedForm } from "../../test/fakes/twilio";
import {
  createTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  testConfig,
} from "../../test/harness";
import { type App, buildApp } from "../app";
import type { Db } from "../db/client";
import { type StaffHeaders, staffHeaders, validAlertInput } from "../modules/alerts/alerts.test-helpers";
import { updateSettings } from "../modules/settings/settings.service";
import { createDispatcher, type Dispatcher, planDistribution, planResolutionFollowUp } from ".";
import { claimDue, recordOutcomes } from "./outbox.repo";
import { rowsOf } from "./sql-result";
import { haversineMiles } from "./targeting";

const PUBLIC_URL = "https://alerts.example.gy";
const GEORGETOWN = { latitude: 6.8066, longitude: -58.1625 };
/** A point `miles` due north of a place (1 degree of latitude is ~69.05 miles). */
const north = (from: { latitude: number; longitude: number }, miles: number) => ({
  latitude: from.latitude + miles / 69.05,
  longitude: from.longitude,
});

const baseEnv = {
  PUBLIC_URL,
  SITE_BRAND_NAME: "Hope Alert",
  SITE_EMERGENCY_PHONE: "911",
  NOTIFY_SMS_PER_SECOND: "0",
  NOTIFY_WHATSAPP_PER_SECOND: "0",
  NOTIFY_EMAIL_PER_SECOND: "0",
  DISPATCH_RETRY_BASE_SECONDS: "0.01",
  DISPATCH_RETRY_MAX_SECONDS: "0.05",
  PROVIDER_TIMEOUT_SECONDS: "2",
  DISPATCH_LEASE_SECONDS: "10",
};

interface Harness {
  t: TestApp;
  twilio: FakeTwilio;
  smtp: FakeSmtp;
  dispatcher: Dispatcher;
  db: Db;
  /** What the dispatcher logged at warn or error level. */
  problems: string[];
}

async function setUp(env: Record<string, string> = {}): Promise<Harness> {
  const twilio = new FakeTwilio();
  await twilio.start();
  const smtp = new FakeSmtp();
  await smtp.start();
  const t = await createTestApp({ env: { ...baseEnv, ...twilio.env(), ...smtp.env(), ...env } });
  const problems: string[] = [];
  const logger = {
    info() {},
    warn: (object: object, message: string) => problems.push(`${message} ${JSON.stringify(object)}`),
    error: (object: object, message: string) =>
      problems.push(`${message} ${String((object as { err?: unknown }).err)}`),
  };
  const dispatcher = createDispatcher({
    database: t.database,
    config: t.app.ctx.config,
    events: t.events,
    logger,
  });
  return { t, twilio, smtp, dispatcher, db: t.database.db, problems };
}

async function tearDown(h: Harness) {
  await h.dispatcher.stop();
  await h.t.close();
  await h.twilio.stop();
  await h.smtp.stop();
}

/** What verify does: the alert becomes verified and its outbox rows are written, in one transaction. */
async function verify(db: Db, alertId: number) {
  return db.transaction(async (tx) => {
    const now = new Date();
    await markVerified(tx, alertId, now);
    return planDistribution(tx, alertId, now);
  });
}

async function resolve(db: Db, alertId: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`update alerts set is_active = false where id = ${alertId}`);
    return planResolutionFollowUp(tx, alertId, new Date());
  });
}

/** Posts form parameters to a webhook with the given X-Twilio-Signature (none when null). */
function postWebhook(app: App, path: string, params: Record<string, string>, signature: string | null) {
  return app.inject({
    method: "POST",
    url: path,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(signature ? { "x-twilio-signature": signature } : {}),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

/** The signature Twilio would send for these parameters posted to this path of the public site. */
const sign = (authToken: string, path: string, params: Record<string, string>) =>
  signedForm(authToken, `${PUBLIC_URL}${path}`, params).signature;

/** An inbound message from Twilio, correctly signed. */
const inbound = (h: { t: TestApp; twilio: FakeTwilio }, params: Record<string, string>) =>
  postWebhook(
    h.t.app,
    "/api/webhooks/twilio/inbound",
    params,
    sign(h.twilio.authToken, "/api/webhooks/twilio/inbound", params),
  );

/** Raw SQL answers timestamps as text on PGlite and as Date on node-postgres. */
const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

const subscriberToken = async (db: Db, id: number) =>
  rowsOf<{ t: string }>(
    await db.execute(sql`select unsubscribe_token as t from subscribers where id = ${id}`),
  )[0]!.t;

describe("distribution: who gets what", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setUp();
  });
  afterAll(() => tearDown(h));

  it("notifies exactly the active subscribers inside the radius, on their channels, with filled templates", async () => {
    const { db, twilio, smtp } = h;
    const near = north(GEORGETOWN, 2);
    const a = await insertSubscriber(db, {
      name: "Andrea",
      phone: "+5926000001",
      email: "andrea@example.gy",
      whatsapp: true,
      ...near,
    });
    const b = await insertSubscriber(db, { name: "Bheem", phone: "+5926000002", ...north(GEORGETOWN, 30) });
    const c = await insertSubscriber(db, {
      name: "Carol",
      phone: "+5926000003",
      email: "carol@example.gy",
      ...north(GEORGETOWN, 80),
    });
    // WhatsApp ticked but then stopped: SMS only.
    const d = await insertSubscriber(db, { name: "Dev", phone: "+5926000004", whatsapp: true, ...near });
    await db.execute(sql`update subscribers set whatsapp_status = 'opted_out' where id = ${d}`);
    const e = await insertSubscriber(db, { name: "Esther", phone: "+5926000005", isActive: false, ...near });
    // No coordinates: gets every alert, without a distance.
    const g = await insertSubscriber(db, { name: "Gita", email: "gita@example.gy" });

    const alertId = await insertAlert(db, { name: "Aaliyah Persaud", age: 9, ...GEORGETOWN });
    const plan = await verify(db, alertId);
    expect(plan).toMatchObject({ queued: 6, highPriority: false, radiusMiles: 50, geofenced: true });

    const rows = await outboxRows(db, alertId);
    const byRecipient = rows.map((r) => `${r.subscriberId}:${r.channel}`).sort();
    expect(byRecipient).toEqual(
      [`${a}:sms`, `${a}:whatsapp`, `${a}:email`, `${b}:sms`, `${d}:sms`, `${g}:email`].sort(),
    );
    expect(rows.every((r) => r.status === "queued" && r.kind === "alert")).toBe(true);
    const distanceA = rows.find((r) => r.subscriberId === a)!.recipientDistance!;
    expect(distanceA).toBeCloseTo(
      haversineMiles(GEORGETOWN.latitude, GEORGETOWN.longitude, near.latitude, near.longitude),
      6,
    );
    expect(distanceA).toBeGreaterThan(1.9);
    expect(distanceA).toBeLessThan(2.1);
    expect(rows.find((r) => r.subscriberId === g)!.recipientDistance).toBeNull();
    expect([c, e].some((id) => rows.some((r) => r.subscriberId === id))).toBe(false);

    expect(await h.dispatcher.runUntilIdle()).toBe(6);
    expect(h.problems).toEqual([]);
    expect(await statusCounts(db)).toEqual({ sent: 6 });

    // SMS through the fake: exactly A, B and D, each once, with every placeholder filled.
    const link = `${PUBLIC_URL}/alert/${alertId}`;
    const sms = twilio.messages.filter((m) => !m.to.startsWith("whatsapp:"));
    expect(sms.map((m) => m.to).sort()).toEqual(["+5926000001", "+5926000002", "+5926000004"]);
    expect(sms[0]!.from).toBe("+15005550006");
    expect(sms[0]!.body).toBe(
      `Hope Alert MISSING: Aaliyah Persaud, age 9, last seen Stabroek Market, Georgetown, Mon 5 May, 2:30 pm. Seen them? Call 911. ${link}`,
    );
    expect(smsLength(sms[0]!.body).segments).toBeLessThanOrEqual(2);
    const rowA = rows.find((r) => r.subscriberId === a && r.channel === "sms")!;
    expect(sms.find((m) => m.to === "+5926000001")!.statusCallback).toBe(
      `${PUBLIC_URL}/api/webhooks/twilio/status?n=${rowA.id}`,
    );

    // WhatsApp: only A (opted in), with the description.
    const whatsapp = twilio.messages.filter((m) => m.to.startsWith("whatsapp:"));
    expect(whatsapp.map((m) => m.to)).toEqual(["whatsapp:+5926000001"]);
    expect(whatsapp[0]!.from).toBe("whatsapp:+15005550007");
    expect(whatsapp[0]!.body).toContain("*Aaliyah Persaud*, age 9");
    expect(whatsapp[0]!.body).toContain("shoulder-length black hair in two plaits");
    expect(whatsapp[0]!.body).toContain(link);
    expect(whatsapp[0]!.body).not.toMatch(/\[[A-Za-z]+\]/);

    // E-mail through the SMTP server: A and G, HTML and text, unsubscribe header and link.
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(["andrea@example.gy", "gita@example.gy"]);
    const mail = smtp.mailsTo("andrea@example.gy")[0]!;
    const token = await subscriberToken(db, a);
    expect(mail.subject).toBe("MISSING: Aaliyah Persaud, age 9, last seen at Stabroek Market, Georgetown");
    expect(mail.html).toContain("Missing person: Aaliyah Persaud, age 9");
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).not.toContain("<img"); // no photo: no broken image
    expect(mail.text).toContain("Last seen: Stabroek Market, Georgetown, Mon 5 May, 2:30 pm");
    expect(mail.text).toContain(`Unsubscribe: ${PUBLIC_URL}/unsubscribe/${token}`);
    expect(mail.html).toContain(`${PUBLIC_URL}/unsubscribe/${token}`);
    expect(mail.headers["list-unsubscribe"]).toBe(`<${PUBLIC_URL}/api/webhooks/email/unsubscribe/${token}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.messageId).toBe(`<alert-${alertId}.alert.${a}.email@alerts.example.gy>`);

    // A second verify (double click, second moderator) adds nothing and sends nothing.
    expect((await verify(db, alertId)).queued).toBe(0);
    expect(await h.dispatcher.runUntilIdle()).toBe(0);
    expect(twilio.messages).toHaveLength(4);
    expect(smtp.mails).toHaveLength(2);
  });

  it("uses the high-priority radius for a 4-year-old and marks the alert highPriority", async () => {
    const { db } = h;
    const lethem = { latitude: 3.3803, longitude: -59.7968 };
    const at80 = await insertSubscriber(db, { name: "Eighty", phone: "+5926000080", ...north(lethem, 80) });
    const at120 = await insertSubscriber(db, {
      name: "OneTwenty",
      phone: "+5926000120",
      ...north(lethem, 120),
    });

    const child = await insertAlert(db, { name: "Kiana", age: 4, lastLocation: "Lethem market", ...lethem });
    const plan = await verify(db, child);
    expect(plan).toMatchObject({ highPriority: true, radiusMiles: 100 });
    expect(plan.reasons).toEqual(["age 4 <= 5"]);
    const recipients = (await outboxRows(db, child)).map((r) => r.subscriberId);
    expect(recipients).toContain(at80);
    expect(recipients).not.toContain(at120);
    const [alertRow] = rowsOf<{ high_priority: boolean; notification_radius: number }>(
      await db.execute(sql`select high_priority, notification_radius from alerts where id = ${child}`),
    );
    expect(alertRow).toEqual({ high_priority: true, notification_radius: 100 });

    // The same place for an older child: the default radius, so the subscriber 80 miles away is not told.
    const older = await insertAlert(db, {
      name: "Marcus",
      age: 12,
      lastLocation: "Lethem market",
      ...lethem,
    });
    const olderPlan = await verify(db, older);
    expect(olderPlan).toMatchObject({ highPriority: false, radiusMiles: 50 });
    expect((await outboxRows(db, older)).map((r) => r.subscriberId)).not.toContain(at80);

    // A keyword in the circumstances makes it high priority at any age.
    const river = await insertAlert(db, {
      name: "Joel",
      age: 14,
      lastLocation: "Lethem",
      circumstances: "Last seen walking towards the Takutu River",
      ...lethem,
    });
    const riverPlan = await verify(db, river);
    expect(riverPlan).toMatchObject({ highPriority: true, radiusMiles: 100, reasons: ["keywords: river"] });
    expect((await outboxRows(db, river)).map((r) => r.subscriberId)).toContain(at80);
    await h.dispatcher.runUntilIdle();
  });

  it("sends an alert without coordinates to every active subscriber", async () => {
    const { db } = h;
    const active = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from subscribers where is_active`),
    )[0]!.n;
    const alertId = await insertAlert(db, { name: "Nobody Knows", age: 30, latitude: null, longitude: null });
    const plan = await verify(db, alertId);
    expect(plan.geofenced).toBe(false);
    const rows = await outboxRows(db, alertId);
    expect(new Set(rows.map((r) => r.subscriberId)).size).toBe(active);
    expect(rows.every((r) => r.recipientDistance === null)).toBe(true);
    await h.dispatcher.runUntilIdle();
  });
});

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

describe("resolution follow-up, retries and crash recovery", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setUp();
  });
  afterAll(() => tearDown(h));

  it("sends a short follow-up to everyone notified, on the same channel, when the case is resolved", async () => {
    const { db, twilio, smtp } = h;
    const near = north(GEORGETOWN, 1);
    const a = await insertSubscriber(db, {
      name: "Follow A",
      phone: "+5926700001",
      email: "fa@example.gy",
      ...near,
    });
    const b = await insertSubscriber(db, { name: "Follow B", phone: "+5926700002", whatsapp: true, ...near });
    const alertId = await insertAlert(db, { name: "Found Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    await h.dispatcher.runUntilIdle();
    const sentAlerts = (await outboxRows(db, alertId)).filter((r) => r.status === "sent");
    expect(sentAlerts).toHaveLength(4);

    const plan = await resolve(db, alertId);
    expect(plan).toEqual({ queued: 4, cancelled: 0 });
    expect(await resolve(db, alertId)).toEqual({ queued: 0, cancelled: 0 });
    await h.dispatcher.runUntilIdle();
    const followUps = (await outboxRows(db, alertId)).filter((r) => r.kind === "resolved");
    expect(followUps.map((r) => `${r.subscriberId}:${r.channel}:${r.status}`).sort()).toEqual(
      [`${a}:sms:sent`, `${a}:email:sent`, `${b}:sms:sent`, `${b}:whatsapp:sent`].sort(),
    );
    const link = `${PUBLIC_URL}/alert/${alertId}`;
    const closing = `Hope Alert: the missing-person alert for Found Child is closed. Thank you for looking and sharing. ${link}`;
    expect(
      twilio.messages
        .filter((m) => m.body === closing)
        .map((m) => m.to)
        .sort(),
    ).toEqual(["+5926700001", "+5926700002", "whatsapp:+5926700002"]);
    const mails = smtp.mailsTo("fa@example.gy");
    expect(mails.map((m) => m.subject)).toEqual([
      "MISSING: Found Child, age 10, last seen at Stabroek Market, Georgetown",
      "Closed: the alert for Found Child",
    ]);
    expect(mails[1]!.html).toContain("is closed");
  });

  it("cancels alert messages not yet sent when the case closes, and sends no follow-up for them", async () => {
    const { db } = h;
    const alertId = await insertAlert(db, { name: "Quick Find", age: 10, ...GEORGETOWN });
    const plan = await verify(db, alertId);
    expect(plan.queued).toBeGreaterThan(0);
    const follow = await resolve(db, alertId);
    expect(follow).toEqual({ queued: 0, cancelled: plan.queued });
    expect(await h.dispatcher.runUntilIdle()).toBe(0);
  });

  it("retries 429 and 500, and does not resend a message the provider created before answering 500", async () => {
    const { db, twilio } = h;
    const id = await insertSubscriber(db, { name: "Flaky", phone: "+5926800001", ...north(GEORGETOWN, 1) });
    const script: Array<"ok" | 429 | 500 | "500-after-create"> = [429, 500, "500-after-create"];
    twilio.decide = ({ to }) => (to === "+5926800001" ? (script.shift() ?? "ok") : "ok");
    const alertId = await insertAlert(db, { name: "Retry Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    for (let i = 0; i < 50 && (await outboxRows(db, alertId)).some((r) => r.status === "queued"); i++) {
      await h.dispatcher.runUntilIdle();
      await new Promise((r) => setTimeout(r, 30));
    }
    twilio.decide = () => "ok";
    const row = (await outboxRows(db, alertId)).find((r) => r.subscriberId === id)!;
    expect(row.status).toBe("sent");
    expect(row.attempts).toBe(4);
    expect(twilio.postsTo((to) => to === "+5926800001").map((r) => r.outcome)).toEqual([
      429,
      500,
      "500-after-create",
    ]);
    const created = twilio.messages.filter((m) => m.to === "+5926800001");
    expect(created).toHaveLength(1);
    expect(row.providerMessageId).toBe(created[0]!.sid);
    // The fourth attempt asked the provider instead of sending again.
    expect(twilio.requests.some((r) => r.method === "GET" && r.to === "+5926800001")).toBe(true);
  });

  it("takes over the claims of a crashed instance after the lease, and checks with the provider before sending", async () => {
    const { db, twilio } = h;
    await insertSubscriber(db, { name: "Crash", phone: "+5926900001", ...north(GEORGETOWN, 1) });
    const alertId = await insertAlert(db, { name: "Crash Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    // Another instance claims the rows and dies without recording anything.
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + 300);
    const claimed = [
      ...(await claimDue(db, { channel: "sms", now, leaseUntil, limit: 100 })),
      ...(await claimDue(db, { channel: "whatsapp", now, leaseUntil, limit: 100 })),
      ...(await claimDue(db, { channel: "email", now, leaseUntil, limit: 100 })),
    ];
    expect(claimed.length).toBeGreaterThan(0);
    expect(await h.dispatcher.runUntilIdle()).toBe(0); // still leased: nobody else may touch them
    await new Promise((r) => setTimeout(r, 350));
    const postsBefore = twilio.postsTo().length;
    expect(await h.dispatcher.runUntilIdle()).toBe(claimed.length);
    const rows = await outboxRows(db, alertId);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 2)).toBe(true);
    expect(twilio.postsTo().length - postsBefore).toBe(claimed.filter((c) => c.channel !== "email").length);
    expect(twilio.messages.filter((m) => m.to === "+5926900001")).toHaveLength(1);

    // The crashed instance cannot overwrite the outcome afterwards: its claim is gone.
    const stale = claimed[0]!;
    const overwritten = await recordOutcomes(db, [
      {
        fence: { id: stale.id, attempts: stale.attempts, leaseUntil: stale.leaseUntil },
        outcome: { kind: "sent", providerMessageId: "SMstale", transport: "twilio", body: null },
        at: new Date(),
      },
    ]);
    expect(overwritten.size === 0).toBe(true);
  });

  it("treats a provider that does not answer in time as an unknown outcome: asks, then sends once", async () => {
    const { db, twilio } = h;
    await insertSubscriber(db, { name: "Slow", phone: "+5926900101", ...north(GEORGETOWN, 1) });
    let hung = false;
    twilio.decide = ({ to }) => {
      if (to === "+5926900101" && !hung) {
        hung = true;
        return "hang";
      }
      return "ok";
    };
    const alertId = await insertAlert(db, { name: "Slow Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    for (let i = 0; i < 100 && (await outboxRows(db, alertId)).some((r) => r.status === "queued"); i++) {
      await h.dispatcher.runUntilIdle();
      await new Promise((r) => setTimeout(r, 30));
    }
    twilio.decide = () => "ok";
    const row = (await outboxRows(db, alertId)).find(
      (r) => r.channel === "sms" && r.lastError === null && r.status === "sent",
    );
    expect(row).toBeDefined();
    expect(
      twilio.messages.filter((m) => m.to === "+5926900101" && m.body.includes("Slow Child")),
    ).toHaveLength(1);
  }, 20_000);

  it("hands an e-mail whose acceptance was not heard to the relay again as the same message, shown once", async () => {
    const { db, smtp } = h;
    const address = "lostreply@example.gy";
    const subscriberId = await insertSubscriber(db, {
      name: "Lost Reply",
      email: address,
      ...north(GEORGETOWN, 1),
    });
    let lost = false;
    smtp.decide = (_, to) => {
      if (lost || !to.includes(address)) return null;
      lost = true;
      return "lose-reply";
    };
    const alertId = await insertAlert(db, { name: "Reply Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    for (let i = 0; i < 50 && (await outboxRows(db, alertId)).some((r) => r.status !== "sent"); i++) {
      await h.dispatcher.runUntilIdle();
      await new Promise((r) => setTimeout(r, 30));
    }
    smtp.decide = () => null;
    const row = (await outboxRows(db, alertId)).find(
      (r) => r.channel === "email" && r.subscriberId === subscriberId,
    )!;
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    // The relay took it twice (it cannot be asked whether it had it), as one message.
    const copies = smtp.mailsTo(address);
    expect(copies).toHaveLength(2);
    expect(copies[1]!.messageId).toBe(copies[0]!.messageId);
    expect([copies[1]!.subject, copies[1]!.text, copies[1]!.html]).toEqual([
      copies[0]!.subject,
      copies[0]!.text,
      copies[0]!.html,
    ]);
    // The subscriber's mailbox shows it once.
    expect(smtp.inbox(address)).toHaveLength(1);
    expect(smtp.inbox(address)[0]!.subject).toBe(
      "MISSING: Reply Child, age 10, last seen at Stabroek Market, Georgetown",
    );
  }, 20_000);
});

describe("WhatsApp with approved templates (outside the 24-hour window)", () => {
  const ALERT_TEMPLATE = `HX${"a1".repeat(16)}`;
  const CLOSED_TEMPLATE = `HX${"c3".repeat(16)}`;
  let h: Harness;
  beforeAll(async () => {
    h = await setUp({
      TWILIO_WHATSAPP_CONTENT_SID: ALERT_TEMPLATE,
      TWILIO_WHATSAPP_CLOSED_CONTENT_SID: CLOSED_TEMPLATE,
    });
  });
  afterAll(() => tearDown(h));

  /** Sends until nothing is waiting for a retry. */
  async function sendAll(alertId: number) {
    for (let i = 0; i < 60 && (await outboxRows(h.db, alertId)).some((r) => r.status === "queued"); i++) {
      await h.dispatcher.runUntilIdle();
      await new Promise((r) => setTimeout(r, 30));
    }
  }

  it("sends alert and follow-up through their templates with the alert's values; SMS stays free text", async () => {
    const { db, twilio } = h;
    const phone = "+5926100001";
    await insertSubscriber(db, { name: "Template A", phone, whatsapp: true, ...north(GEORGETOWN, 2) });
    const alertId = await insertAlert(db, { name: "Shanice  Baptiste", age: 7, ...GEORGETOWN });
    await verify(db, alertId);
    await h.dispatcher.runUntilIdle();
    const link = `${PUBLIC_URL}/alert/${alertId}`;

    const [whatsapp] = twilio.messages.filter((m) => m.to === `whatsapp:${phone}`);
    expect(whatsapp!.contentSid).toBe(ALERT_TEMPLATE);
    expect(whatsapp!.contentVariables).toEqual({
      "1": "Shanice Baptiste",
      "2": "7",
      "3": "Stabroek Market, Georgetown",
      "4": "Mon 5 May, 2:30 pm",
      "5": link,
      "6": "911",
      "7": expect.stringContaining("plaits"),
    });
    const [sms] = twilio.messages.filter((m) => m.to === phone);
    expect(sms!.contentSid).toBeNull();
    expect(sms!.body).toContain("MISSING: Shanice Baptiste, age 7");

    await resolve(db, alertId);
    await h.dispatcher.runUntilIdle();
    const toWhatsApp = twilio.messages.filter((m) => m.to === `whatsapp:${phone}`);
    expect(toWhatsApp.map((m) => m.contentSid)).toEqual([ALERT_TEMPLATE, CLOSED_TEMPLATE]);
    expect(toWhatsApp[1]!.contentVariables!["5"]).toBe(link);
  });

  it("after an unknown outcome finds the template message by the alert's link and does not resend it", async () => {
    const { db, twilio } = h;
    const phone = "+5926100002";
    const subscriberId = await insertSubscriber(db, {
      name: "Template B",
      phone,
      whatsapp: true,
      ...north(GEORGETOWN, 2),
    });
    // Twilio creates the message, then answers 500: the dispatcher cannot know it went out.
    /** The next WhatsApp post to this phone fails with a 500, after (or without) Twilio creating it. */
    const failNextWith = (outcome: "500-after-create" | 500) => {
      let done = false;
      twilio.decide = ({ to }) => {
        if (to !== `whatsapp:${phone}` || done) return "ok";
        done = true;
        return outcome;
      };
    };
    failNextWith("500-after-create");
    const alertId = await insertAlert(db, { name: "Lookup Child", age: 8, ...GEORGETOWN });
    await verify(db, alertId);
    await sendAll(alertId);
    const row = (await outboxRows(db, alertId)).find(
      (r) => r.subscriberId === subscriberId && r.channel === "whatsapp" && r.kind === "alert",
    )!;
    const alertMessages = twilio.messages.filter((m) => m.to === `whatsapp:${phone}`);
    expect(alertMessages).toHaveLength(1);
    expect(row).toMatchObject({ status: "sent", providerMessageId: alertMessages[0]!.sid });

    // The follow-up's first post fails before Twilio creates it. The lookup then sees only the
    // alert message carrying the alert's link, which is recorded for its own row: not this
    // one, so the follow-up is sent.
    failNextWith(500);
    await resolve(db, alertId);
    await sendAll(alertId);
    twilio.decide = () => "ok";
    const messages = twilio.messages.filter((m) => m.to === `whatsapp:${phone}`);
    expect(messages.map((m) => m.contentSid)).toEqual([ALERT_TEMPLATE, CLOSED_TEMPLATE]);
    const followUp = (await outboxRows(db, alertId)).find(
      (r) => r.subscriberId === subscriberId && r.channel === "whatsapp" && r.kind === "resolved",
    )!;
    expect(followUp).toMatchObject({ status: "sent", providerMessageId: messages[1]!.sid });
  });

  it("refuses a malformed Content SID at start, naming the variable", () => {
    expect(() => testConfig({ TWILIO_WHATSAPP_CONTENT_SID: "HX123" })).toThrow(/TWILIO_WHATSAPP_CONTENT_SID/);
  });
});

describe("without a configured provider", () => {
  let t: TestApp;
  let dispatcher: Dispatcher;
  const logged: Array<{ object: object; message: string }> = [];
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    const logger = {
      info: (object: object, message: string) => logged.push({ object, message }),
      warn: (object: object, message: string) => logged.push({ object, message }),
      error: (object: object, message: string) => logged.push({ object, message }),
    };
    dispatcher = createDispatcher({
      database: t.database,
      config: t.app.ctx.config,
      events: t.events,
      logger,
    });
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.close();
  });

  it("uses the log transport: the message is recorded in the database and the log, recipients masked", async () => {
    const db = t.database.db;
    await insertSubscriber(db, {
      name: "Logged",
      phone: "+5926123456",
      email: "logged.person@example.gy",
      whatsapp: true,
      ...GEORGETOWN,
    });
    const alertId = await insertAlert(db, { name: "Log Child", age: 10, ...GEORGETOWN });
    await verify(db, alertId);
    await dispatcher.runUntilIdle();
    const rows = await outboxRows(db, alertId);
    expect(rows.map((r) => `${r.channel}:${r.status}:${r.transport}`).sort()).toEqual([
      "email:sent:log",
      "sms:sent:log",
      "whatsapp:sent:log",
    ]);
    expect(rows.find((r) => r.channel === "sms")!.body).toContain("Log Child");
    expect(rows.find((r) => r.channel === "email")!.body).toContain("MISSING: Log Child");
    const text = JSON.stringify(logged);
    expect(text).toContain("Log Child");
    expect(text).not.toContain("+5926123456");
    expect(text).not.toContain("logged.person@example.gy");
    expect(text).toContain("l***@example.gy");
  });

  it("runs inside an app built with dispatcher: true, and stops with it", async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ PUBLIC_URL, DISPATCH_POLL_SECONDS: "30" }),
      database,
      clientDir: "/nonexistent-client-dir",
      logger: false,
      dispatcher: true,
    });
    await app.ready();
    try {
      const db = database.db;
      await insertSubscriber(db, { name: "App", phone: "+5926777777", ...GEORGETOWN });
      const alertId = await insertAlert(db, { name: "App Child", age: 10, ...GEORGETOWN });
      const plan = await verify(db, alertId);
      app.ctx.events.emit("notifications.queued", { alertId, count: plan.queued });
      const deadline = Date.now() + 5_000;
      while ((await outboxRows(db, alertId)).some((r) => r.status !== "sent") && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await outboxRows(db, alertId)).map((r) => `${r.status}:${r.transport}`)).toEqual(["sent:log"]);
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it("is woken by the notifications.queued event when started", async () => {
    const db = t.database.db;
    dispatcher.start();
    const alertId = await insertAlert(db, { name: "Event Child", age: 10, ...GEORGETOWN });
    const plan = await verify(db, alertId);
    t.events.emit("notifications.queued", { alertId, count: plan.queued });
    const deadline = Date.now() + 5_000;
    while ((await outboxRows(db, alertId)).some((r) => r.status !== "sent") && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await outboxRows(db, alertId)).every((r) => r.status === "sent")).toBe(true);
  });
});

describe("through the review endpoints, with the dispatcher running in the app", () => {
  let twilio: FakeTwilio;
  let smtp: FakeSmtp;
  let database: TestDatabase;
  let app: App;
  let staff: StaffHeaders;

  beforeAll(async () => {
    twilio = new FakeTwilio();
    await twilio.start();
    smtp = new FakeSmtp();
    await smtp.start();
    database = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ ...baseEnv, ...twilio.env(), ...smtp.env(), DISPATCH_POLL_SECONDS: "30" }),
      database,
      clientDir: "/nonexistent-client-dir",
      logger: false,
      dispatcher: true,
    });
    await app.ready();
    staff = await staffHeaders({ app, database, events: app.ctx.events, close: async () => {} });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
    await twilio.stop();
    await smtp.stop();
  });

  async function until(condition: () => boolean | Promise<boolean>, what: string) {
    const deadline = Date.now() + 10_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  async function report(overrides: Parameters<typeof validAlertInput>[0]): Promise<number> {
    const res = await app.inject({ method: "POST", url: "/api/alerts", payload: validAlertInput(overrides) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }

  it("verify sends to the subscribers inside the radius only, once; resolve sends them the follow-up", async () => {
    const db = database.db;
    await insertSubscriber(db, {
      name: "Inside",
      phone: "+5926810001",
      email: "inside@example.gy",
      ...north(GEORGETOWN, 3),
    });
    await insertSubscriber(db, {
      name: "Outside",
      phone: "+5926810002",
      email: "outside@example.gy",
      ...north(GEORGETOWN, 70),
    });
    const alertId = await report({ name: "Endpoint Child", age: 9, ...GEORGETOWN });

    const verify = () =>
      app.inject({ method: "POST", url: `/api/alerts/${alertId}/verify`, headers: staff.moderator });
    expect((await verify()).statusCode).toBe(200);
    await until(() => twilio.messages.length === 1 && smtp.mails.length === 1, "the alert at the providers");
    expect(twilio.messages[0]!.to).toBe("+5926810001");
    expect(twilio.messages[0]!.body).toContain("Endpoint Child, age 9");
    expect(smtp.mails[0]!.to).toEqual(["inside@example.gy"]);

    // A second click sends nothing more.
    expect((await verify()).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(twilio.messages).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);

    const resolve = await app.inject({
      method: "POST",
      url: `/api/alerts/${alertId}/resolve`,
      headers: staff.moderator,
    });
    expect(resolve.statusCode).toBe(200);
    await until(
      () => twilio.messages.length === 2 && smtp.mails.length === 2,
      "the follow-up at the providers",
    );
    expect(twilio.messages[1]).toMatchObject({ to: "+5926810001" });
    expect(twilio.messages[1]!.body).toContain("the missing-person alert for Endpoint Child is closed");
    expect(smtp.mails[1]!.subject).toBe("Closed: the alert for Endpoint Child");
    expect([...twilio.messages, ...smtp.mails].some((m) => JSON.stringify(m).includes("810002"))).toBe(false);
  });

  it("an admin's approval of a report on a 4-year-old reaches the high-priority radius", async () => {
    const db = database.db;
    const lethem = { latitude: 3.3803, longitude: -59.7968 };
    await insertSubscriber(db, { name: "Far North", phone: "+5926820001", ...north(lethem, 80) });
    const alertId = await report({ name: "Little One", age: 4, ...lethem, lastLocation: "Lethem, Rupununi" });
    const approve = await app.inject({
      method: "POST",
      url: `/api/admin/alerts/${alertId}/approve`,
      headers: { ...staff.admin, "content-type": "application/json" },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    await until(() => twilio.messages.some((m) => m.to === "+5926820001"), "the high-priority alert");
    expect(twilio.messages.find((m) => m.to === "+5926820001")!.body).toContain("Little One, age 4");
  });
});
