// npm run bench: throughput of the app's endpoints as ratios to a bare Fastify hello-world
// measured in the same run on the same machine. Writes bench/results/report.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import Fastify from "fastify";
import { buildApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/db/client";
import { migrate } from "../server/src/db/migrate";
import { benchCases } from "./cases";
import { type BenchReport, throughput } from "./harness";
import { IDLE_RSS_GOAL_MB, serverMemory } from "./memory";

const only = process.argv.slice(2);

async function main() {
  const hello = Fastify({ logger: false });
  hello.get("/", async () => ({ hello: "world" }));
  const helloUrl = await hello.listen({ port: 0, host: "127.0.0.1" });

  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase({ databaseUrl });
  await migrate(database);
  const config = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DEMO_DATA: "false" });
  const app = await buildApp({ config, database, logger: false });
  const baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });

  console.log(`bench: database ${database.kind}; ${process.env.BENCH_SECONDS ?? 5} s per case`);
  const baseline = await throughput("hello-world (bare Fastify)", `${helloUrl}/`);
  console.log(`baseline  ${baseline.name}: ${baseline.requestsPerSecond} req/s`);

  const report: BenchReport = {
    startedAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    baseline,
    results: [],
    figures: [],
  };
  const figure = (name: string, value: number, unit: string, note?: string) => {
    report.figures.push({ name, value, unit, note });
    console.log(`figure    ${name}: ${value} ${unit}${note ? ` (${note})` : ""}`);
  };

  for (const c of benchCases) {
    if (only.length > 0 && !only.some((o) => c.name.includes(o))) continue;
    const result = await c.run({ app, database, baseUrl, figure });
    if (!result) continue;
    const ratio = Number((result.requestsPerSecond / baseline.requestsPerSecond).toFixed(3));
    report.results.push({ ...result, ratioToBaseline: ratio });
    console.log(
      `${result.name}: ${result.requestsPerSecond} req/s = ${ratio} x hello-world` +
        ` (p50 ${result.latencyP50Ms} ms, p99 ${result.latencyP99Ms} ms${result.non2xx ? `, ${result.non2xx} non-2xx` : ""})`,
    );
    if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
  }

  // The server's resident memory, in a process of its own (started like `npm start`).
  if (only.length === 0 || only.some((o) => "memory".includes(o))) {
    const targets: Array<[string, string | undefined]> = [["PGlite", undefined]];
    if (databaseUrl) targets.push(["PostgreSQL", databaseUrl]);
    for (const [kind, url] of targets) {
      const memory = await serverMemory(url);
      const goal = kind === "PGlite" ? `goal <= ${IDLE_RSS_GOAL_MB} MB` : undefined;
      figure(`server RSS idle after the demo start and page loads (${kind})`, memory.idleMb, "MB", goal);
      figure(`server RSS peak under public traffic (${kind})`, memory.loadedMb, "MB");
      figure(`server RSS idle after the traffic (${kind})`, memory.afterLoadIdleMb, "MB", goal);
    }
  }

  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/report.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log("report: bench/results/report.json");
  await app.close();
  await hello.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
