// Resident memory of the server as an operator runs it: its own process (no shared heap with
// the load generator), started on a fresh embedded database with the demo data (or on the
// PostgreSQL server in BENCH_DATABASE_URL), measured idle after start, then after a minute-like
// burst of public traffic and a pause. RSS counts every process of the server's tree.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

/** The memory goal for an idle server on the embedded database (issues 12 and 14). */
export const IDLE_RSS_GOAL_MB = 350;

function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Every process whose parent chain leads to `root` (tsx may start a child). */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (tree.includes(ppid) && !tree.includes(pid)) {
        tree.push(pid);
        grew = true;
      }
    }
  }
  return tree;
}

const treeRssMb = (root: number) =>
  Math.round(processTree(root).reduce((sum, pid) => sum + rssKb(pid), 0) / 1024);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error("server did not become healthy in 120 s");
}

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

export interface MemoryFigures {
  idleMb: number;
  loadedMb: number;
  afterLoadIdleMb: number;
}

export async function serverMemory(databaseUrl: string | undefined, port = 5790): Promise<MemoryFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-memory-"));
  // Started as `npm start` starts it: one process, two malloc arenas (glibc otherwise keeps an
  // arena per thread that has allocated, and never gives their pages back).
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      BOOTSTRAP_ADMIN_PASSWORD: "bench admin password 1",
      DISPATCHER_ENABLED: "false",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: "" }),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(url, child);
    for (const path of PUBLIC_TRAFFIC) await fetch(`${url}${path}`).then((r) => r.arrayBuffer());
    await sleep(5_000);
    const idleMb = treeRssMb(child.pid!);
    let loadedMb = 0;
    const sampler = setInterval(() => {
      loadedMb = Math.max(loadedMb, treeRssMb(child.pid!));
    }, 250);
    await autocannon({
      url,
      connections: 20,
      duration: Number(process.env.BENCH_MEMORY_SECONDS ?? 20),
      requests: PUBLIC_TRAFFIC.map((path) => ({ method: "GET", path })),
    });
    clearInterval(sampler);
    await sleep(5_000);
    return { idleMb, loadedMb, afterLoadIdleMb: treeRssMb(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
