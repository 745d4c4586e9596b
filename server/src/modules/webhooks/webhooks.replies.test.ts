// Two-way SMS and WhatsApp (decision 012), through Twilio's signed inbound webhook: a reply to
// an alert text becomes a pending sighting moderators see and the public does not; STATUS and
// HELP are answered; unknown numbers, numbers texted no alert lately and old texts get HELP
// and store nothing; a replayed MessageSid stores one sighting.
import { randomBytes } from "node:crypto";
import type { PendingSighting } from "@shared/moderation";
import type { PublicSighting, StaffSighting } from "@shared/sightings";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAlert, insertSubscriber } from "../../../test/fakes/notification-fixtures";
import { createTestStaff, unlockBearer } from "../../../test/helpers/auth.test-helpers";
import { wellFormednessErrors } from "../../../test/helpers/cap.test-helpers";
import {
  GEORGETOWN,
  type Harness,
  inbound,
  north,
  postWebhook,
  resolve,
  setUp,
  sign,
  tearDown,
  verify,
} from "../../../test/helpers/notifications.test-helpers";
import { rowsOf } from "../../db/sql-result";
import { closeCase } from "../alerts/case.service";

const INBOUND = "/api/webhooks/twilio/inbound";
const HELP =
  "Hope Alert: reply to an alert text with where and when you saw the person; a moderator reviews every reply. STATUS: is the alert still active. STOP: no more texts. START: texts again. Emergency: 911";

