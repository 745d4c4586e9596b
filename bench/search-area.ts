// The living search area on 50,000 subscribers placed as Guyana's people live
// (guyana-population.ts), a child last seen at Stabroek Market and verified 15 minutes later:
//  1. messages queued in the first hour after verification for a Local, a Concern and a Red case
//     (the first ring, then the growth steps due within the hour, run by the scheduler on an
//     app clock moved on by hand), against today's fixed circle: everyone with a place within
//     50 miles, counted by the planning's own SQL on the same population;
//  2. from the start of the verify call to the inner ring's first message reaching the provider
//     (the Twilio fake and SMTP server in their own process, timestamping arrivals), with the
//     dispatcher and scheduler running here as a server instance runs them;
//  3. from a growth step's due time to its first message at the provider, the scheduler finding
//     it by its own sleep and poll.
// The app runs in-process on each scratch database (PGlite; PostgreSQL too when BENCH_PG_URL is
// set), as the outbox planning cases do.

import { KM_PER_MILE } from "@shared/level-settings";
import type { AlertLevel } from "@shared/levels";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/src/app";
import type { Database } from "../server/src/db/client";
import { rowsOf } from "../server/src/db/sql-result";
import { DomainEvents } from "../server/src/events";
import { createAreaScheduler } from "../server/src/modules/alerts/area.scheduler";
import { endSearchArea } from "../server/src/modules/alerts/area.service";
import { verifyAlert } from "../server/src/modules/alerts/review.service";
import { createStaff } from "../server/src/modules/staff/staff.service";
import { createDispatcher, previewAreaRing } from "../server/src/notifications";
import { getNotificationSettings } from "../server/src/notifications/settings";
import { insertAlert, waitUntilSettled } from "../server/test/fakes/notification-fixtures";
import { insertGuyanaPopulation } from "./guyana-population";
import { judge } from "./harness";
import { scratchDatabases } from "./notifications";
import { configWithFakes, type ProviderFakes, startProviderFakes } from "./provider-fakes";
import type { Reporter } from "./reporter";

const SUBSCRIBERS = Number(process.env.BENCH_AREA_SUBSCRIBERS ?? 50_000);
const STABROEK = { latitude: 6.8066, longitude: -58.1625, lastLocation: "Stabroek Market, Georgetown" };
/** Today's fixed circle: the spec's default radius. */
const FIXED_RADIUS_MILES = 50;
const VERIFIED_AFTER_LAST_SEEN_MIN = 15;
const FIRST_HOUR_MIN = 60;
const CHILD_AGE = 9;
const LEVELS: AlertLevel[] = ["local", "concern", "red"];
const LOCAL_SHARE_GOAL_PERCENT = 5;
const INNER_RING_GOAL_S = 2;
const STEP_GOAL_S = 5;
/** The scheduler's longest sleep, as a deployment would set it. */
const SCHEDULER_POLL_SECONDS = 30;
const MINUTE = 60_000;

/** The app's clock: held still for the first-hour counts, then real time plus an offset. */
class BenchClock {
  private frozen: Date | null = null;
  private offsetMs = 0;
  readonly now = () => this.frozen ?? new Date(Date.now() + this.offsetMs);
  hold(at: Date) {
    this.frozen = at;
  }
  run() {
    this.frozen = null;
  }
  jump(ms: number) {
    this.offsetMs += ms;
  }
  /** Epoch ms of wall time at which the clock reads `at`. */
  wallAt(at: Date) {
    return at.getTime() - this.offsetMs;
  }
}

const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function scalar(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  return rowsOf<{ n: number }>(await database.db.execute(query))[0]?.n ?? 0;
}

/**
 * The first arrival at the provider fakes at or after `since` (epoch ms), polled. The fakes
 * answer with that one time: parsing every message so far at each poll would take this process's
 * event loop, which the dispatcher and scheduler being measured share.
 */
async function firstArrivalAfter(fakes: ProviderFakes, since: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const first = await fakes.firstAfter(since);
    if (first !== null) return first;
    if (Date.now() > deadline) throw new Error(`no message at the provider within ${timeoutMs} ms`);
    await sleep(25);
  }
}

interface FirstHour {
  level: AlertLevel;
  firstHour: number;
  atVerification: number;
  fixedCircle: number;
  rings: string;
}

type BenchApp = Awaited<ReturnType<typeof buildApp>>;

