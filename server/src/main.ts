import { buildApp } from "./app";
import { isLoopbackHost, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { migrate } from "./db/migrate";
import { seedDemoDataIfEmpty } from "./db/seed";
import { drainable } from "./http/drain";
import { backfillPhotoHashes } from "./modules/alerts/photo-match.service";
import { backfillVerifyCodes } from "./modules/alerts/verify-code.service";
import { bootstrapFirstAdmin } from "./modules/staff/bootstrap";
import { seedServices } from "./seed-services";

/** After the drain, how long closing (dispatcher, hub, database) may take before the process exits anyway. */
const CLOSE_ALLOWANCE_MS = 5_000;

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
    caseLifecycleJob: true,
    scheduler: config.scheduler.enabled,
  });
  if (!config.publicUrlConfigured && !isLoopbackHost(config.host)) {
    app.log.warn(
      `PUBLIC_URL is not set: links in alerts, e-mails and share buttons point to ${config.publicUrl}, which works only on this machine; set PUBLIC_URL to the address people use to reach the site`,
    );
  }
  if (config.trustProxy === true) {
    app.log.warn(
      "TRUST_PROXY=true believes every X-Forwarded-For hop, so a visitor can choose their own address and dodge every per-address limit; set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses",
    );
  }
  if (config.demoData) {
    const seeded = await seedDemoDataIfEmpty(database.db, seedServices);
    if (seeded) app.log.info(seeded, "loaded demo data into the empty database");
  }
  // Every alert carries a verify code: records stored before codes existed (and demo data) get one.
  const coded = await backfillVerifyCodes(database.db);
  if (coded > 0) app.log.info({ alerts: coded }, "gave verify codes to alerts stored without one");

  // Before listen: a drain ends each connection after its current response.
  const connections = drainable(app.server);
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.info({ signal }, "already shutting down");
      return;
    }
    closing = true;
    const drainMs = config.shutdownDrainMs;
    app.log.info(
      { signal, drainSeconds: drainMs / 1000 },
      "draining: no new connections, /api/health answers 503, requests in progress finish",
    );
    // Whatever hangs, the process ends: the drain plus a few seconds to close.
    setTimeout(() => {
      app.log.error("shutdown did not finish in time; exiting");
      process.exit(1);
    }, drainMs + CLOSE_ALLOWANCE_MS).unref();
    try {
      const result = await connections.drain({
        timeoutMs: drainMs,
        websockets: () => app.websocketServer?.clients ?? [],
      });
      if (result.drained) app.log.info(result, "drained: every request answered");
      else app.log.warn(result, `drain cut after ${drainMs / 1000} s (SHUTDOWN_DRAIN_SECONDS)`);
      await app.close(); // onClose hooks: the dispatcher, the realtime hub
      await database.close(); // and the data folder's lock
      app.log.info("stopped");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  const url = await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === "object" && address !== null ? address.port : config.port; // PORT=0: the one chosen
  app.log.info(
    { url, port, database: database.kind },
    `serving ${config.site.brandName} on http://localhost:${port}`,
  );
  // Photos stored before photos were hashed are hashed in the background, so that a new report's
  // photo is compared with them too; the service is up meanwhile.
  backfillPhotoHashes(database.db).then(
    (hashed) => hashed > 0 && app.log.info({ photos: hashed }, "hashed the photos of earlier cases"),
    (error: unknown) => app.log.error({ err: error }, "hashing the photos of earlier cases failed"),
  );
}

main().catch((error) => {
  // A data folder in use by another process: its message says which, no stack needed.
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
