// Crash test: a dispatcher process is killed with SIGKILL in the middle of a fan-out to
// 10,000 subscribers; a new process picks up where it died. Every SMS and WhatsApp message
// must reach the provider exactly once (nothing lost, nothing sent twice). Every e-mail must
// reach its recipient's mailbox exactly once: SMTP cannot be asked what it received, so a
// row the dead process had in flight may be handed to the relay again, but only as the same
// message (same Message-ID), which the mailbox keeps once (docs/decisions/005). Every web push
// must reach its browser at least once and never be lost: a push service cannot be asked either,
// so a push the dead process had in flight may be posted again, with the same per-alert tag, so
// the phone shows one notification (docs/decisions/015). The same crash with SMS through a local
// gateway's two phones: every text reaches one phone exactly once (docs/decisions/022).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  insertAlert,
  insertManySubscribers,
  saveNotificationSettings,
  statusCounts,
  verifyAndQueue,
} from "../../test/fakes/notification-fixtures";
import { FakeBrowserSubscription, FakePushService } from "../../test/fakes/push-service";
import { FakeSmsGateway } from "../../test/fakes/sms-gateway";
import { FakeSmtp } from "../../test/fakes/smtp";
import { FakeTwilio } from "../../test/fakes/twilio";
import { createTestDatabase, type TestDatabase } from "../../test/harness";
import { type Database, openDatabase } from "../db/client";
import { rowsOf } from "../db/sql-result";

const SUBSCRIBERS = 10_000;
/** Texted through the gateway's phones in the second run, after the first run's subscribers. */
const GATEWAY_SUBSCRIBERS = 4_000;
const WHATSAPP_EVERY = 5;
const EMAIL_EVERY = 10;
const PUSH_EVERY = 4;
const CONCURRENCY = 16;
const TOTAL =
  SUBSCRIBERS + SUBSCRIBERS / WHATSAPP_EVERY + SUBSCRIBERS / EMAIL_EVERY + SUBSCRIBERS / PUSH_EVERY;
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const childScript = fileURLToPath(new URL("../../test/fakes/dispatch-child.ts", import.meta.url));

/** The database both processes use: a PGlite data directory (one process at a time) or a PostgreSQL database. */
interface SharedDatabase {
  childEnv: Record<string, string>;
  open(): Promise<Database>;
  /** PGlite: the parent must close it before a child opens the directory. */
  release(database: Database): Promise<void>;
  destroy(): Promise<void>;
}

async function sharedDatabase(): Promise<SharedDatabase> {
  if (inject("dbDriver") === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "alerts-crash-"));
    const dataDir = join(dir, "pgdata");
    const template = new Blob([readFileSync(inject("dbTemplate"))]);
    let first = true;
    return {
      childEnv: { DATA_DIR: dataDir },
      async open() {
        // The first open unpacks the migrated template into the directory.
        const database = await openDatabase({ dataDir, loadDataDir: first ? template : undefined });
        first = false;
        return database;
      },
      release: (database) => database.close(),
      destroy: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const test: TestDatabase = await createTestDatabase();
  return {
    childEnv: { DATABASE_URL: test.url! },
    open: async () => test,
    release: async () => {},
    destroy: () => test.destroy(),
  };
}

/** How both runs' dispatcher processes are set up (each adds its providers). */
const dispatchEnv = {
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  PUBLIC_URL: "https://alerts.example.gy",
  NOTIFY_SMS_PER_SECOND: "0",
  NOTIFY_WHATSAPP_PER_SECOND: "0",
  NOTIFY_EMAIL_PER_SECOND: "0",
  NOTIFY_PUSH_PER_SECOND: "0",
  PUSH_ALLOW_LOCAL_ENDPOINTS: "true",
  DISPATCH_BATCH_SIZE: "200",
  DISPATCH_CONCURRENCY: String(CONCURRENCY),
  // The embedded database runs on the dispatcher's own thread, so on a busy machine a
  // short provider timeout would fire on slow local calls; the lease must outlive it.
  PROVIDER_TIMEOUT_SECONDS: "5",
  DISPATCH_LEASE_SECONDS: "12",
  DISPATCH_POLL_SECONDS: "0.2",
  DISPATCH_RETRY_BASE_SECONDS: "0.05",
};