async function firstHourOf(
  app: BenchApp,
  clock: BenchClock,
  staffId: number,
  level: AlertLevel,
): Promise<FirstHour> {
  const { database } = app.ctx;
  const verifiedAt = new Date("2026-04-06T15:00:00Z");
  clock.hold(verifiedAt);
  const alertId = await insertAlert(database.db, {
    name: `Bench Area ${level}`,
    age: CHILD_AGE,
    ...STABROEK,
    lastSeen: new Date(verifiedAt.getTime() - VERIFIED_AFTER_LAST_SEEN_MIN * MINUTE),
  });
  await verifyAlert(app.ctx, alertId, { staffId, ip: null }, { level, travelMode: "foot" });
  const count = () =>
    scalar(database, sql`select count(*)::int as n from alert_notifications where alert_id = ${alertId}`);
  const atVerification = await count();
  clock.hold(new Date(verifiedAt.getTime() + FIRST_HOUR_MIN * MINUTE));
  const scheduler = createAreaScheduler({ ctx: app.ctx, pollMs: 60_000 });
  await scheduler.runDue();
  await scheduler.stop();
  const firstHour = await count();
  const rings = rowsOf<{ radius: number; n: number }>(
    await database.db.execute(sql`select st.radius_km as radius, count(n.id)::int as n
      from search_area_steps st left join alert_notifications n on n.step_id = st.id
      where st.alert_id = ${alertId} and st.status = 'done' group by st.seq, st.radius_km order by st.seq`),
  )
    .map((r) => `${r.radius} km: ${r.n.toLocaleString("en")}`)
    .join(", ");
  // Today's fixed circle, counted by the same planning SQL (channels, eligibility, distance).
  const settings = await getNotificationSettings(database.db, app.ctx.config.site.brandName);
  const preview = await previewAreaRing(
    database.db,
    {
      alertId,
      level,
      stepId: null,
      circle: {
        latitude: STABROEK.latitude,
        longitude: STABROEK.longitude,
        radiusKm: FIXED_RADIUS_MILES * KM_PER_MILE,
      },
      sightingId: null,
      withUnplaced: true,
      now: clock.now(),
    },
    settings,
    clock.now(),
  );
  const fixedCircle = Object.values(preview).reduce((sum, c) => sum + c.messages, 0);
  // The rest of its growth must not run while the timings below are measured.
  await database.db.transaction((tx) => endSearchArea(tx, alertId));
  return { level, firstHour, atVerification, fixedCircle, rings };
}

interface Timings {
  verifyToFirstS: number;
  /** The verify call alone: the review's transaction, the first ring's rows included. */
  verifyCallS: number;
  innerRing: number;
  stepDueToFirstS: number;
  stepRadiusKm: number;
  stepMessages: number;
}

/** Verification and a growth step with the dispatcher and scheduler running, on real time. */
async function timings(
  app: BenchApp,
  clock: BenchClock,
  fakes: ProviderFakes,
  staffId: number,
): Promise<Timings> {
  const { database } = app.ctx;
  await database.db.execute(sql`delete from alert_notifications`);
  clock.run();
  const dispatcher = createDispatcher({
    database,
    config: app.ctx.config,
    events: app.ctx.events,
    now: clock.now,
  });
  const scheduler = createAreaScheduler({ ctx: app.ctx });
  dispatcher.start();
  scheduler.start();
  try {
    const alertId = await insertAlert(database.db, {
      name: "Bench Area Timing",
      age: CHILD_AGE,
      ...STABROEK,
      lastSeen: new Date(clock.now().getTime() - VERIFIED_AFTER_LAST_SEEN_MIN * MINUTE),
    });
    const verifyStarted = wallNow();
    await verifyAlert(app.ctx, alertId, { staffId, ip: null }, { level: "red", travelMode: "foot" });
    const verifyCallS = (wallNow() - verifyStarted) / 1000;
    const firstInner = await firstArrivalAfter(fakes, verifyStarted, 60_000);
    const innerRing = await scalar(
      database,
      sql`select count(*)::int as n from alert_notifications where alert_id = ${alertId}`,
    );
    await waitUntilSettled(database.db, 600_000);

    // The next growth step comes due one poll and a little from now: the scheduler, asleep for at
    // most a poll, looks again, then sleeps until the step's time.
    const [step] = rowsOf<{ id: number; dueAt: string | Date; radius: number }>(
      await database.db.execute(sql`select id, due_at as "dueAt", radius_km as radius from search_area_steps
        where alert_id = ${alertId} and status = 'scheduled' order by seq limit 1`),
    );
    if (!step) throw new Error("the Red case has no growth step scheduled");
    const dueAt = new Date(step.dueAt);
    const leadMs = SCHEDULER_POLL_SECONDS * 1000 + 3_000;
    clock.jump(dueAt.getTime() - clock.now().getTime() - leadMs);
    const dueWall = clock.wallAt(dueAt);
    const firstOfStep = await firstArrivalAfter(fakes, dueWall, leadMs + 60_000);
    await waitUntilSettled(database.db, 600_000);
    const stepMessages = await scalar(
      database,
      sql`select count(*)::int as n from alert_notifications where step_id = ${step.id}`,
    );
    return {
      verifyToFirstS: (firstInner - verifyStarted) / 1000,
      verifyCallS,
      innerRing,
      stepDueToFirstS: (firstOfStep - dueWall) / 1000,
      stepRadiusKm: step.radius,
      stepMessages,
    };
  } finally {
    await scheduler.stop();
    await dispatcher.stop();
  }
}

