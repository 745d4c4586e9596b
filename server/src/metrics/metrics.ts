import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { OutcomeObserver } from "../notifications";
import { outcomeCounters, registerOutboxGauges } from "./outbox";

// Prometheus metrics of one app (one server instance), in a registry of its own: tests build
// several apps in one process, and each must count only its own requests. The gauges are read
// when Prometheus scrapes (their collect callbacks), never polled. The composition root
// (app.ts) hands in what is counted from outside: the WebSocket hub's size and the scheduled
// jobs' due steps.

/** A scheduled job's steps due now, by step (for example { redact: 2, purge: 0 }). */
export type DueStepsCounter = () => Promise<Record<string, number>>;

export interface Metrics {
  readonly registry: Registry;
  /** Request latency (seconds) by method, route pattern and status; its _count is the request count. */
  readonly requestDuration: Histogram<"method" | "route" | "status_code">;
  /** The dispatcher's outcome counters (sent, retried, failed, cancelled). */
  readonly outcomes: OutcomeObserver;
  /**
   * Adds a scheduled job to scheduled_steps_due: its counter is called at each scrape. A job
   * that keeps due rows (a scheduler's table, the case lifecycle) registers here from app.ts.
   */
  registerScheduledJob(job: string, countDue: DueStepsCounter): void;
  /** Where the open WebSocket connections are counted (the realtime hub). */
  countWebSocketsWith(count: () => number): void;
  /** The internal port's address once it listens (METRICS_PORT), else null. */
  internalUrl: string | null;
}

export function createMetrics(options: { config: Config; database: Database; now: () => Date }): Metrics {
  const { database, now } = options;
  const registry = new Registry();
  // Process and Node.js figures: CPU, memory, heap, GC, handles, event-loop delay.
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern (never the raw URL) and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    registers: [registry],
  });

  registerOutboxGauges(registry, database.db, now);
  const outcomes = outcomeCounters(registry, options.config.notifications);

  const jobs = new Map<string, DueStepsCounter>();
  const stepsDue: Gauge<"job" | "step"> = new Gauge({
    name: "scheduled_steps_due",
    help: "Steps of a scheduled job that are due now and not yet done, by job and step.",
    labelNames: ["job", "step"],
    registers: [registry],
    async collect() {
      const counts = await Promise.all(
        [...jobs].map(async ([job, count]) => ({ job, steps: await count() })),
      );
      stepsDue.reset();
      for (const { job, steps } of counts)
        for (const [step, due] of Object.entries(steps)) stepsDue.set({ job, step }, due);
    },
  });

  let countWebSockets: () => number = () => 0;
  const webSockets: Gauge = new Gauge({
    name: "websocket_connections",
    help: "WebSocket connections open on this instance (live chat).",
    registers: [registry],
    collect: () => webSockets.set(countWebSockets()),
  });

  registerPoolGauges(registry, database);

  return {
    registry,
    requestDuration,
    outcomes,
    registerScheduledJob(job, countDue) {
      if (jobs.has(job)) throw new Error(`scheduled job ${job} is already registered for metrics`);
      jobs.set(job, countDue);
    },
    countWebSocketsWith(count) {
      countWebSockets = count;
    },
    internalUrl: null,
  };
}

/**
 * The node-postgres pool's use, on a PostgreSQL server. The embedded database has no pool (one
 * connection inside the process): these metrics are absent there.
 */
function registerPoolGauges(registry: Registry, database: Database): void {
  const pool = database.pool;
  if (!pool) return;
  const connections: Gauge<"state"> = new Gauge({
    name: "db_pool_connections",
    help: "Connections of this instance's database pool, by state: in_use or idle.",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      connections.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
      connections.set({ state: "idle" }, pool.idleCount);
    },
  });
  const waiting: Gauge = new Gauge({
    name: "db_pool_waiting_requests",
    help: "Queries waiting for a free connection of this instance's pool.",
    registers: [registry],
    collect: () => waiting.set(pool.waitingCount),
  });
  const max: Gauge = new Gauge({
    name: "db_pool_max_connections",
    help: "The most connections this instance's pool opens.",
    registers: [registry],
    collect: () => max.set(pool.options.max ?? 10),
  });
}
