// The notice to the person on file when someone subscribes again with their phone or e-mail:
// sent to the contact already stored (e-mail, else SMS), with their own link, at most once a
// day; through the real protocols (a local SMTP server and the Twilio fake), or the log
// transport with the recipient masked.

import { createSubscriberInputSchema } from "@shared/subscribers.schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSmtp } from "../../../test/fakes/smtp";
import { FakeTwilio } from "../../../test/fakes/twilio";
import { createTestApp, type TestApp } from "../../../test/harness";
import { andrea } from "../../../test/helpers/subscribers.test-helpers";
import { subscribers } from "../../db/schema";
import { RESUBSCRIBE_NOTICE_INTERVAL_MS } from "./resubscribe-notice";
import { SubscribersService } from "./subscribers.service";

const PUBLIC_URL = "https://alerts.example.gy";

interface Logged {
  object: object;
  message: string;
}

function capturingLogger(into: Logged[]) {
  const log = (object: object, message: string) => into.push({ object, message });
  return { info: log, warn: log, error: log };
}

/** The service on the test app's database, with its own clock and log. */
function serviceOn(t: TestApp, clock: { now: Date }, logged: Logged[]) {
  return new SubscribersService({ ...t.app.ctx, now: () => clock.now }, capturingLogger(logged));
}

const stranger = { name: "Mallory Stranger", email: "mallory@evil.example", location: "Bartica, Guyana" };

