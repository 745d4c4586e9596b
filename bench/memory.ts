// Resident memory and start-up time of the server as an operator runs it: its own process (no
// shared heap with the load generator), on an embedded database holding the demo data (or on the
// PostgreSQL server in BENCH_DATABASE_URL). Start-up is from spawning the process until
// /api/health answers 200; memory is measured idle after the public pages were loaded, then
// after a minute-like burst of public traffic and a pause. RSS counts every process of the
// server's tree. The compiled server (dist/server/main.js) as `npm start` runs it is measured
// against its goals; beside it, the same build without npm start's memory settings and the
// sources through tsx, as they ran before they were compiled.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { ensureClientBuilt } from "./first-load";
import { judge } from "./harness";
import { treeRssMb } from "./proc";
import { type AppProcess, type Runner, startAppProcess } from "./processes";
import type { Reporter } from "./reporter";

/** The memory goal for an idle server on the embedded database. */
const IDLE_RSS_GOAL_MB = 250;
/**
 * The earlier goal for the same server once public traffic has filled its bounded caches (photo
 * copies, rendered pages, share files), which it keeps while idle.
 */
const AFTER_TRAFFIC_RSS_GOAL_MB = 350;
/** From the process's start until it answers, on a built checkout and an existing database. */
const READY_GOAL_MS = 2_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a visitor's phone asks for while reading alerts: pages, lists, details, counts. */
const PUBLIC_TRAFFIC = [
  "/",
  "/api/config/site",
  "/api/alerts?verified=true&active=true&limit=6",
  "/api/alerts?verified=true",
  "/api/alerts/1",
  "/alert/1",
  "/api/alerts/1/sightings",
  "/api/alerts/locations",
  "/api/subscribers/count",
  "/api/subscribers",
  "/api/chat",
];

/** The compiled server as `npm start` runs it, and two comparisons printed beside it. */
const RUNS = {
  built: { runner: "built", memorySettings: true, how: "compiled, node dist/server/main.js" },
  plainNode: {
    runner: "built",
    memorySettings: false,
    how: "compiled, without npm start's memory settings",
  },
  tsx: { runner: "tsx", memorySettings: true, how: "through tsx, as before" },
} as const satisfies Record<string, { runner: Runner; memorySettings: boolean; how: string }>;

/** Idle RSS once the public pages have been loaded and the server has settled. */
async function idleAfterPageLoads(server: AppProcess): Promise<number> {
  for (const path of PUBLIC_TRAFFIC) await fetch(`${server.url}${path}`).then((r) => r.arrayBuffer());
  await sleep(5_000);
  return treeRssMb(server.pid);
}

/** Peak RSS under the public traffic, and idle RSS after it. */
async function underTraffic(server: AppProcess): Promise<{ loadedMb: number; afterLoadIdleMb: number }> {
  let loadedMb = 0;
  const sampler = setInterval(() => {
    loadedMb = Math.max(loadedMb, treeRssMb(server.pid));
  }, 250);
  await autocannon({
    url: server.url,
    connections: 20,
    duration: Number(process.env.BENCH_MEMORY_SECONDS ?? 20),
    requests: PUBLIC_TRAFFIC.map((path) => ({ method: "GET", path })),
  });
  clearInterval(sampler);
  await sleep(5_000);
  return { loadedMb, afterLoadIdleMb: treeRssMb(server.pid) };
}

/**
 * A data folder with the demo data, made by a first start on an empty folder (whose start-up,
 * which creates the database in a child process and loads the demo, is reported on its own).
 */
async function demoDataFolder(out: Reporter): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-memory-"));
  try {
    const first = await startAppProcess({ dataDir }, { DEMO_DATA: "true", DISPATCHER_ENABLED: "false" });
    await first.stop();
    out.figure(
      "server ready after the first start on an empty DATA_DIR (compiled; creates the database, loads the demo)",
      first.readyMs,
      "ms",
    );
    return dataDir;
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The server on a copy of the demo folder: its start-up and idle memory, then (compiled) under
 * traffic. The compiled server's figures are judged against the goals; the comparisons' are
 * printed beside them.
 */
async function measurePglite(out: Reporter, demo: string, run: keyof typeof RUNS): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-memory-"));
  cpSync(demo, dataDir, { recursive: true });
  const { runner, memorySettings, how } = RUNS[run];
  const report = (name: string, value: number, unit: string, goal: number) =>
    run === "built" ? out.goal(judge(name, value, unit, "<=", goal)) : out.figure(name, value, unit);
  try {
    const server = await startAppProcess(
      { dataDir },
      { DISPATCHER_ENABLED: "false" },
      { runner, memorySettings },
    );
    try {
      report(
        `server ready after the process starts (PGlite, existing DATA_DIR; ${how})`,
        server.readyMs,
        "ms",
        READY_GOAL_MS,
      );
      out.figure(`server CPU time until ready (${how})`, server.readyCpuMs, "ms");
      const idleMb = await idleAfterPageLoads(server);
      report(`server RSS idle after start and page loads (PGlite; ${how})`, idleMb, "MB", IDLE_RSS_GOAL_MB);
      if (run !== "built") return;
      const traffic = await underTraffic(server);
      out.figure(`server RSS peak under public traffic (PGlite; ${how})`, traffic.loadedMb, "MB");
      report(
        `server RSS idle after the traffic (PGlite; ${how})`,
        traffic.afterLoadIdleMb,
        "MB",
        AFTER_TRAFFIC_RSS_GOAL_MB,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The compiled server on the PostgreSQL database in BENCH_DATABASE_URL (demo data loaded if empty). */
async function measurePostgres(out: Reporter, databaseUrl: string): Promise<void> {
  const server = await startAppProcess({ databaseUrl }, { DEMO_DATA: "true", DISPATCHER_ENABLED: "false" });
  try {
    out.figure("server ready after the process starts (PostgreSQL; compiled)", server.readyMs, "ms");
    out.figure(
      "server RSS idle after start and page loads (PostgreSQL)",
      await idleAfterPageLoads(server),
      "MB",
    );
    const traffic = await underTraffic(server);
    out.figure("server RSS peak under public traffic (PostgreSQL)", traffic.loadedMb, "MB");
    out.figure("server RSS idle after the traffic (PostgreSQL)", traffic.afterLoadIdleMb, "MB");
  } finally {
    await server.stop();
  }
}

/**
 * The server's start-up time and resident memory, in a process of its own: on PGlite as
 * `npm start` runs it and the two comparisons, and compiled on PostgreSQL when configured.
 */
export async function memoryBench(out: Reporter): Promise<void> {
  ensureClientBuilt(); // the pages it serves, and the compiled server
  const demo = await demoDataFolder(out);
  try {
    await measurePglite(out, demo, "built");
    await measurePglite(out, demo, "plainNode");
    await measurePglite(out, demo, "tsx");
  } finally {
    rmSync(demo, { recursive: true, force: true });
  }
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) await measurePostgres(out, databaseUrl);
}
