import type { Database } from "./client";
import { migrationsFolder } from "./migrations-folder";

// Any fixed number: several instances starting together take turns applying migrations.
const MIGRATION_LOCK_KEY = 724_311;

export async function migrate(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    const { migrate: migratePglite } = await import("drizzle-orm/pglite/migrator");
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(database.db as any, { migrationsFolder });
    return;
  }
  const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
  const client = await database.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePg(database.db as any, { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
