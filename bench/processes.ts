// The processes the throughput figures are measured against, each on its own: the bare
// hello-world baseline, and the app started as production starts it. The load generator
// (autocannon) stays in the bench process, so three processes share the machine's cores and
// none of them shares an event loop.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import {
  ensureServerBuild,
  freePort,
  startServerProcess,
  stopChild,
} from "../server/test/fakes/server-process";
import { treeCpuMs } from "./proc";

export interface RunningProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** bench/hello-server.ts in its own node process. */
export async function startHelloWorld(): Promise<RunningProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", fileURLToPath(new URL("./hello-server.ts", import.meta.url))],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once("line", (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`hello-world server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopChild(child, exited) };
}

/**
 * os.setPriority's niceness for "only when nothing else wants the CPU": for processes that stand
 * in for machines elsewhere (providers on the internet, the server a phone loads pages from),
 * whose work would otherwise take this two-core machine's CPU from what is measured.
 */
export const LOWEST_PRIORITY = 19;

/** How the server is run: compiled (as production runs it), or its sources through tsx (as before). */
export type Runner = "built" | "tsx";

/**
 * How production runs the server (`npm start`): NODE_ENV=production and the default log level,
 * info, so that every request is logged as it would be (JSON lines on stdout, here to a pipe the
 * bench drains without parsing, as a log collector would read it).
 */
const PRODUCTION_ENV = {
  NODE_ENV: "production",
  LOG_LEVEL: "info",
  HOST: "127.0.0.1",
  CLIENT_DIR: "", // the built client (dist/client), as npm start serves it
  DISPATCHER_ENABLED: "true",
  BOOTSTRAP_ADMIN_PASSWORD: "bench admin password not secret",
} as const;

/**
 * The memory settings `npm start` runs node with, read from its script in package.json so that
 * the bench measures what operators run: the environment after `env` and node's flags before the
 * entry file (decision 021 says what each one keeps down).
 */
function npmStartSettings(): { env: Record<string, string>; nodeArgs: string[] } {
  const packageJson = fileURLToPath(new URL("../package.json", import.meta.url));
  const start = (JSON.parse(readFileSync(packageJson, "utf8")) as { scripts: { start: string } }).scripts
    .start;
  const command = /exec env ((?:\w+=\S+ )+)node ((?:--\S+ )*)dist\/server\/main\.js$/.exec(start);
  if (!command)
    throw new Error(
      `package.json's start script is not "… exec env VAR=value … node --flag … dist/server/main.js"`,
    );
  const env = Object.fromEntries(
    command[1]!
      .trim()
      .split(" ")
      .map((pair) => pair.split("=") as [string, string]),
  );
  return { env, nodeArgs: command[2]!.trim().split(" ").filter(Boolean) };
}

const NPM_START = npmStartSettings();

export interface AppProcess extends RunningProcess {
  /** From spawning the process until /api/health first answered 200. */
  readyMs: number;
  /**
   * CPU time (user + system) its processes had used by then: the start-up's own work, which
   * other processes on the machine do not lengthen as they do readyMs.
   */
  readyCpuMs: number;
}

/**
 * The server in its own process on an embedded data folder (dataDir) or a PostgreSQL database
 * (databaseUrl) that already holds what it should serve: dist/server/main.js by default, or
 * server/src/main.ts through tsx (`runner: "tsx"`); with `npm start`'s memory settings unless
 * `memorySettings` is false. BENCH_CPU_PROF=dir adds node's --cpu-prof, so a run leaves a profile
 * of the server to open in DevTools.
 */
export async function startAppProcess(
  database: { dataDir: string } | { databaseUrl: string },
  env: Record<string, string> = {},
  { runner = "built", memorySettings = true }: { runner?: Runner; memorySettings?: boolean } = {},
): Promise<AppProcess> {
  const profileDir = process.env.BENCH_CPU_PROF;
  if (runner === "built") ensureServerBuild(); // not on the start-up clock
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const spawnedAt = performance.now();
  const server = startServerProcess(
    {
      ...PRODUCTION_ENV,
      ...(memorySettings ? NPM_START.env : {}),
      PORT: String(port),
      DEMO_DATA: "false",
      ...("dataDir" in database ? { DATA_DIR: database.dataDir } : { DATABASE_URL: database.databaseUrl }),
      ...env,
    },
    {
      logs: "until-ready",
      runner,
      nodeArgs: [
        ...(memorySettings ? NPM_START.nodeArgs : []),
        ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
      ],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  let readyMs: number;
  let readyCpuMs: number;
  try {
    readyMs = await healthyAfter(url, spawnedAt, server.exited);
    readyCpuMs = treeCpuMs(server.pid);
    await server.ready;
  } catch (error) {
    // It never answered (a wrong setting, a crash): stop it before giving up.
    await stopChild(server.child, server.exited);
    throw new Error(`the app did not start: ${String(error)}; stderr: ${server.stderr()}`);
  }
  return {
    url,
    pid: server.pid,
    readyMs,
    readyCpuMs,
    stop: async () => {
      await stopChild(server.child, server.exited);
      const { code } = await server.exited;
      if (code !== 0 && code !== null) throw new Error(`app exited with ${code}: ${server.stderr()}`);
    },
  };
}

/** Milliseconds from `since` until GET /api/health answers 200 (asked every 10 ms). */
async function healthyAfter(url: string, since: number, exited: Promise<unknown>): Promise<number> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return Math.round(performance.now() - since);
    if (gone) throw new Error("the server exited before it was ready");
    if (Date.now() > deadline) throw new Error("/api/health did not answer 200 within two minutes");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
