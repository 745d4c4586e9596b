// Restores a backup (backup.ts) into an empty database, in one transaction: a restore that
// fails part-way leaves the database as empty as it found it, ready for another try. It never
// overwrites: a database that already has tables is refused, whatever they hold.
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { BACKUP_HEADER_PREFIX, type BackupHeader } from "./backup";
import type { Database } from "./client";
import { SqlScriptReader } from "./sql-script";

/** The target already has tables (or schemas), so restoring would mix two databases. */
export class RestoreRefusedError extends Error {
  constructor(readonly objects: string[]) {
    super(
      `The target database is not empty: it already has ${listObjects(objects)}. A backup is restored only ` +
        "into a new, empty database, so nothing is overwritten. For PostgreSQL, create one (createdb NAME) " +
        "and point DATABASE_URL at it; for the embedded database, point DATA_DIR at a new folder (or move " +
        "the old folder aside).",
    );
    this.name = "RestoreRefusedError";
  }
}

function listObjects(objects: string[]): string {
  return objects.length > 4
    ? `${objects.slice(0, 3).join(", ")} and ${objects.length - 3} more`
    : objects.join(", ");
}

export interface RestoreSummary {
  header: BackupHeader;
  /** Rows per table of the restored database (schema-qualified names). */
  rows: Record<string, number>;
}

/** Session settings a newer pg_dump writes that older servers do not know: the first version with each. */
const SETTING_SINCE: Record<string, number> = { transaction_timeout: 170_000 };
/** SQL sent to the server at a time: few round trips, bounded memory. */
const BATCH_CHARS = 1 << 20;
const DUMP_COMPLETE = "-- PostgreSQL database dump complete";

interface Session {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string): Promise<T[]>;
  /** Leaves no session setting of the dump behind (it empties search_path). */
  close(): Promise<void>;
}

async function openSession(database: Database): Promise<Session> {
  if (database.kind === "pglite") {
    const pglite = database.pglite!;
    return {
      exec: async (sql) => {
        await pglite.exec(sql);
      },
      rows: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
      close: async () => {
        await pglite.exec("RESET ALL");
      },
    };
  }
  // One connection for the whole transaction; thrown away after, with the dump's settings on it.
  const client = await database.pool!.connect();
  return {
    exec: async (sql) => {
      await client.query(sql);
    },
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: async () => client.release(true),
  };
}

/** Tables, views, sequences and schemas that are not PostgreSQL's own. */
async function existingObjects(session: Session): Promise<string[]> {
  const found = await session.rows<{ name: string }>(`
    select n.nspname || '.' || c.relname as name from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
    union all
    select 'schema ' || nspname from pg_catalog.pg_namespace
      where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%'
    order by 1`);
  return found.map((row) => row.name);
}

/** The backup's text, unzipped when it is gzip-compressed. */
async function openBackupText(file: string): Promise<Readable> {
  const handle = await open(file, "r");
  const magic = Buffer.alloc(2);
  try {
    await handle.read(magic, 0, 2, 0);
  } finally {
    await handle.close();
  }
  const raw = createReadStream(file);
  const text = magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
  // A read error of the file must reach the consumer of the unzipped stream too.
  if (text !== raw) raw.on("error", (error) => text.destroy(error));
  return text.setEncoding("utf8");
}

function parseHeader(line: string, file: string): BackupHeader {
  if (line.startsWith(BACKUP_HEADER_PREFIX)) {
    try {
      const header = JSON.parse(line.slice(BACKUP_HEADER_PREFIX.length)) as BackupHeader;
      if (header.format === 1) return header;
    } catch {
      // not ours; said below
    }
  }
  throw new Error(
    `${file} is not a backup written by npm run backup (its first line is not a backup header).`,
  );
}

