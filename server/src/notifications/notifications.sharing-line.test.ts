// What the messages say about passing an alert on, through the review endpoint and the real
// providers' fakes: a recipients-only alert's WhatsApp and e-mail ask their reader not to forward
// it, and its follow-up thanks them for looking only; a widely shared alert, sent to the same
// people alongside, still asks them to share it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backdateSentMessages, insertSubscriber } from "../../test/fakes/notification-fixtures";
import { type StaffHeaders, staffHeaders, validAlertInput } from "../../test/helpers/alerts.test-helpers";
import {
  GEORGETOWN,
  type Harness,
  north,
  resolve,
  setUp,
  tearDown,
} from "../../test/helpers/notifications.test-helpers";

/** Each alert's place and the subscriber there, far apart (WhatsApp paces the messages to one person). */
const NARROW = { place: GEORGETOWN, phone: "+5926900001", email: "narrow@example.gy" };
const WIDE = { place: north(GEORGETOWN, 150), phone: "+5926900002", email: "wide@example.gy" };
const DO_NOT_FORWARD = "Please do not forward this alert or post it online.";

describe("the line about sharing, by the alert's sharing policy", () => {
  let h: Harness;
  let staff: StaffHeaders;
  beforeAll(async () => {
    h = await setUp();
    staff = await staffHeaders(h.t);
    for (const { place, phone, email } of [NARROW, WIDE])
      await insertSubscriber(h.db, { name: "Near", phone, email, whatsapp: true, ...north(place, 1) });
  });
  afterAll(() => tearDown(h));

  async function verified(
    name: string,
    sharingPolicy: "share_widely" | "recipients_only",
    place: { latitude: number; longitude: number },
  ) {
    const report = await h.t.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({ name, ...place }),
    });
    expect(report.statusCode, report.body).toBe(201);
    const id = report.json().id as number;
    const res = await h.t.app.inject({
      method: "POST",
      url: `/api/alerts/${id}/verify`,
      headers: staff.moderator,
      payload: { level: "concern", sharingPolicy },
    });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  }

  const whatsApps = (to: { phone: string }) =>
    h.twilio.messages.filter((m) => m.to === `whatsapp:${to.phone}`).map((m) => m.body);

  it("asks not to forward a recipients-only alert, and to share a widely shared one", async () => {
    const narrow = await verified("Narrow Case", "recipients_only", NARROW.place);
    await verified("Wide Case", "share_widely", WIDE.place);
    await h.dispatcher.runUntilIdle();

    const [narrowWhatsApp] = whatsApps(NARROW);
    const [narrowMail] = h.smtp.mailsTo(NARROW.email);
    expect(narrowWhatsApp).toContain("*Narrow Case*");
    expect(narrowWhatsApp).toContain(DO_NOT_FORWARD);
    expect(narrowWhatsApp).not.toMatch(/please share/i);
    expect(narrowMail!.html).toContain(`<p>${DO_NOT_FORWARD}</p>`);
    expect(narrowMail!.text).not.toMatch(/please share/i);

    const [wideWhatsApp] = whatsApps(WIDE);
    const [wideMail] = h.smtp.mailsTo(WIDE.email);
    expect(wideWhatsApp).toContain("*Wide Case*");
    expect(wideWhatsApp).toContain("Please share this alert with people nearby.");
    expect(wideWhatsApp).not.toContain(DO_NOT_FORWARD);
    expect(wideMail!.html).toContain("Please share this alert with people nearby.");

    // Closed a while later (WhatsApp's pace no longer holds the follow-up back), its record not
    // redacted, so the follow-up template applies: it thanks them for looking only.
    await backdateSentMessages(h.db, narrow, 60);
    await resolve(h.db, narrow);
    await h.dispatcher.runUntilIdle();
    const texts = h.twilio.messages.filter(
      (m) => m.to.endsWith(NARROW.phone) && m.body.includes("is closed"),
    );
    const [mail] = h.smtp.mailsTo(NARROW.email).filter((m) => m.subject.startsWith("Closed"));
    expect(texts.map((m) => m.to).sort()).toEqual([NARROW.phone, `whatsapp:${NARROW.phone}`]);
    for (const body of [...texts.map((m) => m.body), mail!.text]) {
      expect(body).toContain("Narrow Case is closed. Thank you for looking.");
      expect(body).not.toContain("sharing");
    }
  });
});
