import type { Database } from "../server/src/db/client";
import { insertAlerts } from "../server/src/modules/alerts/alerts.repo";
import { insertSighting } from "../server/src/modules/sightings/sightings.repo";
import { publicLocalityOf } from "../server/src/modules/subscribers/locality";
import { insertSubscriber } from "../server/src/modules/subscribers/subscribers.repo";
import { newUnsubscribeToken } from "../server/src/modules/subscribers/subscribers.service";
import { adminMapBench } from "./admin-map";
import type { BenchContext } from "./context";
import { outboxPlanningBench } from "./notifications";
import { chatFanOut } from "./ws-fanout";

/** A ratio the issue sets for an endpoint (issue 14): at least this many times hello-world. */
interface RatioGoal {
  atLeast: number;
}

/**
 * Throughput of the app's public reads, measured with autocannon against the app in its own
 * process (bench/processes.ts); `api.ts` adds the ratio to the hello-world baseline measured
 * the same way in the same run. The data is written before the app starts (seedBenchData).
 */
export const apiCases: Array<{ name: string; path: (data: BenchData) => string; goal?: RatioGoal }> = [
  { name: "GET /api/health", path: () => "/api/health" },
  { name: "GET /api/subscribers/count", path: () => "/api/subscribers/count", goal: { atLeast: 0.5 } },
  { name: "GET /api/subscribers (recent supporters)", path: () => "/api/subscribers" },
  {
    name: "GET /api/alerts?verified=true&active=true (1,000 alerts stored)",
    path: () => "/api/alerts?verified=true&active=true",
    goal: { atLeast: 0.25 },
  },
  {
    name: "GET /api/alerts?verified=true&active=true&limit=6 (Active Alerts page, 1,000 alerts)",
    path: () => "/api/alerts?verified=true&active=true&limit=6",
    goal: { atLeast: 0.25 },
  },
  {
    name: "GET /api/alerts?verified=true&active=true&search=georgetown&limit=6 (search, 1,000 alerts)",
    path: () => "/api/alerts?verified=true&active=true&search=georgetown&limit=6",
  },
  { name: "GET /api/alerts/{id}", path: (data) => `/api/alerts/${data.detailId}` },
  { name: "GET /api/alerts/{id}/sightings", path: (data) => `/api/alerts/${data.detailId}/sightings` },
];

/**
 * Cases that measure something other than request throughput (latency, sizes, fan-out,
 * messages per second), against an app built in the bench process on the same database: they
 * print figures, never a ratio to hello-world.
 */
export const inProcessCases: Array<{ name: string; run: (ctx: BenchContext) => Promise<void> }> = [
  { name: "chat fan-out to 1,000 WebSocket clients", run: chatFanOut },
  { name: "admin dashboard map data, 50,000 subscribers", run: adminMapBench },
  {
    name: "notifications: verify -> outbox rows committed, 100,000 subscribers (PGlite and PostgreSQL)",
    run: outboxPlanningBench,
  },
];

export interface BenchData {
  /** An alert with 10 sightings (the detail cases). */
  detailId: number;
}

/** The public reads' data, written straight into the database before the app starts. */
export async function seedBenchData(database: Database): Promise<BenchData> {
  await seedBenchSubscribers(database);
  return seedBenchAlerts(database);
}

const BENCH_SUBSCRIBERS = 2_000;

/** A realistic table behind the subscriber endpoints, written through the subscribers repo. */
async function seedBenchSubscribers(database: Database): Promise<void> {
  const towns = ["Georgetown, Guyana", "Linden, Guyana", "New Amsterdam, Berbice, Guyana", "Bartica, Guyana"];
  for (let i = 0; i < BENCH_SUBSCRIBERS; i += 1) {
    const location = `Lot ${i} Main Street, ${towns[i % towns.length]}`;
    await insertSubscriber(database.db, {
      name: `Bench Supporter ${i}`,
      email: `bench.${i}@example.gy`,
      phone: `+5926${String(100000 + i)}`,
      location,
      publicLocality: publicLocalityOf(location),
      latitude: 6.8 + (i % 100) / 1000,
      longitude: -58.15 - (i % 100) / 1000,
      unsubscribeToken: newUnsubscribeToken(),
    });
  }
}

const BENCH_ALERTS = 1_000;

/**
 * 1,000 alerts written through the alerts repo: 80% verified and active, the rest pending or
 * resolved, spread over the last 60 days; the detail case's alert has 10 sightings.
 */
async function seedBenchAlerts(database: Database): Promise<BenchData> {
  const places = [
    "Stabroek Market, Water Street, Georgetown",
    "Bourda Market, Regent Street, Georgetown",
    "Linden bus park, Mackenzie, Linden",
    "New Amsterdam Market, Strand, New Amsterdam, Berbice",
    "Vreed-en-Hoop Stelling, West Coast Demerara",
    "Diamond, East Bank Demerara",
  ];
  const now = Date.now();
  const rows = Array.from({ length: BENCH_ALERTS }, (_, i) => {
    const state = i % 10 === 0 ? "pending" : i % 10 === 1 ? "resolved" : "verified";
    const createdAt = new Date(now - (BENCH_ALERTS - i) * ((60 * 86_400_000) / BENCH_ALERTS));
    return {
      name: `Bench Child ${i}`,
      age: 3 + (i % 15),
      description: "About 4 ft, slim build, short black hair, brown eyes, small scar on the chin.",
      clothing: "Blue school uniform, black shoes, red backpack.",
      lastLocation: places[i % places.length]!,
      lastSeen: new Date(createdAt.getTime() - 3_600_000),
      latitude: 6.8 + (i % 50) / 1000,
      longitude: -58.16 + (i % 50) / 1000,
      circumstances: i % 3 === 0 ? null : "Left school at 3 pm and did not arrive home.",
      photoUrl: `/api/photos/bench-photo-${i.toString().padStart(6, "0")}`,
      isVerified: state !== "pending",
      isActive: state !== "resolved",
      status: state === "pending" ? "pending" : "approved",
      reporterName: `Bench Parent ${i}`,
      reporterRelationship: "Mother",
      reporterPhone: "+592 600 0000",
      reporterEmail: `bench.parent.${i}@example.gy`,
      createdAt,
    };
  });
  const ids = await insertAlerts(database.db, rows);
  const detailId = ids[ids.length - 3]!;
  for (let s = 0; s < 10; s += 1) {
    await insertSighting(database.db, {
      alertId: detailId,
      reporterName: `Bench Witness ${s}`,
      reporterContact: "+592 611 0000",
      location: "Camp Street, Georgetown",
      latitude: 6.81,
      longitude: -58.157,
      sightingTime: new Date(now - s * 3_600_000),
      description: "Saw a child matching the description near the bus stop.",
      isVerified: s % 2 === 0,
      status: s % 2 === 0 ? "verified" : "pending",
    });
  }
  return { detailId };
}
