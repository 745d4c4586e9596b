// Web push throughput (issue 16, decision 015): the dispatcher sends one alert's push messages,
// encrypted per browser and VAPID-signed, to the local fake push service running in its own
// process, rate limit off, on a scratch PGlite database (and PostgreSQL when BENCH_PG_URL or
// TEST_DATABASE_URL is set). Goal: at least 1,000 push messages per second.

import { NOTIFICATION_SETTINGS_KEY } from "@shared/settings";
import { sql } from "drizzle-orm";
import type { Database } from "../server/src/db/client";
import { DomainEvents } from "../server/src/events";
import { createDispatcher } from "../server/src/notifications";
import { saveSetting } from "../server/src/notifications/settings.repo";
import {
  insertAlert,
  insertManySubscribers,
  statusCounts,
  waitUntilSettled,
} from "../server/test/fakes/notification-fixtures";
import { FakeBrowserSubscription } from "../server/test/fakes/push-service";
import { judge } from "./harness";
import { scratchDatabases, verifyAndPlan } from "./notifications";
import { configWithFakes, startProviderFakes } from "./provider-fakes";
import type { Reporter } from "./reporter";

const PUSH_SUBSCRIBERS = Number(process.env.BENCH_PUSH_SUBSCRIBERS ?? 5_000);
const GOAL = 1_000;

async function pushOnce(database: Database, kind: string, out: Reporter): Promise<void> {
  const fakes = await startProviderFakes();
  try {
    const config = configWithFakes(fakes, {
      NOTIFY_PUSH_PER_SECOND: "0",
      PUSH_ALLOW_LOCAL_ENDPOINTS: "true",
      DISPATCH_BATCH_SIZE: "500",
      DISPATCH_CONCURRENCY: "64",
    });
    // Push only: the other channels switched off, so the figure is the push channel's alone.
    await saveSetting(
      database.db,
      NOTIFICATION_SETTINGS_KEY,
      { sendSMS: false, sendWhatsApp: false, sendEmail: false, sendPush: true },
      { staffId: null, at: new Date() },
    );
    await insertManySubscribers(database.db, PUSH_SUBSCRIBERS);
    const browser = new FakeBrowserSubscription(`${fakes.pushBaseUrl}/push/0`).toJSON();
    await database.db.execute(sql`
      insert into push_subscriptions (subscriber_id, endpoint, p256dh, auth)
      select id, ${fakes.pushBaseUrl} || '/push/' || id, ${browser.keys.p256dh}, ${browser.keys.auth} from subscribers`);
    const alertId = await insertAlert(database.db, { name: "Bench Push Child", age: 9 });
    const dispatcher = createDispatcher({ database, config, events: new DomainEvents() });
    const plan = await verifyAndPlan(database, alertId);
    const started = performance.now();
    dispatcher.start();
    await waitUntilSettled(database.db, 600_000);
    const seconds = (performance.now() - started) / 1000;
    await dispatcher.stop();
    const counts = await statusCounts(database.db);
    const received = (await fakes.received()).filter((m) => m.channel === "push").length;
    const rate = Math.round(plan.queued / seconds);
    out.goal(
      judge(
        `web push to a local fake push service (own process), rate limit off (${kind})`,
        rate,
        "messages/s",
        ">=",
        GOAL,
      ),
      `(${plan.queued.toLocaleString("en")} push messages in ${seconds.toFixed(2)} s; the fake received ${received.toLocaleString("en")}; outbox ${JSON.stringify(counts)})`,
    );
  } finally {
    await fakes.stop();
  }
}

export async function pushBench(out: Reporter): Promise<void> {
  for (const scratch of await scratchDatabases()) {
    try {
      await pushOnce(scratch.database, scratch.kind, out);
    } finally {
      await scratch.drop();
    }
  }
}