/** Every child started, so a failing test never leaves a dispatcher running behind it. */
const children: ChildProcess[] = [];

function startChild(env: Record<string, string>): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["--import", "tsx", childScript], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (c: Buffer) => {
    stderr += c.toString();
  });
  child.stdout!.resume();
  children.push(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      if (code !== 0 && code !== null) console.error(`dispatch child exited ${code}: ${stderr.slice(-2000)}`);
      resolve(code);
    }),
  );
  return { child, exited };
}

async function waitFor(condition: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("crash in the middle of a fan-out", () => {
  let twilio: FakeTwilio;
  let smtp: FakeSmtp;
  let push: FakePushService;
  let gateway: FakeSmsGateway;
  let shared: SharedDatabase;

  beforeAll(async () => {
    twilio = new FakeTwilio();
    await twilio.start();
    smtp = new FakeSmtp();
    await smtp.start();
    push = new FakePushService();
    await push.start();
    gateway = new FakeSmsGateway([{ name: "gtt-1" }, { name: "digicel-1" }]);
    await gateway.start();
    shared = await sharedDatabase();
  });
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await twilio.stop();
    await smtp.stop();
    await push.stop();
    await gateway.stop();
    await shared.destroy();
  });

  it(`sends every message exactly once after a SIGKILL part-way through ${SUBSCRIBERS} subscribers`, async () => {
    let database = await shared.open();
    await insertManySubscribers(database.db, SUBSCRIBERS, {
      whatsappEvery: WHATSAPP_EVERY,
      emailEvery: EMAIL_EVERY,
    });
    // More WhatsApp recipients than a new account's 250 a day: this account has no limit.
    await saveNotificationSettings(database.db, { whatsAppTier: "unlimited" });
    // Every PUSH_EVERY-th subscriber also has alerts on their phone (one browser's keys for all).
    const phone = new FakeBrowserSubscription(push.endpoint("0"));
    const browser = phone.toJSON();
    await database.db.execute(sql`
      insert into push_subscriptions (subscriber_id, endpoint, p256dh, auth)
      select id, ${push.baseUrl} || '/push/' || substring(name from 12), ${browser.keys.p256dh}, ${browser.keys.auth}
      from subscribers where substring(name from 12)::int % ${PUSH_EVERY} = 0`);
    const alertId = await insertAlert(database.db, { name: "Crash Test Child", age: 9 });
    const plan = await database.db.transaction(async (tx) => {
      const now = new Date();
      return verifyAndQueue(tx, alertId, now);
    });
    expect(plan.queued).toBe(TOTAL);
    await shared.release(database);

    const env = {
      ...shared.childEnv,
      ...twilio.env(),
      ...smtp.env(),
      ...dispatchEnv,
    };
    const delivered = () => twilio.messages.length + smtp.mails.length + push.count;

    // First process: killed without warning once a good part of the fan-out has gone out.
    const first = startChild(env);
    const killAt = Math.round(TOTAL * 0.4);
    await waitFor(() => delivered() >= killAt, 150_000, `${killAt} messages before the kill`);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    const atKill = delivered();
    expect(atKill).toBeLessThan(TOTAL);
    // Rows the dead process had claimed: whether their provider call happened is unknown.
    database = await shared.open();
    const inDoubt = Object.fromEntries(
      rowsOf<{ channel: string; n: number }>(
        await database.db.execute(sql`select notification_type as channel, count(*)::int as n
          from alert_notifications where status = 'sending' group by 1`),
      ).map((r) => [r.channel, r.n]),
    ) as Record<string, number>;
    await shared.release(database);

    // Second process: takes over the dead one's claims once their lease runs out and finishes.
    const listsBefore = twilio.requests.filter((r) => r.method === "GET").length;
    const second = startChild(env);
    expect(await second.exited).toBe(0);
    const lookups = twilio.requests.filter((r) => r.method === "GET").length - listsBefore;

    database = await shared.open();
    expect(await statusCounts(database.db)).toEqual({ sent: TOTAL });
    await shared.release(database);

    // Exactly once per (alert, subscriber, channel) at the providers.
    const perRecipient = new Map<string, number>();
    for (const m of twilio.messages) perRecipient.set(m.to, (perRecipient.get(m.to) ?? 0) + 1);
    const smsPhones = [...perRecipient.keys()].filter((to) => !to.startsWith("whatsapp:"));
    const waPhones = [...perRecipient.keys()].filter((to) => to.startsWith("whatsapp:"));
    expect(smsPhones).toHaveLength(SUBSCRIBERS);
    expect(waPhones).toHaveLength(SUBSCRIBERS / WHATSAPP_EVERY);
    const twiceOrMore = [...perRecipient.entries()].filter(([, n]) => n > 1);
    expect(twiceOrMore).toEqual([]);
    for (let g = 1; g <= SUBSCRIBERS; g++) {
      const phone = `+5927${String(g).padStart(6, "0")}`;
      expect(perRecipient.get(phone), phone).toBe(1);
      if (g % WHATSAPP_EVERY === 0) expect(perRecipient.get(`whatsapp:${phone}`), phone).toBe(1);
    }
    const mailsPerAddress = new Map<string, number>();
    for (const m of smtp.mails) mailsPerAddress.set(m.to[0]!, (mailsPerAddress.get(m.to[0]!) ?? 0) + 1);
    // Nothing lost: every e-mail subscriber's address was sent to.
    expect(mailsPerAddress.size).toBe(SUBSCRIBERS / EMAIL_EVERY);
    // Exactly once in every mailbox, with the Message-ID of that subscriber's outbox row.
    const messageIds = new Set<string>();
    for (const address of mailsPerAddress.keys()) {
      const inbox = smtp.inbox(address);
      expect(inbox, address).toHaveLength(1);
      expect(inbox[0]!.messageId).toMatch(new RegExp(`^<alert-${alertId}\\.alert\\.\\d+\\.email@`));
      messageIds.add(inbox[0]!.messageId);
    }
    expect(messageIds.size).toBe(SUBSCRIBERS / EMAIL_EVERY);
    // A copy reaches the relay twice only for a row the dead process had claimed, and at most
    // one per worker: each commits an e-mail's outcome before sending the next.
    const relayCopies = smtp.mails.length - SUBSCRIBERS / EMAIL_EVERY;
    expect(relayCopies).toBeLessThanOrEqual(Math.min(inDoubt.email ?? 0, CONCURRENCY));
    // Push: nothing lost (every push subscriber's browser got it), a second copy only for a row
    // the dead process had claimed, and every copy is the alert under its tag.
    const pushIds = [...push.accepted.keys()].map(Number).sort((a, b) => a - b);
    expect(pushIds).toEqual(Array.from({ length: SUBSCRIBERS / PUSH_EVERY }, (_, i) => (i + 1) * PUSH_EVERY));
    const pushCopies = push.count - SUBSCRIBERS / PUSH_EVERY;
    // Push commits its outcomes in groups (a copy replaces the first under the tag: decision
    // 015), so any row the dead process had claimed may be posted again, and no other.
    expect(pushCopies).toBeLessThanOrEqual(inDoubt.push ?? 0);
    const tags = new Set(push.requests.map((r) => JSON.parse(phone.decrypt(r.body)).tag as string));
    expect([...tags]).toEqual([`alert-${alertId}`]);
    console.info(
      `crash test (${inject("dbDriver")}): killed after ${atKill}/${TOTAL} messages; ` +
        `in doubt at the kill: ${JSON.stringify(inDoubt)}; the restart asked the provider ${lookups} times ` +
        `before resending; 0 lost, 0 duplicate SMS/WhatsApp, 0 duplicate e-mails in mailboxes ` +
        `(${relayCopies} handed to the relay a second time with the same Message-ID); ` +
        `${SUBSCRIBERS / PUSH_EVERY} push subscribers all reached, ${pushCopies} posted twice under the same tag`,
    );
  }, 300_000);

  it(`texts every one of ${GATEWAY_SUBSCRIBERS} subscribers exactly once through the gateway's phones after a SIGKILL`, async () => {
    let database = await shared.open();
    // Only this run's subscribers are near: the first run's are unsubscribed.
    await database.db.execute(sql`update subscribers set is_active = false`);
    await insertManySubscribers(database.db, GATEWAY_SUBSCRIBERS, { offset: SUBSCRIBERS });
    const alertId = await insertAlert(database.db, { name: "Gateway Crash Child", age: 7 });
    const plan = await database.db.transaction(async (tx) => verifyAndQueue(tx, alertId, new Date()));
    expect(plan.queued).toBe(GATEWAY_SUBSCRIBERS);
    await shared.release(database);

    const env = { ...shared.childEnv, ...gateway.env(), ...dispatchEnv };
    const first = startChild(env);
    const killAt = Math.round(GATEWAY_SUBSCRIBERS * 0.4);
    await waitFor(() => gateway.texts.length >= killAt, 150_000, `${killAt} texts before the kill`);
    first.child.kill("SIGKILL");
    expect(await first.exited).toBeNull();
    const atKill = gateway.texts.length;
    expect(atKill).toBeLessThan(GATEWAY_SUBSCRIBERS);
    database = await shared.open();
    const inDoubt = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from alert_notifications
        where alert_id = ${alertId} and status = 'sending'`),
    )[0]!.n;
    await shared.release(database);

    const lookupsBefore = gateway.phones.reduce((sum, p) => sum + p.lookups, 0);
    const second = startChild(env);
    expect(await second.exited).toBe(0);
    const lookups = gateway.phones.reduce((sum, p) => sum + p.lookups, 0) - lookupsBefore;

    database = await shared.open();
    const statuses = rowsOf<{ status: string; n: number }>(
      await database.db.execute(sql`select status, count(*)::int as n from alert_notifications
        where alert_id = ${alertId} group by status`),
    );
    expect(statuses).toEqual([{ status: "sent", n: GATEWAY_SUBSCRIBERS }]);
    // Every row names the phone that has its text, except those settled by asking the phones.
    const devices = rowsOf<{ device: string | null; n: number }>(
      await database.db.execute(sql`select provider_device as device, count(*)::int as n
        from alert_notifications where alert_id = ${alertId} group by 1 order by 1`),
    );
    await shared.release(database);

    // Exactly once per recipient across both phones, and both phones carried texts.
    const perRecipient = new Map<string, number>();
    for (const text of gateway.texts) perRecipient.set(text.to, (perRecipient.get(text.to) ?? 0) + 1);
    expect(perRecipient.size).toBe(GATEWAY_SUBSCRIBERS);
    expect([...perRecipient.entries()].filter(([, n]) => n > 1)).toEqual([]);
    for (let g = SUBSCRIBERS + 1; g <= SUBSCRIBERS + GATEWAY_SUBSCRIBERS; g++) {
      const to = `+5927${String(g).padStart(6, "0")}`;
      expect(perRecipient.get(to), to).toBe(1);
    }
    for (const phone of gateway.phones) expect(phone.texts.length, phone.name).toBeGreaterThan(0);
    const unnamed = devices.find((d) => d.device === null)?.n ?? 0;
    expect(unnamed).toBeLessThanOrEqual(inDoubt);
    console.info(
      `crash test, gateway (${inject("dbDriver")}): killed after ${atKill}/${GATEWAY_SUBSCRIBERS} texts; ` +
        `${inDoubt} in doubt at the kill; the restart asked the phones ${lookups} times; ` +
        `0 lost, 0 duplicate texts; per phone ${gateway.phones.map((p) => `${p.name} ${p.texts.length}`).join(", ")}`,
    );
  }, 300_000);
});
