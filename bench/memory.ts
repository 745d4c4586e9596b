// Resident memory of the server as an operator runs it: its own process (no shared heap with
// the load generator), started on a fresh embedded database with the demo data (or on the
// PostgreSQL server in BENCH_DATABASE_URL), measured idle after start, then after a minute-like
// burst of public traffic and a pause. RSS counts every process of the server's tree.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { judge } from "./harness";
import { treeRssMb } from "./proc";
import { startAppProcess } from "./processes";
import type { Reporter } from "./reporter";

/** The memory goal for an idle server on the embedded database (issues 12 and 14). */
const IDLE_RSS_GOAL_MB = 350;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a visitor's phone asks for while reading alerts: pages, lists, details, counts. */
const PUBLIC_TRAFFIC = [
  "/",
  "/api/config/site",
  "/api/alerts?verified=true&active=true&limit=6",
  "/api/alerts?verified=true",
  "/api/alerts/1",
  "/api/alerts/1/sightings",
  "/api/alerts/locations",
  "/api/subscribers/count",
  "/api/subscribers",
  "/api/chat",
];

interface MemoryFigures {
  idleMb: number;
  loadedMb: number;
  afterLoadIdleMb: number;
}

async function serverMemory(databaseUrl: string | undefined): Promise<MemoryFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-memory-"));
  // Started as `npm start` starts it (processes.ts): one process, two malloc arenas (glibc
  // otherwise keeps an arena per thread that has allocated, and never gives their pages back).
  const server = await startAppProcess(databaseUrl ? { databaseUrl } : { dataDir }, {
    DEMO_DATA: "true",
    DISPATCHER_ENABLED: "false",
  }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const url = server.url;
  try {
    for (const path of PUBLIC_TRAFFIC) await fetch(`${url}${path}`).then((r) => r.arrayBuffer());
    await sleep(5_000);
    const idleMb = treeRssMb(server.pid);
    let loadedMb = 0;
    const sampler = setInterval(() => {
      loadedMb = Math.max(loadedMb, treeRssMb(server.pid));
    }, 250);
    await autocannon({
      url,
      connections: 20,
      duration: Number(process.env.BENCH_MEMORY_SECONDS ?? 20),
      requests: PUBLIC_TRAFFIC.map((path) => ({ method: "GET", path })),
    });
    clearInterval(sampler);
    await sleep(5_000);
    return { idleMb, loadedMb, afterLoadIdleMb: treeRssMb(server.pid) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server's resident memory, in a process of its own, on PGlite (and PostgreSQL when configured). */
export async function memoryBench(out: Reporter): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const targets: Array<[string, string | undefined]> = [["PGlite", undefined]];
  if (databaseUrl) targets.push(["PostgreSQL", databaseUrl]);
  for (const [kind, url] of targets) {
    const memory = await serverMemory(url);
    const idle = `server RSS idle after the demo start and page loads (${kind}, all node processes)`;
    const after = `server RSS idle after the traffic (${kind}, all node processes)`;
    if (kind === "PGlite") {
      out.goal(judge(idle, memory.idleMb, "MB", "<=", IDLE_RSS_GOAL_MB));
      out.figure(`server RSS peak under public traffic (${kind})`, memory.loadedMb, "MB");
      out.goal(judge(after, memory.afterLoadIdleMb, "MB", "<=", IDLE_RSS_GOAL_MB));
    } else {
      out.figure(idle, memory.idleMb, "MB");
      out.figure(`server RSS peak under public traffic (${kind})`, memory.loadedMb, "MB");
      out.figure(after, memory.afterLoadIdleMb, "MB");
    }
  }
}
