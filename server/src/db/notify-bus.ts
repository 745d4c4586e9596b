import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { Database } from "./client";
import { loggableError } from "./loggable-error";

/**
 * Fan-out between server instances that share one database, over PostgreSQL LISTEN/NOTIFY
 * (no other broker to run). It lives with the database code because it holds a driver
 * connection of its own; the realtime hub (realtime/hub.ts) is its user. Every instance
 * publishes what happened on it and hears what happened on the others. Payloads are small JSON
 * with ids only (NOTIFY caps them at 8000 bytes).
 */
export interface RealtimeBus {
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface BusHandlers {
  message(payload: string): void;
  /** The link to the database was lost and is back: notifications in between were missed. */
  resync(): void;
}

export const REALTIME_CHANNEL = "realtime_events";

export async function openRealtimeBus(
  database: Database,
  handlers: BusHandlers,
  log: FastifyBaseLogger,
): Promise<RealtimeBus> {
  if (database.pool) {
    const bus = new PostgresBus(database.pool, handlers, log);
    await bus.start();
    return bus;
  }
  if (database.pglite) return openPgliteBus(database.pglite, handlers);
  throw new Error("The realtime bus needs a PostgreSQL pool or a PGlite database");
}

/** One PGlite is one process: LISTEN/NOTIFY on it reaches every hub sharing it. */
async function openPgliteBus(
  pglite: NonNullable<Database["pglite"]>,
  handlers: BusHandlers,
): Promise<RealtimeBus> {
  const unlisten = await pglite.listen(REALTIME_CHANNEL, (payload) => handlers.message(payload));
  let closed = false;
  return {
    publish: async (payload) => {
      if (closed) return;
      await pglite.query("select pg_notify($1, $2)", [REALTIME_CHANNEL, payload]);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await unlisten();
    },
  };
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to
 * other queries), so it is a dedicated client, reconnected with backoff when it drops.
 * NOTIFY goes through the pool.
 */
class PostgresBus implements RealtimeBus {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private everConnected = false;
  private readonly dead = new WeakSet<pg.Client>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly handlers: BusHandlers,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The first attempt is awaited so an instance hears others as soon as it is ready. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const { default: pg } = await import("pg");
    const client = new pg.Client(this.pool.options);
    client.on("notification", (n) => {
      if (n.channel === REALTIME_CHANNEL && n.payload) this.handlers.message(n.payload);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.retryMs = RECONNECT_MIN_MS;
    if (this.everConnected) {
      this.log.info("realtime: LISTEN connection restored");
      this.handlers.resync();
    }
    this.everConnected = true;
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.dead.has(client)) return;
    this.dead.add(client);
    if (this.client === client) this.client = null;
    client.removeAllListeners("end");
    client.end().catch(() => {});
    if (this.closed || this.retryTimer) return;
    this.log.warn(
      { err: loggableError(error) },
      `realtime: LISTEN connection lost; retrying in ${this.retryMs} ms`,
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
  }

  async publish(payload: string): Promise<void> {
    if (this.closed) return;
    await this.pool.query("select pg_notify($1, $2)", [REALTIME_CHANNEL, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners("end");
      client.removeAllListeners("error");
      client.on("error", () => {});
      await client.end().catch(() => {});
    }
  }
}
