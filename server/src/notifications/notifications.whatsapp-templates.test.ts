// WhatsApp outside the 24-hour window: alert and follow-up through approved templates.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  backdateSentMessages,
  insertAlert,
  insertSubscriber,
  outboxRows,
} from "../../test/fakes/notification-fixtures";
import { testConfig } from "../../test/harness";
import {
  GEORGETOWN,
  type Harness,
  north,
  PUBLIC_URL,
  resolve,
  setUp,
  tearDown,
  verify,
} from "../../test/helpers/notifications.test-helpers";

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
    expect(sms!.body).toContain("MISSING: Shanice Baptiste, 7, last seen");

    // Found a while later: WhatsApp's pace for one person no longer holds the follow-up back.
    await backdateSentMessages(db, alertId, 60);
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
    await backdateSentMessages(db, alertId, 60);
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
