// The processes the throughput figures are measured against, each on its own: the bare
// hello-world baseline, and the app started as production starts it. The load generator
// (autocannon) stays in the bench process, so three processes share the machine's cores and
// none of them shares an event loop.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { startServerProcess, stopChild } from "../server/test/fakes/server-process";

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

/**
 * The node flags of `npm start` (package.json): V8's young generation at most 4 MB per
 * semi-space instead of 16. The server has two heaps (its own, and tsx's loader thread), and
 * each grew its young generation to 32 MB at start-up and kept it: 312 against 337 MB idle,
 * with no throughput measurably lost (count, alert list, /).
 */
export const PRODUCTION_NODE_ARGS = ["--max-semi-space-size=4"];

/**
 * How production runs the server (`npm start`): NODE_ENV=production, two malloc arenas, and the
 * default log level, info, so that every request is logged as it would be (JSON lines on
 * stdout, here to a pipe the bench drains without parsing, as a log collector would read it).
 */
const PRODUCTION_ENV = {
  NODE_ENV: "production",
  LOG_LEVEL: "info",
  MALLOC_ARENA_MAX: "2",
  HOST: "127.0.0.1",
  PORT: "0",
  CLIENT_DIR: "", // the built client (dist/client), as npm start serves it
  DISPATCHER_ENABLED: "true",
  BOOTSTRAP_ADMIN_PASSWORD: "bench admin password not secret",
} as const;

/**
 * server/src/main.ts in its own process on an embedded data folder (dataDir) or a PostgreSQL
 * database (databaseUrl) that already holds what it should serve. BENCH_CPU_PROF=dir adds
 * node's --cpu-prof, so a run leaves a profile of the server to open in DevTools.
 */
export async function startAppProcess(
  database: { dataDir: string } | { databaseUrl: string },
  env: Record<string, string> = {},
): Promise<RunningProcess> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = startServerProcess(
    {
      ...PRODUCTION_ENV,
      DEMO_DATA: "false",
      ...("dataDir" in database ? { DATA_DIR: database.dataDir } : { DATABASE_URL: database.databaseUrl }),
      ...env,
    },
    {
      logs: "until-ready",
      nodeArgs: [
        ...PRODUCTION_NODE_ARGS,
        ...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []),
      ],
    },
  );
  const port = await server.ready.catch(async (error: unknown) => {
    // It never said it was serving (a wrong setting, a timeout): stop it before giving up.
    await stopChild(server.child, server.exited);
    throw new Error(`the app did not start: ${String(error)}; stderr: ${server.stderr()}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: server.pid,
    stop: async () => {
      await stopChild(server.child, server.exited);
      const { code } = await server.exited;
      if (code !== 0 && code !== null) throw new Error(`app exited with ${code}: ${server.stderr()}`);
    },
  };
}
