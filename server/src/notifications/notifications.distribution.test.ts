// Distribution end to end: who is notified (radius, high priority, channels, opt-outs) and
// what each message says, sent through the SMTP server and the Twilio fake.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertAlert,
  insertSubscriber,
  outboxRows,
  statusCounts,
} from "../../test/fakes/notification-fixtures";
import {
  GEORGETOWN,
  type Harness,
  north,
  PUBLIC_URL,
  setUp,
  subscriberToken,
  tearDown,
  verify,
} from "../../test/helpers/notifications.test-helpers";
import { rowsOf } from "../db/sql-result";
import { smsLength } from "./sms-encoding";
import { haversineMiles } from "./targeting";

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
      `Hope Alert MISSING: Aaliyah Persaud, 9, last seen Stabroek Market, Georgetown, Mon 5 May, 2:30 pm. If seen, call 911. ${link}/text`,
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
