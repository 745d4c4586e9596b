// "Send a test message" from the admin settings: each channel's state (not configured, last
// test passed, last test failed with the provider's reason), a test through the real transport
// to a local fake (the SMS gateway's phone, Twilio for WhatsApp), kept, audited, checked and
// rate-limited.

import type { ChannelProviderState, ProvidersResponse } from "@shared/provider-tests";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeGatewayPhone, FakeSmsGateway } from "../../../test/fakes/sms-gateway";
import { FakeTwilio } from "../../../test/fakes/twilio";
import { createTestApp, type TestApp } from "../../../test/harness";
import { createTestStaff, signInCookie } from "../../../test/helpers/auth.test-helpers";
import { rowsOf } from "../../db/sql-result";

describe("testing a provider from the admin settings", () => {
  let gateway: FakeSmsGateway;
  let phone: FakeGatewayPhone;
  let twilio: FakeTwilio;
  let t: TestApp;
  let cookie: string;

  const states = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/providers", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries((res.json() as ProvidersResponse).providers.map((p) => [p.channel, p]));
  };
  const test = (channel: string, to: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/providers/${channel}/test`,
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({ to }),
    });

  beforeAll(async () => {
    gateway = new FakeSmsGateway([{ name: "gtt-1" }]);
    await gateway.start();
    phone = gateway.phone("gtt-1");
    twilio = new FakeTwilio();
    await twilio.start();
    t = await createTestApp({
      env: {
        PUBLIC_URL: "https://alerts.example.gy",
        SITE_BRAND_NAME: "Hope Alert",
        PROVIDER_TIMEOUT_SECONDS: "2",
        DISPATCH_LEASE_SECONDS: "10",
        ...twilio.env(),
        ...gateway.env(),
      },
    });
    const admin = await createTestStaff(t.database.db, "admin");
    cookie = await signInCookie(t.app, admin);
  });
  afterAll(async () => {
    await t.close();
    await gateway.stop();
    await twilio.stop();
  });

  it("shows each channel's provider, whether it can be tested, and no test yet", async () => {
    const all = await states();
    expect(all.sms).toEqual({
      channel: "sms",
      provider: "gateway",
      configured: true,
      testable: true,
      lastTest: null,
    });
    expect(all.whatsapp).toMatchObject({
      provider: "twilio",
      configured: true,
      testable: true,
      lastTest: null,
    });
    // No SMTP server: e-mail is only written to the log, and cannot be tested.
    expect(all.email).toMatchObject({ provider: "log", configured: false, testable: false, lastTest: null });
    expect(all.push).toMatchObject({ provider: "webpush", testable: false });
  });

  it("sends a test SMS through the gateway's phone, keeps the result and audits it", async () => {
    const res = await test("sms", "+592 600 1234");
    expect(res.statusCode).toBe(200);
    const state = res.json() as ChannelProviderState;
    expect(state.lastTest).toMatchObject({
      provider: "gateway",
      passed: true,
      error: null,
      to: "+*******234",
    });
    expect(phone.texts.map((x) => [x.to, x.text])).toEqual([
      ["+5926001234", "Hope Alert: this is a test message from the admin settings. No action is needed."],
    ]);
    expect((await states()).sms?.lastTest).toEqual(state.lastTest);
    const audit = rowsOf<{ action: string; details: { channel: string; passed: boolean; to: string } }>(
      await t.database.db.execute(
        sql`select action, details from admin_audit_log where action = 'provider.test'`,
      ),
    );
    expect(audit).toEqual([
      {
        action: "provider.test",
        details: expect.objectContaining({ channel: "sms", passed: true, to: "+*******234" }),
      },
    ]);
    // The number itself is kept nowhere but at the provider.
    const stored = JSON.stringify(
      rowsOf(await t.database.db.execute(sql`select value from settings where key = 'provider_tests'`)),
    );
    expect(stored).not.toContain("6001234");
  });

  it("shows the provider's reason when the test fails", async () => {
    phone.decide = () => 401;
    const res = await test("sms", "+5926001234");
    phone.decide = () => "ok";
    expect(res.statusCode).toBe(200);
    expect((res.json() as ChannelProviderState).lastTest).toMatchObject({
      passed: false,
      error: "phone gtt-1 answered 401: Unauthorized",
    });
    expect((await states()).sms?.lastTest?.passed).toBe(false);
  });

  it("tests WhatsApp through Twilio", async () => {
    const res = await test("whatsapp", "+5926005678");
    expect((res.json() as ChannelProviderState).lastTest).toMatchObject({ provider: "twilio", passed: true });
    expect(twilio.messages.map((m) => m.to)).toEqual(["whatsapp:+5926005678"]);
  });

  it("refuses a channel without a provider, an untestable channel and a wrong number or address, naming the field", async () => {
    const email = await test("email", "admin@example.gy");
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe(
      "E-mail has no provider configured: its messages are written to the log, not sent",
    );
    const push = await test("push", "x");
    expect(push.statusCode).toBe(400);
    expect(push.json()).toMatchObject({ field: "channel" });
    for (const to of ["", "call me", 5926001234]) {
      const res = await test("sms", to);
      expect(res.statusCode, String(to)).toBe(400);
      expect(res.json()).toMatchObject({ field: "to" });
    }
  });

  it("allows a few tests in ten minutes, then answers 429", async () => {
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++) status = (await test("sms", "not a number")).statusCode;
    expect(status).toBe(429);
  });
});
