// Benchmarks of the alert distribution engine (issue 7):
//  - verify -> every outbox row committed, for 100,000 subscribers, on PGlite and PostgreSQL;
//  - dispatch throughput (issue 16 goal: 2,000 messages/s on PostgreSQL) to the local Twilio
//    fake and SMTP server, which run in their own process (provider-fakes.ts) as a provider
//    does, rate limit off, with the time from verify to each message reaching the provider.
// Each runs in its own scratch database so the other cases' data does not change the figures.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../server/src/db/client";
import { migrate } from "../server/src/db/migrate";
import { DomainEvents } from "../server/src/events";
import { createDispatcher } from "../server/src/notifications";
import {
  insertAlert,
  insertManySubscribers,
  saveNotificationSettings,
  statusCounts,
  verifyAndQueue,
  waitUntilSettled,
} from "../server/test/fakes/notification-fixtures";
import type { BenchContext } from "./context";
import { judge, type ThroughputResult } from "./harness";
import { configWithFakes, startProviderFakes } from "./provider-fakes";
import type { Reporter } from "./reporter";

const PLANNING_SUBSCRIBERS = Number(process.env.BENCH_OUTBOX_SUBSCRIBERS ?? 100_000);
const DISPATCH_SUBSCRIBERS = Number(process.env.BENCH_DISPATCH_SUBSCRIBERS ?? 5_000);

/** A PostgreSQL server for the PostgreSQL figures, when one is configured. */
const pgServerUrl = () =>
  process.env.BENCH_PG_URL ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export interface Scratch {
  kind: "pglite" | "postgres";
  database: Database;
  /** The scratch database's address (PostgreSQL only), for processes of their own. */
  url?: string;
  drop(): Promise<void>;
}

export async function scratchDatabases(): Promise<Scratch[]> {
  const out: Scratch[] = [];
  const embedded = await openDatabase({});
  await migrate(embedded);
  out.push({ kind: "pglite", database: embedded, drop: () => embedded.close() });
  const server = pgServerUrl();
  if (server) {
    const name = `bench_outbox_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    await migrate(database);
    out.push({
      kind: "postgres",
      database,
      url: url.toString(),
      drop: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: server });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    });
  }
  return out;
}

export async function verifyAndPlan(database: Database, alertId: number) {
  return database.db.transaction(async (tx) => {
    const now = new Date();
    return verifyAndQueue(tx, alertId, now);
  });
}

/** Time from the start of the verify transaction to its commit, all outbox rows included. */
export async function outboxPlanningBench(ctx: BenchContext): Promise<undefined> {
  const scratches = await scratchDatabases();
  if (scratches.length === 1) {
    ctx.figure(
      "outbox planning on PostgreSQL",
      0,
      "skipped",
      "set BENCH_PG_URL (or BENCH_DATABASE_URL) to a PostgreSQL server",
    );
  }
  for (const scratch of scratches) {
    try {
      // Every subscriber near Georgetown, so all of them are inside the radius (the worst case).
      await insertManySubscribers(scratch.database.db, PLANNING_SUBSCRIBERS, {
        whatsappEvery: 5,
        emailEvery: 2,
      });
      await scratch.database.exec("analyze");
      const alertId = await insertAlert(scratch.database.db, { name: "Bench Child", age: 9 });
      const started = performance.now();
      const plan = await verifyAndPlan(scratch.database, alertId);
      const ms = performance.now() - started;
      ctx.figure(
        `verify -> outbox committed, ${PLANNING_SUBSCRIBERS.toLocaleString("en")} subscribers (${scratch.kind})`,
        Math.round(ms),
        "ms",
        `${plan.queued.toLocaleString("en")} outbox rows (SMS, WhatsApp, e-mail), ${Math.round(plan.queued / (ms / 1000)).toLocaleString("en")} rows/s`,
      );
    } finally {
      await scratch.drop();
    }
  }
  return undefined;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Messages per second from the outbox to the local fakes (their own process), rate limit off. */
async function dispatchOnce(database: Database): Promise<ThroughputResult> {
  const fakes = await startProviderFakes();
  try {
    const config = configWithFakes(fakes, {
      NOTIFY_SMS_PER_SECOND: "0",
      NOTIFY_WHATSAPP_PER_SECOND: "0",
      NOTIFY_EMAIL_PER_SECOND: "0",
      DISPATCH_BATCH_SIZE: "500",
      DISPATCH_CONCURRENCY: "32",
    });
    await insertManySubscribers(database.db, DISPATCH_SUBSCRIBERS, { whatsappEvery: 5, emailEvery: 5 });
    // Every WhatsApp message is sent: an account without a daily limit.
    await saveNotificationSettings(database.db, { whatsAppTier: "unlimited" });
    const alertId = await insertAlert(database.db, { name: "Bench Dispatch Child", age: 9 });
    const dispatcher = createDispatcher({ database, config, events: new DomainEvents() });
    const plan = await verifyAndPlan(database, alertId);
    const verifiedAt = performance.timeOrigin + performance.now();
    const started = performance.now();
    dispatcher.start();
    await waitUntilSettled(database.db, 600_000);
    const seconds = (performance.now() - started) / 1000;
    await dispatcher.stop();
    const counts = await statusCounts(database.db);
    const latencies = (await fakes.received()).map((m) => m.at - verifiedAt).sort((a, b) => a - b);
    return {
      name: `dispatch: outbox -> local Twilio fake + SMTP server, ${plan.queued.toLocaleString("en")} messages, rate limit off, messages/s (${database.kind})`,
      requestsPerSecond: Math.round(plan.queued / seconds),
      // Time from the verify commit until the message reached the provider.
      latencyP50Ms: Math.round(percentile(latencies, 50)),
      latencyP99Ms: Math.round(percentile(latencies, 99)),
      non2xx: plan.queued - (counts.sent ?? 0),
      errors: 0,
    };
  } finally {
    await fakes.stop();
  }
}

/** Dispatch throughput goal on PostgreSQL (issue 16), messages per second, rate limit off. */
const DISPATCH_GOAL = 2_000;

/**
 * Dispatch throughput on each scratch database: messages per second overall (SMS, WhatsApp and
 * e-mail together), judged against the goal on PostgreSQL. Not a request rate: no ratio to
 * hello-world.
 */
export async function dispatchThroughputBench(out: Reporter): Promise<void> {
  for (const scratch of await scratchDatabases()) {
    try {
      const result = await dispatchOnce(scratch.database);
      const name = `dispatch to local fakes (own process), rate limit off, SMS + WhatsApp + e-mail (${scratch.kind})`;
      const note = `(verify -> at provider p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms; ${result.non2xx} not sent)`;
      if (scratch.kind === "postgres")
        out.goal(judge(name, result.requestsPerSecond, "messages/s", ">=", DISPATCH_GOAL), note);
      else out.figure(name, result.requestsPerSecond, "messages/s", note);
    } finally {
      await scratch.drop();
    }
  }
}
