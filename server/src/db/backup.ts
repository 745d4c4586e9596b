// A backup is one gzip-compressed plain SQL file written by pg_dump: the schema, every row (the
// photos are rows of the photos table) and the migrations table, so a restored database is at
// the same migration as the one backed up. Both databases write the same format with INSERT
// statements (PGlite's WebAssembly pg_dump writes only those), so a PGlite backup also restores
// into a PostgreSQL server: the way off the embedded database.
import { spawn } from "node:child_process";
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { open } from "node:fs/promises";
import { dirname } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import type { Database } from "./client";

/** The first line of a backup: what it is, so a restore can refuse any other file. */
export const BACKUP_HEADER_PREFIX = "-- missing-alert backup ";

export interface BackupHeader {
  format: 1;
  /** The kind of database it was taken from. */
  database: "pglite" | "postgres";
  createdAt: string;
}

/** pg_dump's options for both databases: portable plain SQL, no roles or grants of the source. */
const PG_DUMP_OPTIONS = ["--format=plain", "--inserts", "--no-owner", "--no-privileges", "--no-tablespaces"];

export interface BackupTarget {
  /** The embedded database (open, so this process holds its folder). */
  pglite?: Database;
  /** A PostgreSQL server's connection string; pg_dump reads it in a snapshot while the service runs. */
  databaseUrl?: string;
  /** The pg_dump program for a PostgreSQL server: its version must be the server's or newer. */
  pgDumpPath?: string;
}

/** The file name a backup taken at `now` gets: sortable, and no characters a shell cares about. */
export function backupFileName(now: Date): string {
  return `missing-alert-${now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z")}.sql.gz`;
}

/**
 * Writes a backup to `file` (through a temporary name, so a copy job never picks up half a
 * file); returns its header.
 */
export async function writeBackup(
  target: BackupTarget,
  file: string,
  now = new Date(),
): Promise<BackupHeader> {
  const header: BackupHeader = {
    format: 1,
    database: target.databaseUrl ? "postgres" : "pglite",
    createdAt: now.toISOString(),
  };
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    const dump = target.databaseUrl
      ? await dumpServer(target.databaseUrl, target.pgDumpPath ?? "pg_dump")
      : await dumpPglite(target.pglite!);
    // Opened before writing starts, so the removal below cannot race the file's creation.
    const output = await open(partial, "w", 0o600);
    const withHeader = async function* () {
      yield `${BACKUP_HEADER_PREFIX}${JSON.stringify(header)}\n`;
      yield* dump.stream;
    };
    // Both settle before the partial file is removed, so nothing writes to it afterwards.
    const [written, dumped] = await Promise.allSettled([
      pipeline(Readable.from(withHeader()), createGzip(), output.createWriteStream()),
      dump.finished,
    ]);
    if (dumped.status === "rejected") throw dumped.reason;
    if (written.status === "rejected") throw written.reason;
    renameSync(partial, file);
    return header;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

interface DumpStream {
  stream: AsyncIterable<Buffer | string>;
  /** Settles when the dump is complete, rejecting if pg_dump failed. */
  finished: Promise<void>;
}

async function dumpPglite(database: Database): Promise<DumpStream> {
  // pg_dump runs in a transaction of its own (a snapshot); this process holds the data folder.
  const file = await pgDump({ pg: database.pglite!, args: PG_DUMP_OPTIONS });
  return { stream: Readable.fromWeb(file.stream()), finished: Promise.resolve() };
}

async function dumpServer(databaseUrl: string, pgDumpPath: string): Promise<DumpStream> {
  // The password goes through the environment: a command line is visible to every user (ps).
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const child = spawn(pgDumpPath, [...PG_DUMP_OPTIONS, "--encoding=UTF8", `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  const finished = new Promise<void>((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${pgDumpPath} was not found. Install PostgreSQL's client programs of the server's version ` +
                "(Debian: apt install postgresql-client), or name the program with --pg-dump PATH.",
            )
          : error,
      ),
    );
    // "close": its output, stderr included, has been read to the end.
    child.once("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump failed (exit code ${code}): ${stderr.trim()}`)),
    );
  });
  // Reading stops if pg_dump cannot start; the error comes from `finished`.
  finished.catch(() => child.stdout.destroy());
  return { stream: child.stdout, finished };
}