describe("with an SMTP server and Twilio", () => {
  const smtp = new FakeSmtp();
  const twilio = new FakeTwilio();
  let t: TestApp;
  let service: SubscribersService;
  const clock = { now: new Date("2026-03-01T12:00:00Z") };
  const logged: Logged[] = [];

  beforeAll(async () => {
    await smtp.start();
    await twilio.start();
    t = await createTestApp({ env: { PUBLIC_URL, ...smtp.env(), ...twilio.env() } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
    await twilio.stop();
  });
  beforeEach(async () => {
    await t.database.db.delete(subscribers);
    smtp.mails.length = 0;
    twilio.messages.length = 0;
    logged.length = 0;
    clock.now = new Date("2026-03-01T12:00:00Z");
    service = serviceOn(t, clock, logged);
    return () => service.dispose();
  });

  async function tokenOf(email: string | null, phone?: string) {
    const rows = await t.database.db.select().from(subscribers);
    return rows.find((r) => (email ? r.email === email : r.phone === phone))!.unsubscribeToken;
  }

  it("e-mails the address on file once, with its link; the attempt's details are not in it", async () => {
    await service.subscribe(parse(andrea));
    await service.subscribe(parse({ ...stranger, phone: andrea.phone }));
    await service.noticesSettled();

    const token = await tokenOf("andrea.singh@example.gy");
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail!.to).toEqual(["andrea.singh@example.gy"]);
    expect(mail!.subject).toMatch(/someone tried to subscribe with your details/);
    expect(mail!.text).toContain("Hello Andrea Singh,");
    expect(mail!.text).toContain("Someone (maybe you) just tried to subscribe");
    expect(mail!.text).toContain("with your phone number. Nothing has been changed.");
    expect(mail!.text).toContain(`${PUBLIC_URL}/unsubscribe/${token}`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/unsubscribe/${token}"`);
    expect(mail!.raw).not.toMatch(/mallory|Bartica/i);
    expect(smtp.mailsTo("mallory@evil.example")).toHaveLength(0);
    // The log names the subscription and a masked address, never the address.
    const log = JSON.stringify(logged);
    expect(log).toContain("a***@example.gy");
    expect(log).not.toContain("andrea.singh@example.gy");
  });

  it("at most one notice a day per subscription, however often the form is sent", async () => {
    await service.subscribe(parse(andrea));
    for (let i = 0; i < 5; i += 1) {
      await service.subscribe(parse({ ...stranger, email: andrea.email }));
      clock.now = new Date(clock.now.getTime() + 60 * 60_000);
    }
    await service.noticesSettled();
    expect(smtp.mailsTo("andrea.singh@example.gy")).toHaveLength(1);

    clock.now = new Date(clock.now.getTime() + RESUBSCRIBE_NOTICE_INTERVAL_MS);
    await service.subscribe(parse({ ...stranger, email: andrea.email }));
    await service.noticesSettled();
    expect(smtp.mailsTo("andrea.singh@example.gy")).toHaveLength(2);
  });

  it("two requests at once send one notice", async () => {
    await service.subscribe(parse(andrea));
    await Promise.all([
      service.subscribe(parse({ ...stranger, email: andrea.email })),
      service.subscribe(parse({ ...stranger, phone: andrea.phone })),
    ]);
    await service.noticesSettled();
    expect(smtp.mails).toHaveLength(1);
  });

  it("texts the phone on file when there is no e-mail, unless it replied STOP", async () => {
    await service.subscribe(parse({ name: "Jamal Wilson", phone: "+592 611 2345" }));
    await service.subscribe(parse({ ...stranger, phone: "+5926112345" }));
    await service.noticesSettled();
    const token = await tokenOf(null, "+5926112345");
    expect(twilio.messages).toHaveLength(1);
    expect(twilio.messages[0]!.to).toBe("+5926112345");
    expect(twilio.messages[0]!.body).toMatch(
      /someone \(maybe you\) tried to subscribe again with this number/,
    );
    expect(twilio.messages[0]!.body).toContain(`${PUBLIC_URL}/unsubscribe/${token}`);
    expect(smtp.mails).toHaveLength(0);

    await service.subscribe(parse({ name: "Opted Out", phone: "+592 622 0000" }));
    await t.database.db.update(subscribers).set({ smsOptOutDate: clock.now });
    await service.subscribe(parse({ ...stranger, phone: "+5926220000" }));
    await service.noticesSettled();
    expect(twilio.messages).toHaveLength(1);
  });

  it("tells each of two subscriptions whose contacts were combined", async () => {
    await service.subscribe(parse({ name: "First", email: "first@example.gy" }));
    await service.subscribe(parse({ name: "Second", phone: "+5926223456", email: "second@example.gy" }));
    await service.subscribe(parse({ ...stranger, email: "first@example.gy", phone: "+5926223456" }));
    await service.noticesSettled();
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(["first@example.gy", "second@example.gy"]);
    expect(smtp.mailsTo("second@example.gy")[0]!.text).toContain("with your phone number.");
    expect(smtp.mailsTo("first@example.gy")[0]!.text).toContain("with your e-mail address.");
  });

  it("offers someone who unsubscribed their link to come back, without re-activating them", async () => {
    await service.subscribe(parse(andrea));
    await service.unsubscribe(await tokenOf("andrea.singh@example.gy"));
    await service.subscribe(parse(andrea));
    await service.noticesSettled();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.text).toContain("Your alerts are switched off. To turn them back on");
    const [row] = await t.database.db.select().from(subscribers);
    expect(row!.isActive).toBe(false);
  });

  it("through the API: the request answers at once, the e-mail follows", async () => {
    const first = await t.app.inject({ method: "POST", url: "/api/subscribers", payload: andrea });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/subscribers",
      payload: { ...stranger, phone: andrea.phone },
    });
    expect(again.statusCode).toBe(201);
    await vi.waitFor(() => expect(smtp.mailsTo("andrea.singh@example.gy")).toHaveLength(1), {
      timeout: 10_000,
    });
  });
});

describe("without providers (the log transport)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => t?.close());

  it("logs the notice with its link's token and the recipient masked", async () => {
    const logged: Logged[] = [];
    const service = serviceOn(t, { now: new Date() }, logged);
    await service.subscribe(
      parse({ name: "Jamal Wilson", phone: "+592 611 2345", email: "jamal@example.gy" }),
    );
    await service.subscribe(parse({ ...stranger, phone: "+5926112345" }));
    await service.dispose();
    const [row] = await t.database.db.select().from(subscribers);
    const log = JSON.stringify(logged);
    // The link is a credential to the subscription: the log shows where it leads, not its token.
    expect(log).toContain(`${PUBLIC_URL}/unsubscribe/[token]`);
    expect(log).not.toContain(row!.unsubscribeToken);
    expect(log).toContain("Someone (maybe you) just tried to subscribe");
    expect(log).toContain("j***@example.gy");
    expect(log).not.toContain("jamal@example.gy");
    expect(log).not.toContain("+5926112345");
    expect(log).not.toMatch(/mallory/i);
  });
});

/** A request body as the route would hand it to the service. */
function parse(input: Record<string, unknown>) {
  return createSubscriberInputSchema.parse(input);
}
