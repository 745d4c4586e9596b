// Nearest first (issue 16, decision 012): how long until the 1,000 subscribers nearest the last
// known location have a message, out of 10,000 inside the radius, with SMS at the provider's
// usual 10 a second. Measured twice on one scratch database (PostgreSQL when BENCH_PG_URL or
// TEST_DATABASE_URL is set, else PGlite): SMS alone, and SMS with web push switched on for the
// one in PUSH_EVERY subscribers whose phone has it. The dispatcher runs here; the Twilio fake and
// the push service run in their own process and timestamp each arrival.
//
// Subscriber g stands due north of the alert at a distance that grows with g, and ids are
// shuffled against distance, so neither id order nor insertion order is the nearest-first order.

import { NOTIFICATION_SETTINGS_KEY } from "@shared/settings";
import { sql } from "drizzle-orm";
import type { Database } from "../server/src/db/client";
import { DomainEvents } from "../server/src/events";
import { createDispatcher } from "../server/src/notifications";
import { saveSetting } from "../server/src/notifications/settings.repo";
import { insertAlert } from "../server/test/fakes/notification-fixtures";
import { FakeBrowserSubscription } from "../server/test/fakes/push-service";
import { scratchDatabases, verifyAndPlan } from "./notifications";
import { configWithFakes, startProviderFakes } from "./provider-fakes";
import type { Reporter } from "./reporter";

const RECIPIENTS = Number(process.env.BENCH_NEAREST_RECIPIENTS ?? 10_000);
const NEAREST = Number(process.env.BENCH_NEAREST_COUNT ?? 1_000);
const SMS_PER_SECOND = 10;
const PUSH_EVERY = 3;
const ALERT = { latitude: 6.8066, longitude: -58.1625 };
/** Subscribers spread from 50 m to 30 km from the alert. */
const FARTHEST_KM = 30;
const KM_PER_DEGREE_LATITUDE = 111.32;

/** Subscriber g's distance from the alert (km); g = 1..RECIPIENTS, shuffled against distance. */
function distanceKm(g: number): number {
  // A permutation of 1..RECIPIENTS (7,919 is prime and does not divide it).
  const rank = ((g * 7_919) % RECIPIENTS) + 1;
  return 0.05 + (rank / RECIPIENTS) * (FARTHEST_KM - 0.05);
}

async function insertSubscribersAround(database: Database, pushBaseUrl: string | null): Promise<void> {
  const values = Array.from({ length: RECIPIENTS }, (_, i) => {
    const g = i + 1;
    return { g, latitude: ALERT.latitude + distanceKm(g) / KM_PER_DEGREE_LATITUDE };
  });
  for (let start = 0; start < values.length; start += 2_000) {
    const chunk = values.slice(start, start + 2_000);
    await database.db.execute(sql`
      insert into subscribers (name, phone, latitude, longitude, location, unsubscribe_token)
      select 'Subscriber ' || v.g, '+5927' || lpad(v.g::text, 6, '0'), v.lat, ${ALERT.longitude},
             'Georgetown, Guyana', 'near-' || v.g || '-' || md5(random()::text)
      from jsonb_to_recordset(${JSON.stringify(chunk.map((c) => ({ g: c.g, lat: c.latitude })))}::jsonb)
        as v(g int, lat double precision)`);
  }
  if (pushBaseUrl) {
    const keys = new FakeBrowserSubscription(`${pushBaseUrl}/push/0`).toJSON().keys;
    // The subscriber's number is the push endpoint's id, so an arrival names its subscriber.
    await database.db.execute(sql`
      insert into push_subscriptions (subscriber_id, endpoint, p256dh, auth)
      select id, ${pushBaseUrl} || '/push/' || substring(phone from 6)::int, ${keys.p256dh}, ${keys.auth}
      from subscribers where substring(phone from 6)::int % ${PUSH_EVERY} = 0`);
  }
}

