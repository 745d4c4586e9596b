import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";
import { initialiseDataDir } from "./pglite-init";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. Only repos use it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs raw SQL (used by migrations, health checks and tests). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The node-postgres pool, when on a PostgreSQL server (LISTEN/NOTIFY needs its own client). */
  pool?: pg.Pool;
  /** The PGlite instance, when embedded. */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; undefined means in memory. */
  dataDir?: string;
  /** Start the embedded database from a data directory dump (tests: skips initdb). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** A new data folder gets an empty cluster, without the migrations (a restore brings its own schema). */
  emptyNewDataDir?: boolean;
  /** Told when a stale lock on dataDir (its process is gone) is taken over; default console.warn. */
  onStaleLock?: (message: string) => void;
}

/**
 * The embedded server's memory settings. PostgreSQL's default shared buffers would live in
 * PGlite's WebAssembly memory for the life of the process; a much smaller pool still holds this
 * service's hot data (alerts, the recent supporters, the outbox's due rows) and keeps an idle
 * server small (bench/memory.ts measures it). Larger installations belong on a PostgreSQL server.
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=16MB"];

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // The PostgreSQL driver is loaded only when used, so an embedded server never holds it.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import("pg"),
      import("drizzle-orm/node-postgres"),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      exec: async (sql) => {
        await pool.query(sql);
      },
      close: () => pool.end(),
    };
  }
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    // One process per data folder (a second PGlite on it loses acknowledged writes).
    lock = acquireDataDirLock(options.dataDir, options.onStaleLock);
  }
  let pglite: PGlite;
  try {
    // A new folder's cluster is created and migrated by a child process (pglite-init.ts):
    // initdb's memory would otherwise stay with the server for good.
    if (options.dataDir && !options.loadDataDir)
      await initialiseDataDir(options.dataDir, PGLITE_SETTINGS, { migrate: !options.emptyNewDataDir });
    pglite = new PGlite({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      postgresqlconf: PGLITE_SETTINGS,
    });
    await pglite.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite,
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    close: async () => {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