const seconds = (s: number) => Math.round(s * 1000) / 1000;

export async function searchAreaBench(out: Reporter): Promise<void> {
  for (const scratch of await scratchDatabases()) {
    const fakes = await startProviderFakes();
    try {
      const started = performance.now();
      const workPlaces = await insertGuyanaPopulation(scratch.database.db, SUBSCRIBERS);
      await scratch.database.exec("analyze");
      out.log(
        `  ${SUBSCRIBERS.toLocaleString("en")} subscribers (${workPlaces.toLocaleString("en")} with a work place) written in ${Math.round(performance.now() - started)} ms (${scratch.kind})`,
      );
      const clock = new BenchClock();
      const config = configWithFakes(fakes, {
        NOTIFY_SMS_PER_SECOND: "0",
        NOTIFY_WHATSAPP_PER_SECOND: "0",
        NOTIFY_EMAIL_PER_SECOND: "0",
        SCHEDULER_POLL_SECONDS: String(SCHEDULER_POLL_SECONDS),
      });
      const app = await buildApp({
        config,
        database: scratch.database,
        events: new DomainEvents(),
        now: clock.now,
        logger: false,
      });
      await app.ready();
      try {
        const staff = await createStaff(
          scratch.database.db,
          {
            username: `bench-moderator-${process.pid}`,
            role: "moderator",
            password: "bench moderator password",
          },
          null,
        );
        const staffId = staff.staff.id;
        for (const level of LEVELS) {
          const hour = await firstHourOf(app, clock, staffId, level);
          const percent = Math.round((hour.firstHour / hour.fixedCircle) * 1000) / 10;
          const name = `${level} case, messages queued in the first hour vs today's ${FIXED_RADIUS_MILES}-mile circle (${scratch.kind})`;
          const note = `${hour.firstHour.toLocaleString("en")} of ${hour.fixedCircle.toLocaleString("en")} messages; ${hour.atVerification.toLocaleString("en")} at verification; rings ${hour.rings}`;
          if (level === "local")
            out.goal(judge(name, percent, "%", "<=", LOCAL_SHARE_GOAL_PERCENT), `(${note})`);
          else out.figure(name, percent, "%", note);
        }
        const t = await timings(app, clock, fakes, staffId);
        out.goal(
          judge(
            `verify call -> inner ring's first message at the provider, red case (${scratch.kind})`,
            seconds(t.verifyToFirstS),
            "s",
            "<=",
            INNER_RING_GOAL_S,
          ),
          `(inner ring ${t.innerRing.toLocaleString("en")} messages; the verify call itself ${seconds(t.verifyCallS)} s)`,
        );
        out.goal(
          judge(
            `growth step due -> its first message at the provider (${scratch.kind})`,
            seconds(t.stepDueToFirstS),
            "s",
            "<=",
            STEP_GOAL_S,
          ),
          `(step to ${t.stepRadiusKm} km, ${t.stepMessages.toLocaleString("en")} messages; scheduler poll ${SCHEDULER_POLL_SECONDS} s)`,
        );
      } finally {
        await app.close();
      }
    } finally {
      await fakes.stop();
      await scratch.drop();
    }
  }
}
