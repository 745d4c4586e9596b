import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { seedDemoDataIfEmpty } from "./db/seed";
import { bootstrapFirstAdmin } from "./modules/staff/bootstrap";
import { seedServices } from "./seed-services";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  await bootstrapFirstAdmin(database.db, config.staff);
  const app = await buildApp({
    config,
    database,
    clientDir: config.clientDir,
    dispatcher: config.notifications.dispatcher.enabled,
  });
  if (config.trustProxy === true) {
    app.log.warn(
      "TRUST_PROXY=true believes every X-Forwarded-For hop, so a visitor can choose their own address and dodge every per-address limit; set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses",
    );
  }
  if (config.demoData) {
    const seeded = await seedDemoDataIfEmpty(database.db, seedServices);
    if (seeded) app.log.info(seeded, "loaded demo data into the empty database");
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { url: `http://localhost:${config.port}`, database: database.kind },
    `serving ${config.site.brandName} on http://localhost:${config.port}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