const messageSid = () => `SM${randomBytes(16).toString("hex")}`;
/** The text of the one TwiML <Message> of an answer ("" when there is none). */
const replyOf = (body: string) => {
  const messages = [...body.matchAll(/<Message>([^<]*)<\/Message>/g)].map((m) => m[1]!);
  expect(messages.length).toBeLessThanOrEqual(1);
  return (messages[0] ?? "").replace(/&#39;/g, "'").replace(/&amp;/g, "&");
};

describe("replies to alert texts", () => {
  let h: Harness;
  let modBearer: string;
  let moderatorId: number;
  let alertId: number;
  const sightingCount = async () =>
    rowsOf<{ n: number }>(await h.db.execute(sql`select count(*)::int as n from sightings`))[0]!.n;
  const pending = async () => {
    const res = await h.t.app.inject({
      method: "GET",
      url: "/api/moderation/sightings/pending",
      headers: { authorization: modBearer },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as PendingSighting[];
  };
  const publicSightings = async (id: number) => {
    const res = await h.t.app.inject({ method: "GET", url: `/api/alerts/${id}/sightings` });
    expect(res.statusCode).toBe(200);
    return { list: res.json() as PublicSighting[], body: res.body };
  };

  beforeAll(async () => {
    h = await setUp();
    const moderator = await createTestStaff(h.db, "moderator");
    modBearer = await unlockBearer(h.t.app, h.db, moderator.id);
    moderatorId = moderator.id;
    // Sita gets the alert by SMS, Wendell by SMS and WhatsApp; Kemal has no phone near by.
    await insertSubscriber(h.db, { name: "Sita", phone: "+5926110001", ...north(GEORGETOWN, 1) });
    await insertSubscriber(h.db, {
      name: "Wendell",
      phone: "+5926110002",
      whatsapp: true,
      ...north(GEORGETOWN, 2),
    });
    alertId = await insertAlert(h.db, { name: "Reply Child", age: 8, ...GEORGETOWN });
    await verify(h.db, alertId);
    await h.dispatcher.runUntilIdle();
    expect(h.twilio.messages.map((m) => m.to).sort()).toEqual(
      ["+5926110001", "+5926110002", "whatsapp:+5926110002"].sort(),
    );
  });
  afterAll(() => tearDown(h));

  it("turns an SMS reply into a pending sighting moderators see, the public does not, and thanks once", async () => {
    const sid = messageSid();
    const text = "Saw her at Bourda Market by the fruit stalls around 3pm, with a tall man";
    const res = await inbound(h, { From: "+5926110001", To: "+15005550006", Body: text, MessageSid: sid });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/xml");
    expect(replyOf(res.body)).toBe(
      "Hope Alert: thank you. Your message about Reply Child was passed to our moderators, who may contact you. Emergency: 911",
    );

    const mine = (await pending()).filter((s) => s.alertId === alertId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      alertName: "Reply Child",
      description: text,
      reporterName: null,
      reporterContact: "+5926110001",
      source: "sms",
      location: "Not given (reply by SMS)",
    });
    expect(Math.abs(Date.parse(mine[0]!.sightingTime) - Date.now())).toBeLessThan(60_000);

    // The public list of the alert does not have it, nor the number.
    const before = await publicSightings(alertId);
    expect(before.list).toEqual([]);
    expect(before.body).not.toContain("5926110001");

    // Verified by a moderator, it is public: without the number and without its source.
    const verified = await h.t.app.inject({
      method: "POST",
      url: `/api/sightings/${mine[0]!.id}/verify`,
      headers: { authorization: modBearer },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as StaffSighting).source).toBe("sms");
    const after = await publicSightings(alertId);
    expect(after.list.map((s) => [s.id, s.description])).toEqual([[mine[0]!.id, text]]);
    expect(after.body).not.toContain("5926110001");
    expect(after.body).not.toContain("reporterContact");
    expect(after.body).not.toContain('"source"');
  });

  it("stores one sighting for a replayed MessageSid and answers the replay the same way", async () => {
    const params = {
      From: "whatsapp:+5926110002",
      Body: "A girl like her got on a minibus to Parika at Stabroek",
      MessageSid: messageSid(),
    };
    const count = await sightingCount();
    const first = await inbound(h, params);
    const again = await inbound(h, params);
    expect(first.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(replyOf(first.body)).toContain("thank you. Your message about Reply Child");
    expect(await sightingCount()).toBe(count + 1);
    const mine = (await pending()).filter((s) => s.description === params.Body);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      source: "whatsapp",
      reporterContact: "+5926110002",
      location: "Not given (reply by WhatsApp)",
    });
  });

  it("keeps a reply shorter than a sighting's minimum as a pending sighting and asks for where and when", async () => {
    const res = await inbound(h, { From: "+5926110001", Body: "saw her", MessageSid: messageSid() });
    expect(replyOf(res.body)).toBe(
      "Hope Alert: thank you. Your message about Reply Child was passed to our moderators, who may contact you. If you can, reply with where and when you saw them. Emergency: 911",
    );
    expect((await pending()).some((s) => s.description === "saw her" && s.source === "sms")).toBe(true);
  });

  it("answers STATUS with the alert's state and HELP with the keywords, storing nothing", async () => {
    const count = await sightingCount();
    const status = await inbound(h, { From: "+5926110001", Body: " status ", MessageSid: messageSid() });
    expect(replyOf(status.body)).toBe(
      "Hope Alert: the alert for Reply Child is still active. Reply with where and when you saw them, or call 911.",
    );
    const help = await inbound(h, { From: "whatsapp:+5926110002", Body: "Help?", MessageSid: messageSid() });
    expect(replyOf(help.body)).toBe(HELP);
    expect(await sightingCount()).toBe(count);
  });

  it("gives HELP and no sighting to an unknown number, a subscriber texted no alert, and a text older than the window", async () => {
    const count = await sightingCount();
    const unknown = await inbound(h, {
      From: "+5926999991",
      Body: "I think I saw the child near the seawall",
      MessageSid: messageSid(),
    });
    expect(replyOf(unknown.body)).toBe(HELP);
    const unknownStatus = await inbound(h, { From: "+5926999991", Body: "STATUS", MessageSid: messageSid() });
    expect(replyOf(unknownStatus.body)).toBe(HELP);

    // Subscribed, but far away: this alert was never texted to them.
    await insertSubscriber(h.db, { name: "Far", phone: "+5926110003", ...north(GEORGETOWN, 400) });
    const far = await inbound(h, {
      From: "+5926110003",
      Body: "Is there news about the child?",
      MessageSid: messageSid(),
    });
    expect(replyOf(far.body)).toBe(HELP);

    // Texted 73 hours ago: outside the default 72-hour window.
    const old = await insertSubscriber(h.db, { name: "Old", phone: "+5926110004", ...north(GEORGETOWN, 1) });
    const oldAlert = await insertAlert(h.db, { name: "Older Case", age: 8, ...GEORGETOWN });
    await verify(h.db, oldAlert);
    await h.dispatcher.runUntilIdle();
    await h.db.execute(sql`update alert_notifications set sent_at = now() - interval '73 hours'
      where subscriber_id = ${old}`);
    const late = await inbound(h, {
      From: "+5926110004",
      Body: "I saw the older case child at the bridge",
      MessageSid: messageSid(),
    });
    expect(replyOf(late.body)).toBe(HELP);
    expect(await sightingCount()).toBe(count);
    // Within the window it is a reply (the same number, an hour ago).
    await h.db.execute(sql`update alert_notifications set sent_at = now() - interval '1 hour'
      where subscriber_id = ${old}`);
    const recent = await inbound(h, {
      From: "+5926110004",
      Body: "I saw the older case child at the bridge",
      MessageSid: messageSid(),
    });
    expect(replyOf(recent.body)).toContain("Your message about Older Case");
    expect(await sightingCount()).toBe(count + 1);
  });

  it("names no closed case: STATUS says closed or found, a reply stores nothing", async () => {
    await insertSubscriber(h.db, { name: "Closer", phone: "+5926110005", ...north(GEORGETOWN, 50.5) });
    const closing = await insertAlert(h.db, { name: "Closing Case", age: 4, ...GEORGETOWN });
    await verify(h.db, closing);
    await h.dispatcher.runUntilIdle();
    await resolve(h.db, closing);
    await h.dispatcher.runUntilIdle();
    const count = await sightingCount();
    const status = await inbound(h, { From: "+5926110005", Body: "STATUS", MessageSid: messageSid() });
    const closedText =
      "Hope Alert: the missing-person alert we sent you is closed. Thank you for looking and sharing.";
    expect(replyOf(status.body)).toBe(closedText);
    const reply = await inbound(h, {
      From: "+5926110005",
      Body: "I saw the closing case child",
      MessageSid: messageSid(),
    });
    expect(replyOf(reply.body)).toBe(closedText);
    expect(reply.body).not.toContain("Closing Case");

    // A case closed as found (the staff's Close case): STATUS says found, still without the name.
    const found = await insertAlert(h.db, { name: "Found Case", age: 3, ...GEORGETOWN });
    await verify(h.db, found);
    await h.dispatcher.runUntilIdle();
    await closeCase(h.t.app.ctx, found, { outcome: "found_safe" }, { staffId: moderatorId, ip: null });
    const foundText =
      "Hope Alert: the person in the missing-person alert we sent you has been found. Thank you for looking and sharing.";
    const foundStatus = await inbound(h, { From: "+5926110005", Body: "Status", MessageSid: messageSid() });
    expect(replyOf(foundStatus.body)).toBe(foundText);
    const foundReply = await inbound(h, {
      From: "+5926110005",
      Body: "I saw the found case child at the market",
      MessageSid: messageSid(),
    });
    expect(replyOf(foundReply.body)).toBe(foundText);
    expect(await sightingCount()).toBe(count);
  });

  it("treats a multi-word message starting with a keyword as a reply, not a keyword", async () => {
    const res = await inbound(h, {
      From: "+5926110001",
      Body: "Yes I saw her again near the stelling",
      MessageSid: messageSid(),
    });
    // The most recent open case texted to Sita is Older Case (verified after Reply Child).
    expect(replyOf(res.body)).toContain("Your message about Older Case was passed to our moderators");
    expect((await pending()).some((s) => s.description === "Yes I saw her again near the stelling")).toBe(
      true,
    );
    const [sub] = rowsOf<{ d: Date | null }>(
      await h.db.execute(sql`select sms_opt_out_date as d from subscribers where phone = '+5926110001'`),
    );
    expect(sub!.d).toBeNull();
  });

  it("refuses an unsigned or wrongly signed reply (403) and stores nothing", async () => {
    const count = await sightingCount();
    const params = {
      From: "+5926110001",
      Body: "Saw her at the seawall bandstand",
      MessageSid: messageSid(),
    };
    const none = await postWebhook(h.t.app, INBOUND, params, null);
    expect(none.statusCode).toBe(403);
    expect(none.json()).toEqual({ message: "Missing or invalid Twilio signature" });
    const forged = await postWebhook(h.t.app, INBOUND, params, sign("not-the-token", INBOUND, params));
    expect(forged.statusCode).toBe(403);
    // Signed, then altered on the way: refused too.
    const altered = await postWebhook(
      h.t.app,
      INBOUND,
      { ...params, Body: "Saw her at the seawall" },
      sign(h.twilio.authToken, INBOUND, params),
    );
    expect(altered.statusCode).toBe(403);
    expect(await sightingCount()).toBe(count);
  });

  it("cleans control characters out of a reply instead of refusing it, and quotes a stored name in well-formed TwiML", async () => {
    // Far from the other cases, so only this subscriber is texted this alert.
    const LETHEM = { latitude: 3.3803, longitude: -59.7996 };
    await insertSubscriber(h.db, { name: "Lethem", phone: "+5926110009", ...north(LETHEM, 1) });
    // Stored around the API, as an older row could be.
    const odd = await insertAlert(h.db, { name: "Odd\u0001 Name\uFFFF", age: 30, ...LETHEM });
    await verify(h.db, odd);
    await h.dispatcher.runUntilIdle();
    const status = await inbound(h, { From: "+5926110009", Body: "STATUS", MessageSid: messageSid() });
    expect(status.statusCode, status.body).toBe(200);
    expect(await wellFormednessErrors(status.body)).toEqual([]);
    expect(replyOf(status.body)).toBe(
      "Hope Alert: the alert for Odd Name is still active. Reply with where and when you saw them, or call 911.",
    );
    // A phone's odd characters are dropped, an emoji kept: the provider is never refused.
    const reply = await inbound(h, {
      From: "+5926110009",
      Body: "Saw him\u0001 at the bus park \u{1F64F}\u0000\u0085 by the market\u001B",
      MessageSid: messageSid(),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await wellFormednessErrors(reply.body)).toEqual([]);
    expect(replyOf(reply.body)).toContain("Your message about Odd Name was passed to our moderators");
    expect((await pending()).filter((s) => s.alertId === odd).map((s) => s.description)).toEqual([
      "Saw him at the bus park \u{1F64F} by the market",
    ]);
  });

  it("asks for the MessageSid of a reply that would become a sighting (400)", async () => {
    const res = await inbound(h, { From: "+5926110001", Body: "Saw her at the seawall bandstand" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "MessageSid: is required", field: "MessageSid" });
  });
});
