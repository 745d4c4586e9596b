// The real server in a child process, as production runs it (the compiled server,
// dist/server/main.js, with plain node; built first when missing or older than its sources), for
// the shutdown and data-folder lock tests, the e2e mail journey and the benchmarks: it listens on
// a port of its own choosing (PORT=0, read from its "serving" log line), logs JSON lines, and is
// killed if a test leaves it running.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const builtServer = join(repoRoot, "dist/server/main.js");
const sourceServer = join(repoRoot, "server/src/main.ts");
const running = new Set<ChildProcess>();
let serverBuilt = false;

/** Builds the server (scripts/ensure-build.mjs) unless dist/server is newer than its sources. */
export function ensureServerBuild(): void {
  if (serverBuilt) return;
  execFileSync(process.execPath, ["scripts/ensure-build.mjs", "--server"], { cwd: repoRoot, stdio: "pipe" });
  serverBuilt = true;
}

/** node's arguments that run the server: the compiled one, or the sources through tsx. */
export function serverCommand(runner: "built" | "tsx"): string[] {
  if (runner === "tsx") {
    // Absolute, so that the server can run in another working directory.
    const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
    return ["--import", tsxLoader, sourceServer];
  }
  ensureServerBuild();
  return [builtServer];
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** The port, once the server logs that it is serving (rejects if it exits first). */
  ready: Promise<number>;
  logs: LogLine[];
  stderr(): string;
  /** Resolves with the first log line that matches (rejects after the timeout). */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export interface ServerProcessOptions {
  /**
   * "until-ready": once the server says it is serving, its log is read and thrown away
   * unparsed (the benchmarks: a production server logs every request, and parsing those lines
   * would load the measuring process). Default "all": every line is kept for waitForLog.
   */
  logs?: "all" | "until-ready";
  /** Extra node flags before the entry point (the benchmarks' --cpu-prof). */
  nodeArgs?: string[];
  /**
   * "built" (default): dist/server/main.js, as production runs it. "tsx": server/src/main.ts
   * through tsx, as the server ran before it was compiled (the benchmarks compare the two).
   */
  runner?: "built" | "tsx";
  /** Started by `npm start`, as an operator does, instead of node directly (nodeArgs unused). */
  npmStart?: boolean;
  /** The server's working directory (where it reads .env); default the repository. */
  cwd?: string;
}

export function startServerProcess(
  env: Record<string, string>,
  options: ServerProcessOptions = {},
): ServerProcess {
  const base: Record<string, string | undefined> = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  const [command, args] = options.npmStart
    ? ["npm", ["start"]]
    : [process.execPath, [...(options.nodeArgs ?? []), ...serverCommand(options.runner ?? "built")]];
  const child = spawn(command, args, {
    cwd: options.npmStart ? repoRoot : (options.cwd ?? repoRoot),
    env: {
      ...base,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DEMO_DATA: "false",
      CLIENT_DIR: "/nonexistent-client-dir",
      BOOTSTRAP_ADMIN_PASSWORD: "shutdown-test-admin-password",
      DISPATCHER_ENABLED: "false",
      // Set, though empty (unset to the server), so that a developer's .env cannot point a test
      // server at their own database.
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const logs: LogLine[] = [];
  const waiters: Array<() => void> = [];
  let stderr = "";
  let partial = "";
  let discarding = false;
  child.stdout!.on("data", (chunk: Buffer) => {
    if (discarding) return;
    partial += chunk.toString();
    const lines = partial.split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 30, msg: line });
      }
    }
    for (const wake of waiters.splice(0)) wake();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) => {
      child.once("exit", (code, signal) => {
        running.delete(child);
        resolve({ code, signal, at: Date.now() });
        for (const wake of waiters.splice(0)) wake();
      });
    },
  );
  let done = false;
  void exited.then(() => {
    done = true;
  });

  const waitForLog = async (match: (line: LogLine) => boolean, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = logs.find(match);
      if (found) return found;
      if (done) throw new Error(`server exited before the expected log line; stderr: ${stderr}`);
      if (Date.now() > deadline) throw new Error("timed out waiting for a log line");
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  const ready = waitForLog((line) => line.msg.startsWith("serving ")).then((line) => {
    if (options.logs === "until-ready") {
      discarding = true;
      partial = "";
    }
    return line.port as number;
  });
  ready.catch(() => {});
  return { child, pid: child.pid!, ready, logs, stderr: () => stderr, waitForLog, exited };
}

/**
 * A loopback port free at the moment of asking, for a server that must know its address before
 * it starts (PUBLIC_URL goes into its e-mails and origin checks).
 */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** SIGTERM, then SIGKILL if the process is still there after `graceMs`; resolves once it has exited. */
export async function stopChild(
  child: ChildProcess,
  exited: Promise<unknown>,
  graceMs = 20_000,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Kills every server a test left running (afterAll). */
export function killLeftoverServers(): void {
  for (const child of running) child.kill("SIGKILL");
  running.clear();
}
