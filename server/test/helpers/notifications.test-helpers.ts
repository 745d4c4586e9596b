// Shared set-up for the notification engine tests (notifications.*.test.ts): a dispatcher
// wired to a real SMTP server in-process and a local HTTP fake of Twilio, plus the review
// steps (verify, resolve) and signed webhook calls those tests drive.
import { sql } from "drizzle-orm";
import type { App } from "../../src/app";
import type { Db } from "../../src/db/client";
import { rowsOf } from "../../src/db/sql-result";
import { createDispatcher, type Dispatcher, planResolutionFollowUp } from "../../src/notifications";
import { verifyAndQueue } from "../fakes/notification-fixtures";
import { FakeSmtp } from "../fakes/smtp";
import { FakeTwilio, signedForm } from "../fakes/twilio";
import { createTestApp, type TestApp } from "../harness";

export const PUBLIC_URL = "https://alerts.example.gy";
export const GEORGETOWN = { latitude: 6.8066, longitude: -58.1625 };
/** A point `miles` due north of a place (1 degree of latitude is ~69.05 miles). */
export const north = (from: { latitude: number; longitude: number }, miles: number) => ({
  latitude: from.latitude + miles / 69.05,
  longitude: from.longitude,
});

export const baseEnv = {
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

export interface Harness {
  t: TestApp;
  twilio: FakeTwilio;
  smtp: FakeSmtp;
  dispatcher: Dispatcher;
  db: Db;
  /** What the dispatcher logged at warn or error level. */
  problems: string[];
}

export async function setUp(env: Record<string, string> = {}): Promise<Harness> {
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

export async function tearDown(h: Harness) {
  await h.dispatcher.stop();
  await h.t.close();
  await h.twilio.stop();
  await h.smtp.stop();
}

/** What verify does: the alert becomes verified and its outbox rows are written, in one transaction. */
export async function verify(db: Db, alertId: number) {
  return db.transaction(async (tx) => {
    const now = new Date();
    return verifyAndQueue(tx, alertId, now);
  });
}

export async function resolve(db: Db, alertId: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`update alerts set is_active = false where id = ${alertId}`);
    return planResolutionFollowUp(tx, alertId, new Date());
  });
}

/** Posts form parameters to a webhook with the given X-Twilio-Signature (none when null). */
export function postWebhook(
  app: App,
  path: string,
  params: Record<string, string>,
  signature: string | null,
) {
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
export const sign = (authToken: string, path: string, params: Record<string, string>) =>
  signedForm(authToken, `${PUBLIC_URL}${path}`, params).signature;

/** An inbound message from Twilio, correctly signed. */
export const inbound = (h: { t: TestApp; twilio: FakeTwilio }, params: Record<string, string>) =>
  postWebhook(
    h.t.app,
    "/api/webhooks/twilio/inbound",
    params,
    sign(h.twilio.authToken, "/api/webhooks/twilio/inbound", params),
  );

/** Raw SQL answers timestamps as text on PGlite and as Date on node-postgres. */
export const asDate = (v: Date | string | null) => (v === null ? null : new Date(v));

export const subscriberToken = async (db: Db, id: number) =>
  rowsOf<{ t: string }>(
    await db.execute(sql`select unsubscribe_token as t from subscribers where id = ${id}`),
  )[0]!.t;
