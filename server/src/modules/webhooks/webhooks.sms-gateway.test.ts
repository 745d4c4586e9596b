// The SMS gateway's webhooks (decision 022): texts to a gateway number go through the same
// keywords, replies and sightings as Twilio's (decision 012), and the answer comes back as a
// text through the gateway; unsigned or wrongly signed webhooks are refused before anything
// changes; delivery reports move the outbox rows.

import type { PendingSighting } from "@shared/moderation";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAlert, insertSubscriber, outboxRows } from "../../../test/fakes/notification-fixtures";
import { type FakeGatewayPhone, FakeSmsGateway, type SignedWebhook } from "../../../test/fakes/sms-gateway";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, unlockBearer } from "../../../test/helpers/auth.test-helpers";
import { baseEnv, GEORGETOWN, north, verify } from "../../../test/helpers/notifications.test-helpers";
import { rowsOf } from "../../db/sql-result";
import { createDispatcher, type Dispatcher } from "../../notifications";

const PATH = "/api/webhooks/sms-gateway";
const SITA = "+5926110001";
const RAJ = "+5926110002";
const STRANGER = "+5926999999";

describe("SMS gateway webhooks", () => {
  let gateway: FakeSmsGateway;
  let phone: FakeGatewayPhone;
  let t: TestApp;
  let dispatcher: Dispatcher;
  let modBearer: string;
  let alertId: number;

  const post = (webhook: SignedWebhook, headers: Record<string, string> = webhook.headers) =>
    t.app.inject({ method: "POST", url: PATH, headers, payload: webhook.body });
  /** The texts the phone was asked to send to a number, after `from` of them. */
  const textsTo = (to: string) => phone.texts.filter((x) => x.to === to).map((x) => x.text);
  /** Answers are sent in the background: wait for the phone to have `count` texts to a number. */
  const waitForTexts = async (to: string, count: number) => {
    const deadline = Date.now() + 10_000;
    while (textsTo(to).length < count) {
      if (Date.now() > deadline) throw new Error(`${to} got ${textsTo(to).length} texts, not ${count}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    return textsTo(to);
  };
  const optedOut = async (to: string) =>
    rowsOf<{ out: boolean }>(
      await t.database.db.execute(
        sql`select sms_opt_out_date is not null as out from subscribers where phone = ${to}`,
      ),
    )[0]!.out;
  const pending = async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/moderation/sightings/pending",
      headers: { authorization: modBearer },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as PendingSighting[];
  };

  beforeAll(async () => {
    gateway = new FakeSmsGateway([{ name: "gtt-1" }]);
    await gateway.start();
    phone = gateway.phone("gtt-1");
    t = await createTestApp({ env: { ...baseEnv, ...gateway.env() } });
    dispatcher = createDispatcher({ database: t.database, config: t.app.ctx.config, events: t.events });
    const moderator = await createTestStaff(t.database.db, "moderator");
    modBearer = await unlockBearer(t.app, t.database.db, moderator.id);
    await insertSubscriber(t.database.db, { name: "Sita", phone: SITA, ...north(GEORGETOWN, 1) });
    await insertSubscriber(t.database.db, { name: "Raj", phone: RAJ, ...north(GEORGETOWN, 2) });
    alertId = await insertAlert(t.database.db, { name: "Gateway Child", age: 8, ...GEORGETOWN });
    await verify(t.database.db, alertId);
    await dispatcher.runUntilIdle();
    expect(phone.texts.map((x) => x.to).sort()).toEqual([SITA, RAJ]);
  });
  afterAll(async () => {
    await dispatcher.stop();
    await t.close();
    await gateway.stop();
  });

  it("refuses unsigned, wrongly signed and stale webhooks with 403, changing nothing", async () => {
    const stop = gateway.incoming(phone, SITA, "STOP");
    const { "x-signature": _signature, ...unsigned } = stop.headers;
    const refused = [
      await post(stop, unsigned),
      await post(gateway.incoming(phone, SITA, "STOP", { key: "not-the-shared-key" })),
      // The body altered after signing.
      await post({ ...stop, body: stop.body.replace("STOP", "STAR") }),
      await post(
        gateway.webhook(phone, "sms:received", JSON.parse(stop.body).payload, {
          at: new Date(Date.now() - 3_600_000),
        }),
      ),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toHaveProperty("message");
    }
    expect(await optedOut(SITA)).toBe(false);
  });

  it("opts a number out on STOP and back in on START, confirming each by text", async () => {
    const stop = await post(gateway.incoming(phone, SITA, "Stop"));
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toEqual({ outcome: "sms_opted_out" });
    expect(await optedOut(SITA)).toBe(true);
    expect((await waitForTexts(SITA, 2))[1]).toBe(
      "Hope Alert: you will no longer receive alert texts. Send START to receive them again.",
    );

    const start = await post(gateway.incoming(phone, SITA, "START"));
    expect(start.json()).toEqual({ outcome: "sms_opted_in" });
    expect(await optedOut(SITA)).toBe(false);
    expect((await waitForTexts(SITA, 3))[2]).toMatch(/receive missing-person alert texts again/);
  });

  it("turns a reply from a number that got the alert into one pending sighting, and thanks the sender", async () => {
    const before = textsTo(RAJ).length;
    const reply = gateway.incoming(phone, RAJ, "I saw a girl in a navy uniform at Bourda Market at 4pm");
    const res = await post(reply);
    expect(res.json()).toEqual({ outcome: "sighting" });
    // The phone posts a webhook again when it got no answer: one sighting still.
    expect((await post(reply)).json()).toEqual({ outcome: "sighting" });

    const sightings = (await pending()).filter((s) => s.alertId === alertId);
    expect(sightings).toHaveLength(1);
    expect(sightings[0]).toMatchObject({
      source: "sms",
      reporterContact: RAJ,
      description: "I saw a girl in a navy uniform at Bourda Market at 4pm",
    });
    const texts = await waitForTexts(RAJ, before + 1);
    expect(texts[before]).toMatch(/^Hope Alert: thank you\. Your message about Gateway Child was passed/);
  });

  it("answers STATUS, and HELP to a stranger, storing nothing", async () => {
    expect((await post(gateway.incoming(phone, RAJ, "status"))).json()).toEqual({ outcome: "status" });
    const count = (await pending()).length;
    expect((await post(gateway.incoming(phone, STRANGER, "I saw her"))).json()).toEqual({ outcome: "help" });
    expect((await pending()).length).toBe(count);
    expect((await waitForTexts(STRANGER, 1))[0]).toMatch(/^Hope Alert: reply to an alert text/);
  });

  it("moves the outbox rows on delivery reports", async () => {
    const rows = await outboxRows(t.database.db, alertId);
    const toRaj = phone.texts.find((x) => x.to === RAJ)!;
    const toSita = phone.texts.find((x) => x.to === SITA)!;
    expect((await post(gateway.report(toRaj, "sms:delivered"))).json()).toEqual({ outcome: "report" });
    expect((await post(gateway.report(toSita, "sms:failed", "RESULT_ERROR_NO_SERVICE"))).statusCode).toBe(
      200,
    );
    const after = await outboxRows(t.database.db, alertId);
    const byMessage = (id: string) => after.find((r) => r.providerMessageId === id)!;
    expect(rows.every((r) => r.status === "sent")).toBe(true);
    expect(byMessage(toRaj.id).status).toBe("delivered");
    expect(byMessage(toSita.id)).toMatchObject({
      status: "failed",
      lastError: "gateway phone reported failed: RESULT_ERROR_NO_SERVICE",
    });
    // A report never moves a row backwards.
    await post(gateway.report(toRaj, "sms:sent"));
    expect(
      (await outboxRows(t.database.db, alertId)).find((r) => r.providerMessageId === toRaj.id)?.status,
    ).toBe("delivered");
  });

  it("answers 400 naming the field for a signed body that is not a gateway event", async () => {
    const bad = gateway.webhook(phone, "sms:received", { message: "no id" });
    const res = await post(bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^payload\.messageId: /);
  });
});
