// A dispatcher in its own process, for the crash test: it opens the database named by the
// environment (DATABASE_URL, or the PGlite data directory DATA_DIR), runs the dispatcher the
// way the server does until the outbox has nothing left to send, then exits 0. The test
// kills it with SIGKILL part-way and starts it again.
import { loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db/client";
import { DomainEvents } from "../../src/events";
import { createDispatcher } from "../../src/notifications";
import { pendingCount } from "./notification-fixtures";

async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 4,
  });
  const dispatcher = createDispatcher({ database, config, events: new DomainEvents() });
  dispatcher.start();
  process.stdout.write("started\n");
  // Never outlive the test that started it (a failed test must not leave a dispatcher behind).
  const parent = process.ppid;
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    if (process.ppid !== parent || Date.now() > deadline) process.exit(2);
    if ((await pendingCount(database.db)) === 0) break;
  }
  await dispatcher.stop();
  await database.close();
  process.stdout.write("done\n");
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
