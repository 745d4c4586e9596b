import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { migrationsFolder } from "./migrations-folder";

// PGlite creates a new data directory by running initdb in its own WebAssembly instance. In
// the server's process that instance's memory is never given back, so a server started on an
// empty DATA_DIR idled with far more memory than one that opens an existing directory.
// A new directory is therefore initialised by a short-lived child process
// (a worker thread is not enough: its memory goes back to V8 but the allocator keeps the pages),
// and the server then opens the ready directory. The child also applies the migrations, whose
// catalogue work grows the WebAssembly memory further. It costs a few seconds,
// on the first start only; later starts migrate in the server (usually nothing to apply).

/** True when the directory already holds a PostgreSQL cluster. */
export function hasCluster(dataDir: string): boolean {
  return existsSync(join(dataDir, "PG_VERSION"));
}

const INIT_SCRIPT = `
const { PGlite } = await import(process.env.PGLITE_URL);
const { drizzle } = await import(process.env.DRIZZLE_PGLITE_URL);
const { migrate } = await import(process.env.DRIZZLE_MIGRATOR_URL);
const settings = JSON.parse(process.env.PGLITE_SETTINGS);
const db = new PGlite({ dataDir: process.env.PGLITE_INIT_DIR, postgresqlconf: settings });
await db.waitReady;
if (process.env.MIGRATIONS_FOLDER) await migrate(drizzle(db), { migrationsFolder: process.env.MIGRATIONS_FOLDER });
await db.close();
`;

/**
 * Creates and migrates the cluster in `dataDir` in a child process, unless it exists already.
 * `migrate: false` leaves it empty, for a restore that brings its own schema.
 */
export async function initialiseDataDir(
  dataDir: string,
  settings: string[],
  { migrate = true }: { migrate?: boolean } = {},
): Promise<void> {
  if (hasCluster(dataDir)) return;
  const child = spawn(process.execPath, ["--input-type=module", "-e", INIT_SCRIPT], {
    env: {
      ...process.env,
      PGLITE_URL: import.meta.resolve("@electric-sql/pglite"),
      DRIZZLE_PGLITE_URL: import.meta.resolve("drizzle-orm/pglite"),
      DRIZZLE_MIGRATOR_URL: import.meta.resolve("drizzle-orm/pglite/migrator"),
      MIGRATIONS_FOLDER: migrate ? migrationsFolder : "",
      PGLITE_SETTINGS: JSON.stringify(settings),
      PGLITE_INIT_DIR: dataDir,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0)
    throw new Error(
      `Could not create the database in ${dataDir} (initdb exited with ${code}): ${stderr.trim()}`,
    );
}
