import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type App, buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { DomainEvents } from "../src/events";
import { databaseUrlFor } from "./pg-url";

export interface TestDatabase extends Database {
  /** The connection string, on a PostgreSQL server. */
  url?: string;
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/** A fresh, migrated, empty database on the driver this test project runs against. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const driver = inject("dbDriver");
  const template = inject("dbTemplate");
  if (driver === "pglite") {
    const dump = new Blob([readFileSync(template)]);
    const database = await openDatabase({ loadDataDir: dump });
    return Object.assign(database, { destroy: () => database.close() });
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `alerts_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = databaseUrlFor(baseUrl, name);
  const database = await openDatabase({ databaseUrl: url, poolSize: 5 });
  return Object.assign(database, {
    url,
    destroy: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  });
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DEMO_DATA: "false", ...overrides });
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  events: DomainEvents;
  close(): Promise<void>;
}

/** The whole application on a fresh database, driven through app.inject(). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    now?: () => Date;
    clientDir?: string;
    /** The server-rendering bundle's folder; none by default (pages are the browser's to render). */
    serverRenderDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const events = new DomainEvents();
  const app = await buildApp({
    config: testConfig(options.env),
    database,
    events,
    now: options.now,
    clientDir: options.clientDir ?? "/nonexistent-client-dir",
    serverRenderDir: options.serverRenderDir ?? "/nonexistent-server-render-dir",
    logger: false,
  });
  await app.ready();
  return {
    app,
    database,
    events,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/** A built client made of this index.html (and an empty assets folder), for tests of served pages. */
export function clientDirWith(indexHtml: string): string {
  const clientDir = mkdtempSync(join(tmpdir(), "client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), indexHtml);
  return clientDir;
}
