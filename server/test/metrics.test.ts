// GET /metrics (server/src/metrics): off unless configured, refused without the token, and after
// a fan-out it reports the shared outbox's backlog, the dispatcher's outcomes by provider and
// the requests by route pattern. Two apps on one database play two instances: "web" takes the
// review (no dispatcher), "worker" runs the dispatcher against a local fake of Twilio.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { insertAlert, insertSubscriber } from "./fakes/notification-fixtures";
import { FakeTwilio } from "./fakes/twilio";
import { createTestApp, type TestApp, testConfig } from "./harness";
import { staffHeaders, validAlertInput } from "./helpers/alerts.test-helpers";
import { openTestSocket } from "./helpers/chat.test-helpers";
import { GEORGETOWN, PUBLIC_URL } from "./helpers/notifications.test-helpers";

const TOKEN = "metrics-token-for-tests-0123456789";
const bearer = { authorization: `Bearer ${TOKEN}` };

interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of one metric in Prometheus' text format. */
function samplesOf(text: string, name: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key!] = value!;
    out.push({ labels, value: Number(match[3]) });
  }
  return out;
}

/** The value of the one sample of `name` carrying these labels (undefined: no such sample). */
function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samplesOf(text, name).filter((s) =>
    Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} matches ${found.length} samples`);
  return found[0]?.value;
}

async function scrape(app: App): Promise<string> {
  const res = await app.inject({ method: "GET", url: "/metrics", headers: bearer });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toContain("text/plain");
  return res.body;
}

describe("configuration", () => {
  it("is off unless METRICS_TOKEN or METRICS_PORT is set; an empty one counts as unset", () => {
    expect(loadConfig({}).metrics.enabled).toBe(false);
    expect(loadConfig({ METRICS_TOKEN: "", METRICS_PORT: "" }).metrics).toMatchObject({
      enabled: false,
      token: undefined,
      port: undefined,
    });
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics).toMatchObject({ enabled: true, port: undefined });
    expect(loadConfig({ METRICS_PORT: "9464" }).metrics).toMatchObject({
      enabled: true,
      token: undefined,
      port: 9464,
      host: "127.0.0.1",
    });
  });

  it("names a token too short to be a secret, and a port that is not one", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(() => loadConfig({ METRICS_PORT: "metrics" })).toThrow(/METRICS_PORT/);
  });
});

describe("metrics off (the default)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 404 at /metrics, with or without a token", async () => {
    expect(t.app.metrics).toBeNull();
    for (const headers of [{}, bearer]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Metrics are not served on this port" });
    }
  });
});

describe("metrics behind METRICS_TOKEN, after a fan-out", () => {
  const twilio = new FakeTwilio();
  /** The apps' clock: frozen while the backlog is measured, then running on from there. */
  let frozen: Date | null = new Date();
  let offsetMs = 0;
  const now = () => frozen ?? new Date(Date.now() + offsetMs);
  let env: Record<string, string>;
  let web: TestApp;
  let worker: App | undefined;
  let alertId: number;

  const PHONE_OK = "+5926000001";
  const PHONE_BUSY_ONCE = "+5926000002";
  const PHONE_STOPPED = "+5926000003";

  beforeAll(async () => {
    await twilio.start();
    const attempts = new Map<string, number>();
    twilio.decide = ({ to }) => {
      const n = (attempts.get(to) ?? 0) + 1;
      attempts.set(to, n);
      if (to === PHONE_BUSY_ONCE && n === 1) return 429;
      if (to === PHONE_STOPPED) return "unsubscribed";
      return "ok";
    };
    const { TWILIO_WHATSAPP_FROM: _noWhatsApp, ...twilioEnv } = twilio.env();
    env = {
      PUBLIC_URL,
      METRICS_TOKEN: TOKEN,
      ...twilioEnv,
      NOTIFY_SMS_PER_SECOND: "0",
      DISPATCH_RETRY_BASE_SECONDS: "0.01",
      DISPATCH_RETRY_MAX_SECONDS: "0.05",
      DISPATCH_POLL_SECONDS: "30",
    };
    web = await createTestApp({ env, now });
    const db = web.database.db;
    // SMS by Twilio for three people; e-mail for the first, by the log transport (no SMTP).
    await insertSubscriber(db, { name: "Ok", phone: PHONE_OK, email: "ok@example.gy", ...GEORGETOWN });
    await insertSubscriber(db, { name: "Busy", phone: PHONE_BUSY_ONCE, ...GEORGETOWN });
    await insertSubscriber(db, { name: "Stopped", phone: PHONE_STOPPED, ...GEORGETOWN });
    // A case closed long ago, whose redaction is due (the case lifecycle job's step).
    const closed = await insertAlert(db, { name: "Closed Case", age: 9 });
    await db.execute(sql`update alerts set is_verified = true, is_active = false,
      closed_at = ${new Date(now().getTime() - 40 * 86_400_000).toISOString()}::timestamptz where id = ${closed}`);
  });

  afterAll(async () => {
    await worker?.close();
    await web?.close();
    await twilio.stop();
  });

  it("refuses a scrape without the token, or with a wrong one (401)", async () => {
    for (const headers of [
      {},
      { authorization: `Bearer ${"x".repeat(TOKEN.length)}` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString("base64")}` },
    ]) {
      const res = await web.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().message).toMatch(/metrics token is required/);
      expect(res.headers["www-authenticate"]).toContain("Bearer");
    }
  });

  it("reports the queued fan-out: outbox depth, oldest message and dispatcher lag per channel", async () => {
    const staff = await staffHeaders(web);
    const created = await web.app.inject({
      method: "POST",
      url: "/api/alerts",
      payload: validAlertInput({ name: "Metrics Child", ...GEORGETOWN }),
    });
    expect(created.statusCode, created.body).toBe(201);
    alertId = created.json().id;
    const approve = await web.app.inject({
      method: "POST",
      url: `/api/admin/alerts/${alertId}/approve`,
      headers: { ...staff.admin, "content-type": "application/json" },
    });
    expect(approve.statusCode, approve.body).toBe(200);

    // Ninety seconds later, and no dispatcher has run.
    frozen = new Date(frozen!.getTime() + 90_000);
    const text = await scrape(web.app);
    const depth = (channel: string, state: string) =>
      sampleValue(text, "outbox_messages", { channel, state });
    expect([depth("sms", "queued"), depth("email", "queued"), depth("whatsapp", "queued")]).toEqual([
      3, 1, 0,
    ]);
    expect(depth("sms", "sending")).toBe(0);
    expect(sampleValue(text, "outbox_due_messages", { channel: "sms" })).toBe(3);
    expect(sampleValue(text, "outbox_oldest_message_age_seconds", { channel: "sms" })).toBe(90);
    expect(sampleValue(text, "dispatcher_lag_seconds", { channel: "email" })).toBe(90);
    expect(sampleValue(text, "dispatcher_lag_seconds", { channel: "push" })).toBe(0);

    // Requests by route pattern: the alert's id is never a label.
    const requests = (method: string, route: string, status: string) =>
      sampleValue(text, "http_request_duration_seconds_count", { method, route, status_code: status });
    expect(requests("POST", "/api/alerts", "201")).toBe(1);
    expect(requests("POST", "/api/admin/alerts/:id/approve", "200")).toBe(1);
    expect(requests("GET", "/metrics", "401")).toBe(3);
    expect(text).not.toContain(`/api/admin/alerts/${alertId}/approve`);

    expect(sampleValue(text, "scheduled_steps_due", { job: "case_lifecycle", step: "redact" })).toBe(1);
    expect(sampleValue(text, "scheduled_steps_due", { job: "case_lifecycle", step: "purge" })).toBe(0);
    // Nothing sent by this instance; the configured providers' counters exist at 0.
    expect(sampleValue(text, "notifications_sent_total", { channel: "sms", provider: "twilio" })).toBe(0);
    expect(sampleValue(text, "notifications_sent_total", { channel: "email", provider: "log" })).toBe(0);
    // Node's own figures, the event-loop delay among them.
    expect(sampleValue(text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    if (web.database.kind === "postgres") {
      expect(sampleValue(text, "db_pool_max_connections")).toBe(5);
      expect(sampleValue(text, "db_pool_connections", { state: "idle" })).toBeGreaterThanOrEqual(0);
    } else {
      expect(samplesOf(text, "db_pool_connections")).toEqual([]);
    }
  });

  it("counts what the worker's dispatcher sent, retried and failed, per channel and provider", async () => {
    // The clock runs again from where it stood, so retries come due.
    offsetMs = frozen!.getTime() - Date.now();
    frozen = null;
    worker = await buildApp({
      config: testConfig(env),
      database: web.database,
      now,
      clientDir: "/nonexistent-client-dir",
      serverRenderDir: "/nonexistent-server-render-dir",
      logger: false,
      dispatcher: true,
    });
    await worker.ready();
    // Four messages, each ending sent or failed: wait for the counters to account for all four.
    const outcomes = (text: string, name: string, channel: string, provider: string) =>
      sampleValue(text, name, { channel, provider }) ?? 0;
    let text = await scrape(worker);
    const deadline = Date.now() + 20_000;
    const settled = (s: string) =>
      outcomes(s, "notifications_sent_total", "sms", "twilio") +
        outcomes(s, "notifications_sent_total", "email", "log") +
        outcomes(s, "notifications_failed_total", "sms", "twilio") ===
      4;
    while (!settled(text) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
      text = await scrape(worker);
    }
    expect(outcomes(text, "notifications_sent_total", "sms", "twilio")).toBe(2);
    expect(outcomes(text, "notifications_sent_total", "email", "log")).toBe(1);
    expect(outcomes(text, "notifications_retried_total", "sms", "twilio")).toBe(1);
    expect(outcomes(text, "notifications_failed_total", "sms", "twilio")).toBe(1);
    expect(outcomes(text, "notifications_cancelled_total", "sms", "twilio")).toBe(0);
    expect(twilio.messages.map((m) => m.to).sort()).toEqual([PHONE_OK, PHONE_BUSY_ONCE]);

    // The outbox is empty, as both instances see it; the web instance sent nothing itself.
    const webText = await scrape(web.app);
    for (const s of [text, webText]) {
      expect(samplesOf(s, "outbox_messages").reduce((sum, x) => sum + x.value, 0)).toBe(0);
      expect(sampleValue(s, "outbox_oldest_message_age_seconds", { channel: "sms" })).toBe(0);
      expect(sampleValue(s, "dispatcher_lag_seconds", { channel: "sms" })).toBe(0);
    }
    expect(sampleValue(webText, "notifications_sent_total", { channel: "sms", provider: "twilio" })).toBe(0);
  });

  it("counts the open WebSocket connections of this instance", async () => {
    expect(sampleValue(await scrape(web.app), "websocket_connections")).toBe(0);
    const base = await web.app.listen({ port: 0, host: "127.0.0.1" });
    const socket = await openTestSocket(`${base.replace(/^http/, "ws")}/ws`);
    try {
      expect(sampleValue(await scrape(web.app), "websocket_connections")).toBe(1);
    } finally {
      socket.ws.close();
    }
  });
});

describe("metrics on an internal port (METRICS_PORT)", () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_PORT: "0", METRICS_TOKEN: TOKEN } });
    url = t.app.metrics!.internalUrl!;
  });
  afterAll(() => t?.close());

  it("serves /metrics there only, with the token when one is set", async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect((await t.app.inject({ method: "GET", url: "/metrics", headers: bearer })).statusCode).toBe(404);
    await t.app.inject({ method: "GET", url: "/api/health" });

    const refused = await fetch(url);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      message: "A valid metrics token is required (Authorization: Bearer ...)",
    });
    expect((await fetch(url, { headers: { authorization: "Bearer wrong-token-0123456789" } })).status).toBe(
      401,
    );
    expect((await fetch(url.replace("/metrics", "/api/health"), { headers: bearer })).status).toBe(404);
    expect((await fetch(url, { method: "POST", headers: bearer })).status).toBe(405);

    const res = await fetch(url, { headers: bearer });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(
      sampleValue(text, "http_request_duration_seconds_count", {
        method: "GET",
        route: "/api/health",
        status_code: "200",
      }),
    ).toBe(1);
  });
});