interface Reach {
  /** Seconds from the verify commit until this share of the nearest had a first message. */
  half: number;
  ninety: number;
  all: number;
  byPush: number;
  bySms: number;
}

async function timeToReachNearest(database: Database, withPush: boolean): Promise<Reach> {
  const fakes = await startProviderFakes();
  try {
    const config = configWithFakes(fakes, {
      NOTIFY_SMS_PER_SECOND: String(SMS_PER_SECOND),
      PUSH_ALLOW_LOCAL_ENDPOINTS: "true",
    });
    await database.db.execute(sql`truncate subscribers, alert_notifications, push_subscriptions cascade`);
    await saveSetting(
      database.db,
      NOTIFICATION_SETTINGS_KEY,
      { sendSMS: true, sendWhatsApp: false, sendEmail: false, sendPush: withPush },
      { staffId: null, at: new Date() },
    );
    await insertSubscribersAround(database, withPush ? fakes.pushBaseUrl : null);
    await database.exec("analyze");
    const alertId = await insertAlert(database.db, { name: "Bench Nearest Child", age: 9, ...ALERT });
    const nearest = Array.from({ length: RECIPIENTS }, (_, i) => i + 1)
      .sort((a, b) => distanceKm(a) - distanceKm(b))
      .slice(0, NEAREST);
    const dispatcher = createDispatcher({ database, config, events: new DomainEvents() });
    await verifyAndPlan(database, alertId);
    const verifiedAt = performance.timeOrigin + performance.now();
    dispatcher.start();
    try {
      // First arrival per subscriber number, until every one of the nearest has one.
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const first = new Map<number, { at: number; push: boolean }>();
        for (const m of await fakes.received()) {
          const g = m.channel === "push" ? Number(m.to) : Number(m.to.slice(5));
          const seen = first.get(g);
          if (!seen || m.at < seen.at) first.set(g, { at: m.at, push: m.channel === "push" });
        }
        const reached = nearest.map((g) => first.get(g)).filter((r) => r !== undefined);
        if (reached.length < nearest.length) continue;
        const times = reached.map((r) => (r.at - verifiedAt) / 1000).sort((a, b) => a - b);
        const at = (share: number) => times[Math.ceil(share * times.length) - 1]!;
        const byPush = reached.filter((r) => r.push).length;
        return { half: at(0.5), ninety: at(0.9), all: at(1), byPush, bySms: reached.length - byPush };
      }
    } finally {
      await dispatcher.stop();
    }
  } finally {
    await fakes.stop();
  }
}

export async function nearestFirstBench(out: Reporter): Promise<void> {
  const scratches = await scratchDatabases();
  // One database is enough (the wait is the rate limit's, not the database's); PostgreSQL if set.
  const scratch = scratches.find((s) => s.kind === "postgres") ?? scratches[0]!;
  for (const other of scratches) if (other !== scratch) await other.drop();
  try {
    for (const withPush of [false, true]) {
      const reach = await timeToReachNearest(scratch.database, withPush);
      const label = withPush
        ? `SMS ${SMS_PER_SECOND}/s + push (1 in ${PUSH_EVERY} have it)`
        : `SMS ${SMS_PER_SECOND}/s alone`;
      out.figure(
        `nearest ${NEAREST.toLocaleString("en")} of ${RECIPIENTS.toLocaleString("en")} have a message, ${label} (${scratch.kind})`,
        Math.round(reach.all * 10) / 10,
        "s",
        `half of them after ${reach.half.toFixed(1)} s, 90% after ${reach.ninety.toFixed(1)} s; first message by push ${reach.byPush}, by SMS ${reach.bySms}; all ${RECIPIENTS.toLocaleString("en")} by SMS alone would take ${Math.round(RECIPIENTS / SMS_PER_SECOND / 60)} min`,
      );
    }
  } finally {
    await scratch.drop();
  }
}
