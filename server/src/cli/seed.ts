import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { seedDemoData, seedDemoDataIfEmpty } from "../db/seed";
import { backfillVerifyCodes } from "../modules/alerts/verify-code.service";
import { seedServices } from "../seed-services";

// npm run seed [-- --force]: loads the demo data set into the configured database.
const force = process.argv.includes("--force");
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  const summary = force
    ? await seedDemoData(database.db, seedServices)
    : await seedDemoDataIfEmpty(database.db, seedServices);
  // The demo alerts are stored without verify codes; the running server also gives them at start.
  await backfillVerifyCodes(database.db);
  console.log(
    summary
      ? `Loaded demo data: ${JSON.stringify(summary)}`
      : "The database already has data; nothing loaded. Use `npm run seed -- --force` to add the demo set anyway.",
  );
} finally {
  await database.close();
}
