// SLOW (a few minutes; it builds the client and downloads the production packages): the release
// as an operator ships it. The project is built into a folder of its own (never the repository's
// dist/, which other tests and servers may be reading), the folder gets only what a production
// machine needs (dist/, scripts/ensure-build.mjs, package.json, the lock, drizzle/),
// `npm ci --omit=dev` installs the runtime packages from the registry, and `npm start`'s command
// runs there (its build check finds nothing to build, then it execs plain node on the compiled
// server; no tsx, no build tools): the server serves its pages, its API and a server-rendered
// alert page from the demo data, and stops cleanly on SIGTERM.
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { SERVER_RENDER_STATE_ELEMENT_ID } from "@shared/server-rendering";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./fakes/server-process";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const require = createRequire(import.meta.url);
const DRAIN_SECONDS = 5;

/** The file a package's command runs (its package.json's bin). */
function bin(pkg: string, command: string): string {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, "utf8")) as { bin: string | Record<string, string> };
  return join(dirname(manifestPath), typeof bin === "string" ? bin : bin[command]!);
}

/** A shell's environment without this run's settings (npm's, the database's, a developer's). */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...extra };
}

/** Runs a command to its end without blocking this worker (a failure throws with its output). */
const run = (command: string, args: string[], cwd: string, env = cleanEnv()) =>
  promisify(execFile)(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });

let work: string;
let release: string;
let server: ChildProcess | undefined;
let serverLog = "";
let exited: Promise<number | null>;
let baseUrl: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "lean-install-"));
  release = join(work, "release");
  const dist = join(release, "dist");
  mkdirSync(dist, { recursive: true });

  // npm run build, into the release's dist/ (Vite resolves --outDir against the client folder).
  const vite = bin("vite", "vite");
  await run(process.execPath, [vite, "build", "--outDir", join(dist, "client")], repoRoot);
  await run(process.execPath, [vite, "build", "--ssr", "--outDir", join(dist, "ssr")], repoRoot);
  await run(process.execPath, ["scripts/build-server.mjs", join(dist, "server")], repoRoot);

  mkdirSync(join(release, "scripts"));
  for (const file of ["package.json", "package-lock.json", "scripts/ensure-build.mjs"])
    cpSync(join(repoRoot, file), join(release, file));
  cpSync(join(repoRoot, "drizzle"), join(release, "drizzle"), { recursive: true });
  await run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], release);

  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  // npm start without npm around it: the shell execs node, so the signal goes to the server itself.
  const { scripts } = JSON.parse(readFileSync(join(release, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  server = spawn("sh", ["-c", scripts.start!], {
    cwd: release,
    env: cleanEnv({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: join(work, "data"),
      DEMO_DATA: "true",
      DISPATCHER_ENABLED: "false",
      BOOTSTRAP_ADMIN_PASSWORD: "lean-install-test-admin-password",
      SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => {
    serverLog += String(chunk);
  });
  server.stderr!.on("data", (chunk) => {
    serverLog += String(chunk);
  });
  exited = new Promise((resolve) => server!.once("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (;;) {
    const status = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (gone) throw new Error(`the built server exited before it was ready:\n${serverLog}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 600_000);

afterAll(() => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("a release built once and installed with npm ci --omit=dev", () => {
  it("holds the runtime packages only: no tsx, no build tools", () => {
    for (const runtime of ["fastify", "@electric-sql/pglite", "sharp", "@node-rs/argon2"])
      expect(existsSync(join(release, "node_modules", runtime, "package.json")), runtime).toBe(true);
    for (const tool of ["tsx", "vite", "esbuild", "vitest"])
      expect(existsSync(join(release, "node_modules", tool)), tool).toBe(false);
  });

  it("runs the compiled server in plain node, which the start command execs", () => {
    const commandLine = readFileSync(`/proc/${server!.pid}/cmdline`, "utf8").split("\0").join(" ");
    expect(commandLine).toMatch(/^\S*node .*dist\/server\/main\.js/);
    expect(commandLine).not.toContain("tsx");
  });

  it("serves the home page rendered on the server, with the built client's code", async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`id="${SERVER_RENDER_STATE_ELEMENT_ID}"`);
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/index-[^"]+\.js"/);
  });

  it("answers the health check from the embedded database", async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: { status: "ok", kind: "pglite" } });
  });

  it("serves a demo alert's page with the alert in its HTML", async () => {
    const alerts = (await (await fetch(`${baseUrl}/api/alerts?verified=true`)).json()) as Array<{
      id: number;
      name: string;
    }>;
    expect(alerts.length).toBeGreaterThan(0);
    const alert = alerts[0]!;
    const response = await fetch(`${baseUrl}/alert/${alert.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`id="${SERVER_RENDER_STATE_ELEMENT_ID}"`);
    expect(html).toContain(alert.name);
  });

  it("drains and exits 0 on SIGTERM", async () => {
    server!.kill("SIGTERM");
    // A hung shutdown ends the test instead of the run: main.ts exits 1 after the drain plus
    // five seconds of closing, so 0 means it finished within them.
    const timer = setTimeout(() => server!.kill("SIGKILL"), (DRAIN_SECONDS + 15) * 1000);
    const code = await exited;
    clearTimeout(timer);
    expect(code, serverLog).toBe(0);
    expect(serverLog).toMatch(/"msg":"draining/);
    expect(serverLog).toMatch(/"msg":"stopped"/);
    expect(serverLog).not.toContain("Building");
  }, 30_000);
});
