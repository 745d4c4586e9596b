// npm run backup [-- --dir DIR | --file FILE] [--pg-dump PATH]: writes a backup of the configured
// database (its rows, the photos among them, and its migration state) as one compressed SQL file.
// On a PostgreSQL server it reads a snapshot while the service runs. The embedded database
// belongs to one process at a time, so stop the server first (docs/backups.md).
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { backupFileName, writeBackup } from "../db/backup";
import { openDatabase } from "../db/client";
import { hasCluster } from "../db/pglite-init";

const usage = `Usage: npm run backup -- [--dir DIR | --file FILE] [--pg-dump PATH]
  --dir DIR       folder for the backup, named missing-alert-<time>.sql.gz (default ./backups)
  --file FILE     the backup's file name instead
  --pg-dump PATH  pg_dump to use for a PostgreSQL server (default: pg_dump on the PATH)`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      dir: { type: "string" },
      file: { type: "string" },
      "pg-dump": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const now = new Date();
  const file = resolve(values.file ?? join(values.dir ?? "backups", backupFileName(now)));
  const config = loadConfig();
  if (config.databaseUrl) {
    await writeBackup({ databaseUrl: config.databaseUrl, pgDumpPath: values["pg-dump"] }, file, now);
  } else {
    if (!hasCluster(config.dataDir)) {
      console.error(`There is no database in DATA_DIR (${resolve(config.dataDir)}) to back up.`);
      return 1;
    }
    const database = await openDatabase({ dataDir: config.dataDir });
    try {
      await writeBackup({ pglite: database }, file, now);
    } finally {
      await database.close();
    }
  }
  console.log(`Backup written: ${file}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
