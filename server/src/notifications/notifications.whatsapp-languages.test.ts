// WhatsApp's approved templates per language: Meta approves each language apart, so a
// subscriber gets their language's template where one is configured, else the English one
// (which still arrives outside the 24-hour window).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAlert, insertSubscriber } from "../../test/fakes/notification-fixtures";
import {
  GEORGETOWN,
  type Harness,
  north,
  setUp,
  tearDown,
  verify,
} from "../../test/helpers/notifications.test-helpers";

describe("WhatsApp approved templates per language", () => {
  const ALERT_TEMPLATE = `HX${"a1".repeat(16)}`;
  const SPANISH_ALERT_TEMPLATE = `HX${"e5".repeat(16)}`;
  let h: Harness;
  beforeAll(async () => {
    h = await setUp({
      TWILIO_WHATSAPP_CONTENT_SID: ALERT_TEMPLATE,
      TWILIO_WHATSAPP_CONTENT_SID_ES: SPANISH_ALERT_TEMPLATE,
    });
  });
  afterAll(() => tearDown(h));

  it("uses a language's own approved template where there is one, else the English one", async () => {
    const { db, twilio } = h;
    const spanish = await insertSubscriber(db, {
      name: "Ana",
      phone: "+5926100101",
      whatsapp: true,
      ...north(GEORGETOWN, 2),
    });
    const portuguese = await insertSubscriber(db, {
      name: "Joana",
      phone: "+5926100102",
      whatsapp: true,
      ...north(GEORGETOWN, 2),
    });
    await db.execute(sql`update subscribers set language = 'es' where id = ${spanish}`);
    await db.execute(sql`update subscribers set language = 'pt' where id = ${portuguese}`);
    const alertId = await insertAlert(db, { name: "Language Child", age: 6, ...GEORGETOWN });
    await verify(db, alertId);
    await h.dispatcher.runUntilIdle();
    const [es] = twilio.messages.filter((m) => m.to === "whatsapp:+5926100101");
    const [pt] = twilio.messages.filter((m) => m.to === "whatsapp:+5926100102");
    expect(es!.contentSid).toBe(SPANISH_ALERT_TEMPLATE);
    expect(pt!.contentSid).toBe(ALERT_TEMPLATE);
    expect(es!.contentVariables!["1"]).toBe("Language Child");
  });
});
