// npm run restore -- FILE: restores a backup (npm run backup) into the configured database,
// which must be empty: a new PostgreSQL database (createdb), or a DATA_DIR folder that does not
// exist yet. Anything else is refused, so a restore never overwrites data. Stop the server first
// when DATA_DIR is used. The server, started afterwards, applies any migrations newer than the backup.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { RestoreRefusedError, restoreBackup } from "../db/restore";

const usage = "Usage: npm run restore -- FILE   (a backup written by npm run backup)";

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h" } },
  });
  const [file] = positionals;
  if (values.help || !file || positionals.length > 1) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  if (!existsSync(file)) {
    console.error(`${file}: no such file.`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
    emptyNewDataDir: true,
  });
  try {
    const target = config.databaseUrl ? "the PostgreSQL database in DATABASE_URL" : resolve(config.dataDir);
    const { header, rows } = await restoreBackup(database, file);
    console.log(`Restored the backup of ${header.createdAt} (from ${header.database}) into ${target}.`);
    for (const [table, count] of Object.entries(rows)) console.log(`  ${table}: ${count} rows`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusedError) {
      console.error(`Refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