/** Restores the backup in `file` into `database`, which must be empty; returns what it holds now. */
export async function restoreBackup(database: Database, file: string): Promise<RestoreSummary> {
  const text = await openBackupText(file);
  const session = await openSession(database);
  let header: BackupHeader | undefined;
  try {
    const objects = await existingObjects(session);
    if (objects.length > 0) throw new RestoreRefusedError(objects);
    const [{ version }] = (await session.rows<{ version: string }>(
      "select current_setting('server_version_num') as version",
    )) as [{ version: string }];
    const serverVersion = Number(version);

    const reader = new SqlScriptReader();
    const batch = new Batch(session);
    let head = "";
    let tail = "";
    await session.exec("BEGIN");
    for await (const chunk of text as AsyncIterable<string>) {
      let rest = chunk;
      if (!header) {
        head += chunk;
        const newline = head.indexOf("\n");
        if (newline < 0 && head.length < 4096) continue;
        header = parseHeader(head.slice(0, newline < 0 ? head.length : newline), file);
        rest = head;
      }
      tail = (tail + rest).slice(-1000);
      for (const item of reader.push(rest)) {
        if (item.kind === "psql") {
          // pg_dump guards a plain dump against a malicious server with \restrict; nothing to do here.
          if (/^(un)?restrict\b/.test(item.text)) continue;
          throw new Error(
            `The backup contains a psql command (\\${item.text.slice(0, 40)}) that a restore cannot run.`,
          );
        }
        if (/^COPY\b[\s\S]*\bFROM stdin;$/i.test(item.text))
          throw new Error(
            "The backup holds COPY data: it was not written by npm run backup (which uses INSERT statements).",
          );
        const setting = /^SET (\w+) = /.exec(item.text)?.[1];
        if (setting && serverVersion < (SETTING_SINCE[setting] ?? 0)) continue;
        await batch.add(item.text);
      }
    }
    header ??= parseHeader(head, file);
    reader.end();
    if (!tail.includes(DUMP_COMPLETE))
      throw new Error(`${file} is cut short: it does not end as a complete dump.`);
    await batch.flush();
    await session.exec("COMMIT");
  } catch (error) {
    await session.exec("ROLLBACK").catch(() => {});
    text.destroy();
    // zlib's own words ("unexpected end of file") do not say which file or what it means.
    const code = (error as NodeJS.ErrnoException).code;
    if (code?.startsWith("Z_"))
      throw new Error(`${file} is damaged or cut short: ${(error as Error).message}.`, { cause: error });
    throw error;
  } finally {
    await session.close();
  }
  return { header, rows: await countRows(database) };
}

/** Statements sent together; a failure names the statement the server stopped at. */
class Batch {
  private statements: string[] = [];
  private chars = 0;
  private sent = 0;

  constructor(private readonly session: Session) {}

  async add(statement: string): Promise<void> {
    this.statements.push(statement);
    this.chars += statement.length + 1;
    if (this.chars >= BATCH_CHARS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.statements.length === 0) return;
    const sql = this.statements.join("\n");
    try {
      await this.session.exec(sql);
    } catch (error) {
      const failed = this.statementAt(Number((error as { position?: string }).position));
      const where =
        failed === undefined ? "" : ` at statement ${this.sent + failed.index + 1} (${failed.preview})`;
      throw new Error(`Restoring failed${where}: ${(error as Error).message}`, { cause: error });
    }
    this.sent += this.statements.length;
    this.statements = [];
    this.chars = 0;
  }

  private statementAt(position: number): { index: number; preview: string } | undefined {
    if (!Number.isInteger(position) || position < 1) return undefined;
    let end = 0;
    for (const [index, statement] of this.statements.entries()) {
      end += statement.length + 1;
      if (position <= end) return { index, preview: statement.slice(0, 80).replace(/\s+/g, " ") };
    }
    return undefined;
  }
}

async function countRows(database: Database): Promise<Record<string, number>> {
  const session = await openSession(database);
  try {
    const tables = await session.rows<{ name: string }>(`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
        from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`);
    const rows: Record<string, number> = {};
    for (const { name } of tables) {
      const [{ n }] = (await session.rows<{ n: number }>(`select count(*)::int as n from ${name}`)) as [
        { n: number },
      ];
      rows[name] = n;
    }
    return rows;
  } finally {
    await session.close();
  }
}
