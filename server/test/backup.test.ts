// Backups (npm run backup / npm run restore), through the real command-line programs: a database
// with alerts, subscribers, photos, outbox rows and the VAPID keys is backed up, restored into an
// empty database, and compared table by table and photo by photo. A restore into a database that
// has tables is refused. On PostgreSQL the backup also goes through the embedded database and
// back, the way an organisation moves between the two.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../src/app";
import { type Database, openDatabase } from "../src/db/client";
import { migrate } from "../src/db/migrate";
import { alertNotifications, alerts, chatMessages, photos, subscribers } from "../src/db/schema";
import { seedDemoData } from "../src/db/seed";
import { DomainEvents } from "../src/events";
import { loadVapidKeys } from "../src/notifications/vapid";
import { seedServices } from "../src/seed-services";
import { createTestDatabase, type TestDatabase, testConfig } from "./harness";
import { databaseUrlFor } from "./pg-url";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const driver = inject("dbDriver");
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs a command-line program of server/src/cli as npm run does, with the database in `env`. */
function runCli(name: string, args: string[], env: Record<string, string>) {
  const base: Record<string, string | undefined> = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  const child = spawn(process.execPath, ["--import", "tsx", `server/src/cli/${name}.ts`, ...args], {
    cwd: repoRoot,
    env: { ...base, NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (text: string) => {
    stdout += text;
  });
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Where a database lives for the programs (DATA_DIR or DATABASE_URL), and how to open it here. */
interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
}

/** A new PGlite folder (not created yet) or a freshly created PostgreSQL database. */
async function emptyTarget(kind: "pglite" | "postgres"): Promise<Target> {
  if (kind === "pglite") {
    const dir = join(scratchDir("alerts-restore-"), "data");
    return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }) };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `alerts_restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  const url = databaseUrlFor(baseUrl, name);
  return { env: { DATABASE_URL: url }, open: () => openDatabase({ databaseUrl: url, poolSize: 2 }) };
}

interface Snapshot {
  /** Each table's rows as JSON, in a fixed order. */
  tables: Record<string, string[]>;
  /** The last value each sequence handed out (0: none yet). */
  sequences: Record<string, number>;
}

async function snapshot(database: Database): Promise<Snapshot> {
  const client = database.kind === "postgres" ? await database.pool!.connect() : undefined;
  const query = async (sql: string) =>
    client
      ? (await client.query(sql)).rows
      : (await database.pglite!.query<Record<string, unknown>>(sql)).rows;
  try {
    // Timestamps as JSON text follow the session's time zone; the two servers' defaults differ.
    await query("set time zone 'UTC'");
    const tables =
      (await query(`select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`)) as {
        name: string;
      }[];
    const result: Snapshot = { tables: {}, sequences: {} };
    for (const { name } of tables) {
      const rows = (await query(`select to_jsonb(t)::text as row from ${name} t`)) as { row: string }[];
      result.tables[name] = rows.map((r) => r.row).sort();
    }
    const sequences = (await query(
      "select schemaname || '.' || sequencename as name, coalesce(last_value, 0)::int as last from pg_sequences",
    )) as { name: string; last: number }[];
    for (const { name, last } of sequences) result.sequences[name] = last;
    return result;
  } finally {
    client?.release(true);
  }
}

/** Text that must stay data: quotes, semicolons, comment and dollar-quote markers, a dump's own headings. */
const awkwardText =
  "It's Tom's; -- not a comment /* nor this */ $$ $x$ \\ back\\slash E'x' \"quoted\"\n--\n-- Name: alerts; Type: TABLE DATA\n--\nDROP TABLE public.alerts; ✓ café 🙂";
/** A photo with every byte value. */
const everyByte = Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256));
/** A photo larger than a restore sends at once, so a restore cut short has already written rows. */
const largePhoto = randomBytes(1_500_000);

async function fill(database: Database): Promise<void> {
  const db = database.db;
  await seedDemoData(db, seedServices, new Date("2026-03-01T12:00:00Z"));
  const [first] = await db.select().from(alerts).orderBy(alerts.id).limit(1);
  await db.update(alerts).set({ description: awkwardText }).where(eq(alerts.id, first!.id));
  await db.insert(chatMessages).values({ alertId: first!.id, userName: "O'Brien", message: awkwardText });
  await db.insert(photos).values([
    { id: "every-byte", contentType: "image/jpeg", data: everyByte, width: 32, height: 32 },
    { id: "large", contentType: "image/jpeg", data: largePhoto, width: 2000, height: 2000 },
  ]);
  const people = await db.select({ id: subscribers.id }).from(subscribers).orderBy(subscribers.id).limit(3);
  // The outbox in the states a backup can catch it in: queued, leased and in doubt, sent, failed.
  await db.insert(alertNotifications).values([
    {
      alertId: first!.id,
      subscriberId: people[0]!.id,
      notificationType: "sms",
      status: "queued",
      urgency: 2,
    },
    {
      alertId: first!.id,
      subscriberId: people[1]!.id,
      notificationType: "whatsapp",
      status: "queued",
      attempts: 1,
      leaseUntil: new Date("2026-03-01T12:05:00Z"),
      uncertainSince: new Date("2026-03-01T12:04:00Z"),
    },
    {
      alertId: first!.id,
      subscriberId: people[2]!.id,
      notificationType: "email",
      status: "sent",
      transport: "log",
      body: awkwardText,
      sentAt: new Date("2026-03-01T12:01:00Z"),
      recipientDistance: 1.2345678901234567,
    },
    {
      alertId: first!.id,
      subscriberId: null,
      notificationType: "sms",
      status: "failed",
      lastError: "provider said no",
    },
  ]);
  await loadVapidKeys(db, testConfig().notifications.vapid, new Date("2026-03-01T12:00:00Z"));
}

/** The restored database equals the source, row by row and photo by photo, and the service runs on it. */
async function expectSameAsSource(restored: Database, source: Snapshot): Promise<void> {
  const copy = await snapshot(restored);
  expect(Object.keys(copy.tables)).toEqual(Object.keys(source.tables));
  for (const [table, rows] of Object.entries(source.tables)) expect(copy.tables[table], table).toEqual(rows);
  for (const table of ["public.alerts", "public.subscribers", "public.photos", "public.alert_notifications"])
    expect(source.tables[table]!.length, table).toBeGreaterThan(0);
  expect(source.tables["public.settings"]!.join()).toContain('"key": "vapid"');
  // Each sequence is where it was, or further on: PGlite, like PostgreSQL after a crash, may
  // skip the values it had reserved ahead. Never behind, so no id is handed out twice.
  expect(Object.keys(copy.sequences).sort()).toEqual(Object.keys(source.sequences).sort());
  for (const [sequence, last] of Object.entries(source.sequences))
    expect(copy.sequences[sequence], sequence).toBeGreaterThanOrEqual(last);

  for (const [id, bytes] of [
    ["every-byte", everyByte],
    ["large", largePhoto],
  ] as const) {
    const [photo] = await restored.db.select().from(photos).where(eq(photos.id, id));
    expect(photo!.data.equals(bytes), id).toBe(true);
  }

  // The migrations table came along: migrating applies nothing, and the service starts on it.
  await migrate(restored);
  expect((await snapshot(restored)).tables["drizzle.__drizzle_migrations"]).toEqual(
    source.tables["drizzle.__drizzle_migrations"],
  );
  const app = await buildApp({
    config: testConfig(),
    database: restored,
    events: new DomainEvents(),
    clientDir: "/nonexistent-client-dir",
    serverRenderDir: "/nonexistent-server-render-dir",
    logger: false,
  });
  try {
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    // A verified alert's photo is served from the restored rows, byte for byte.
    const [first] = await restored.db.select().from(alerts).orderBy(alerts.id).limit(1);
    const served = await app.inject({ method: "GET", url: first!.photoUrl! });
    expect(served.statusCode, served.body).toBe(200);
    const [stored] = await restored.db
      .select()
      .from(photos)
      .where(eq(photos.id, first!.photoUrl!.split("/").pop()!));
    expect(served.rawPayload.equals(stored!.data)).toBe(true);
  } finally {
    await app.close();
  }
  // The sequences moved on with the rows: a new row gets a new id.
  await restored.db.insert(chatMessages).values({ alertId: null, userName: "after", message: "restored" });
}

describe(`backup and restore (${driver})`, () => {
  let source: TestDatabase;
  let sourceTarget: Target;
  let sourceRows: Snapshot;
  let backupFile: string;

  beforeAll(async () => {
    source = await createTestDatabase();
    cleanups.push(() => source.destroy());
    await fill(source);
    sourceRows = await snapshot(source);
    if (driver === "pglite") {
      // The programs open a data folder: the test's in-memory database is written to one.
      const dir = join(scratchDir("alerts-backup-"), "data");
      const folder = await openDatabase({
        dataDir: dir,
        loadDataDir: await source.pglite!.dumpDataDir("none"),
      });
      await folder.close();
      sourceTarget = { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: dir }) };
    } else {
      sourceTarget = { env: { DATABASE_URL: source.url! }, open: async () => source };
    }
  }, 120_000);

  it("writes a backup that restores into an empty database with the same rows and photos", async () => {
    const dir = scratchDir("alerts-backups-");
    const backup = await runCli("backup", ["--dir", dir], sourceTarget.env);
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    const files = readdirSync(dir);
    expect(files).toEqual([expect.stringMatching(/^missing-alert-\d{8}T\d{6}Z\.sql\.gz$/)]);
    backupFile = join(dir, files[0]!);
    // It holds subscribers' contacts: readable by the service's user only.
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(backup.stdout).toContain(backupFile);

    // A file cut short (a copy interrupted) is refused, and leaves the target empty as it was.
    const target = await emptyTarget(driver);
    const cut = join(dir, "cut-short.sql.gz");
    const whole = readFileSync(backupFile);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.9)));
    const broken = await runCli("restore", [cut], target.env);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain("is damaged or cut short");

    const restore = await runCli("restore", [backupFile], target.env);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/public\.photos: \d+ rows/);
    const restored = await target.open();
    let restoredRows: Snapshot;
    try {
      await expectSameAsSource(restored, sourceRows);
      restoredRows = await snapshot(restored);
    } finally {
      await restored.close();
    }

    // A second restore into it (now it has data) is refused, and changes nothing.
    const again = await runCli("restore", [backupFile], target.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("The target database is not empty");
    const reopened = await target.open();
    try {
      expect((await snapshot(reopened)).tables).toEqual(restoredRows!.tables);
    } finally {
      await reopened.close();
    }
  }, 180_000);

  it("refuses to restore into a database that has the service's tables but no rows", async () => {
    // What the server leaves behind on its first start: migrated tables, nothing in them.
    const target = await emptyTarget(driver);
    const migrated = await target.open();
    await migrate(migrated);
    await migrated.close();
    const refused = await runCli("restore", [backupFile], target.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not empty: it already has .*public\./);
  }, 120_000);

  // The embedded database belongs to one process: a backup while the server has it open would
  // be a second process on its files, so it is refused and the server is to be stopped first.
  if (driver === "pglite")
    it("refuses to back up the embedded database while another process has it open", async () => {
      const running = await sourceTarget.open();
      try {
        const refused = await runCli("backup", ["--dir", scratchDir("alerts-backups-")], sourceTarget.env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
      } finally {
        await running.close();
      }
    }, 120_000);

  // The way between the two databases (PGlite to PostgreSQL when an organisation outgrows the
  // embedded one) needs a PostgreSQL server, so only its project has this test.
  if (driver === "postgres")
    it("moves a PostgreSQL backup into the embedded database and back without a difference", async () => {
      const embedded = await emptyTarget("pglite");
      expect((await runCli("restore", [backupFile], embedded.env)).code).toBe(0);
      const dir = scratchDir("alerts-backups-");
      expect((await runCli("backup", ["--file", join(dir, "from-pglite.sql.gz")], embedded.env)).code).toBe(
        0,
      );
      const server = await emptyTarget("postgres");
      const restore = await runCli("restore", [join(dir, "from-pglite.sql.gz")], server.env);
      expect(restore.code, restore.stderr).toBe(0);
      const restored = await server.open();
      try {
        await expectSameAsSource(restored, sourceRows);
      } finally {
        await restored.close();
      }
    }, 240_000);
});
