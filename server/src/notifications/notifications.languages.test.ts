// Messages in the subscriber's language: a subscriber who chose Spanish or Portuguese gets the
// admin's templates in that language through the real providers' fakes (Twilio for SMS, an
// SMTP server for e-mail), with names and places as written; English is unchanged.

import type { Language } from "@shared/languages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAlert, insertSubscriber } from "../../test/fakes/notification-fixtures";
import {
  GEORGETOWN,
  type Harness,
  north,
  setUp,
  subscriberToken,
  tearDown,
  verify,
} from "../../test/helpers/notifications.test-helpers";

describe("messages in the subscriber's language", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setUp();
  });
  afterAll(() => tearDown(h));

  async function subscriber(name: string, phone: string, email: string, language: Language) {
    const id = await insertSubscriber(h.db, { name, phone, email, ...north(GEORGETOWN, 1) });
    await h.db.execute(sql`update subscribers set language = ${language} where id = ${id}`);
    return id;
  }

  it("sends each subscriber the SMS and e-mail in their language, free text as written", async () => {
    const english = await subscriber("Ann", "+5926700001", "ann@example.gy", "en");
    const spanish = await subscriber("Ana", "+5926700002", "ana@example.gy", "es");
    const portuguese = await subscriber("Joana", "+5926700003", "joana@example.gy", "pt");
    const alertId = await insertAlert(h.db, {
      name: "Maria Lopez",
      age: 9,
      lastLocation: "Stabroek Market",
      ...GEORGETOWN,
    });
    await verify(h.db, alertId);
    await h.dispatcher.runUntilIdle();

    const sms = (phone: string) => h.twilio.messages.filter((m) => m.to === phone).map((m) => m.body);
    const [enSms] = sms("+5926700001");
    const [esSms] = sms("+5926700002");
    const [ptSms] = sms("+5926700003");
    expect(enSms).toMatch(
      /^Hope Alert MISSING: Maria Lopez, 9, last seen Stabroek Market, .*If seen, call 911\./,
    );
    expect(esSms).toMatch(
      /^Hope Alert PERSONA DESAPARECIDA: Maria Lopez, 9 años, vista por ultima vez en Stabroek Market, [a-z]{3}, \d+ [a-z]{3}, \d\d:\d\d\. Si sabe algo, llame al 911\./,
    );
    expect(ptSms).toMatch(
      /^Hope Alert PESSOA DESAPARECIDA: Maria Lopez, 9 anos, vista pela ultima vez em Stabroek Market, .*ligue 911\./,
    );

    const mail = (address: string) => h.smtp.mailsTo(address)[0]!;
    expect(mail("ann@example.gy").subject).toBe("MISSING: Maria Lopez, age 9, last seen at Stabroek Market");
    expect(mail("ana@example.gy").subject).toBe(
      "DESAPARECIDA: Maria Lopez, 9 años, vista por última vez en Stabroek Market",
    );
    expect(mail("ana@example.gy").text).toContain("Descripción:");
    expect(mail("ana@example.gy").text).toContain("Cancelar la suscripción");
    expect(mail("ana@example.gy").text).toContain(await subscriberToken(h.db, spanish));
    expect(mail("joana@example.gy").subject).toBe(
      "DESAPARECIDA: Maria Lopez, 9 anos, vista pela última vez em Stabroek Market",
    );
    expect(mail("joana@example.gy").text).toContain("Descrição:");
    expect(mail("ann@example.gy").text).toContain("Description:");
    expect(mail("ann@example.gy").text).toContain(await subscriberToken(h.db, english));
    expect(portuguese).toBeGreaterThan(0);
  });
});
