// Throughput of the app's public reads as ratios to a bare Fastify hello-world, each server in
// its own process and autocannon in the bench process (issue 14: with all three in one process
// the baseline read ~12,000 req/s instead of ~40,000 and every ratio came out ~3x too high).
// The bench data is written into the database first; then the app starts on it as production
// starts it. Afterwards the cases that are not throughput run in-process on the same database.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { type Database, openDatabase } from "../server/src/db/client";
import { migrate } from "../server/src/db/migrate";
import { apiCases, type BenchData, inProcessCases, seedBenchData } from "./cases";
import type { BenchContext } from "./context";
import {
  BENCH_ROUNDS,
  BENCH_SECONDS,
  type BenchReport,
  judge,
  median,
  type ThroughputResult,
  throughput,
  warmUp,
} from "./harness";
import { startAppProcess, startHelloWorld } from "./processes";
import type { Reporter } from "./reporter";

type Target = { dataDir: string } | { databaseUrl: string };

const describeResult = (r: ThroughputResult) =>
  `server CPU ${r.serverCpuUsPerRequest ?? "?"} µs/request, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ""}${r.errors ? `, ${r.errors} errors` : ""}`;

async function measureApi(out: Reporter, target: Target, data: BenchData, selected: typeof apiCases) {
  const hello = await startHelloWorld();
  const app = await startAppProcess(target).catch(async (error) => {
    await hello.stop();
    throw error;
  });
  try {
    out.log(`app: pid ${app.pid} (node dist/server/main.js, NODE_ENV=production, LOG_LEVEL=info)`);
    out.log(`hello-world: pid ${hello.pid}; autocannon: pid ${process.pid}`);
    // The baseline is measured before and after every case, and each case is divided by the
    // mean of its two neighbours: other work on the machine drifts, and a ratio to one
    // baseline taken minutes earlier would carry that drift. The cases are measured in
    // rounds, and each is judged by its median round: on this shared two-core machine one
    // 5-second run reads anywhere within about +-15% (issue 14), and a single run's verdict
    // would be the machine's as much as the code's.
    let baselineNumber = 0;
    const helloOnce = async () => {
      const b = await throughput(
        `hello-world (bare Fastify, own process) #${baselineNumber++}`,
        `${hello.url}/`,
        {
          serverPid: hello.pid,
        },
      );
      out.report.baselines.push(b);
      out.log(`baseline  ${b.name}: ${b.requestsPerSecond} req/s (${describeResult(b)})`);
      return b;
    };
    // Both servers are loaded until they are steady before anything is measured. A server that
    // has just started is still compiling: the app's first ~10 s under load carry PGlite's
    // WebAssembly being optimised on background threads and V8 compiling the hot paths (its
    // CPU per request fell by about a quarter over them, measured with perf), and production
    // servers run for days.
    await warmUp(hello.url, ["/"]);
    await warmUp(
      app.url,
      selected.map((c) => c.path(data)),
    );
    const rounds = new Map<string, BenchReport["results"]>();
    let previous = await helloOnce();
    for (let round = 1; round <= BENCH_ROUNDS; round++) {
      for (const c of selected) {
        const result = await throughput(c.name, `${app.url}${c.path(data)}`, { serverPid: app.pid });
        out.log(
          `measured  ${result.name} (round ${round}): ${result.requestsPerSecond} req/s (${describeResult(result)})`,
        );
        const next = await helloOnce();
        const baseline = (previous.requestsPerSecond + next.requestsPerSecond) / 2;
        const ratio = Number((result.requestsPerSecond / baseline).toFixed(3));
        const helloCpu = ((previous.serverCpuUsPerRequest ?? 0) + (next.serverCpuUsPerRequest ?? 0)) / 2;
        const cpuRatio =
          result.serverCpuUsPerRequest && helloCpu
            ? Number((helloCpu / result.serverCpuUsPerRequest).toFixed(3))
            : undefined;
        const measured: BenchReport["results"][number] = {
          ...result,
          ratioToBaseline: ratio,
          round,
          ...(cpuRatio && { cpuRatio }),
        };
        out.report.results.push(measured);
        rounds.set(c.name, [...(rounds.get(c.name) ?? []), measured]);
        const cpuNote = cpuRatio
          ? `; server CPU per request ${result.serverCpuUsPerRequest} µs vs ${Math.round(helloCpu)} µs, ${cpuRatio}x`
          : "";
        out.log(
          `ratio     ${result.name} (round ${round}): ${ratio} x (hello-world ${Math.round(baseline)} req/s around it${cpuNote})`,
        );
        if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
        previous = next;
      }
    }
    for (const c of selected) {
      const measured = rounds.get(c.name) ?? [];
      const ratio = Number(median(measured.map((m) => m.ratioToBaseline)).toFixed(3));
      const note = `(median of ${measured.length} rounds: ${measured.map((m) => m.ratioToBaseline).join(", ")})`;
      if (c.goal) out.goal(judge(c.name, ratio, "x", ">=", c.goal.atLeast), note);
      else out.log(`ratio     ${c.name}: ${ratio} x hello-world ${note}`);
    }
  } finally {
    await app.stop();
    await hello.stop();
  }
}

async function measureInProcess(out: Reporter, database: Database, selected: typeof inProcessCases) {
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DEMO_DATA: "false",
    // The fan-out's 1,000 sockets all come from one address (as a carrier's NAT would send them).
    WS_MAX_CONNECTIONS_PER_ADDRESS: "100000",
    WS_CONNECTIONS_PER_MINUTE: "100000",
  });
  const app = await buildApp({ config, database, logger: false });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  const ctx: BenchContext = { app, database, baseUrl, figure: out.figure };
  try {
    for (const c of selected) {
      out.log(`in-process: ${c.name}`);
      try {
        await c.run(ctx);
      } catch (error) {
        // One broken case does not hide the others' figures; the run still exits non-zero.
        out.log(`FAILED    ${c.name}: ${error instanceof Error ? error.message : String(error)}`);
        process.exitCode = 1;
      }
    }
  } finally {
    await app.close();
  }
}

/** The API throughput cases and the in-process cases whose names match the filter; false: none did. */
export async function apiBench(out: Reporter, matches: (name: string) => boolean): Promise<boolean> {
  const api = apiCases.filter((c) => matches(c.name));
  const inProcess = inProcessCases.filter((c) => matches(c.name));
  if (api.length === 0 && inProcess.length === 0) return false;
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), "bench-api-"));
  const target: Target = databaseUrl ? { databaseUrl } : { dataDir: dataDir! };
  try {
    const seeding = await openDatabase(target);
    await migrate(seeding);
    out.log(`bench: database ${seeding.kind}; ${BENCH_SECONDS} s per case`);
    const data = await seedBenchData(seeding);
    await seeding.close(); // the app process owns the data folder from here
    if (api.length > 0) await measureApi(out, target, data, api);
    if (inProcess.length > 0) {
      const database = await openDatabase(target);
      try {
        await measureInProcess(out, database, inProcess);
      } finally {
        await database.close();
      }
    }
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  return true;
}
