// npm run bench [filter ...]: throughput of the app's public reads as ratios to a bare Fastify
// hello-world (each in its own process, autocannon in this one), the server's start-up and memory,
// the client's first-load JavaScript and Lighthouse on five pages, each figure against its
// goal where the issues set one. A filter runs only the steps and cases whose names contain it
// (`npm run bench -- lighthouse`). Writes bench/results/report.json (this run) and
// docs/benchmarks.md (every step's latest figures; benchmarks-doc.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { killLeftoverServers } from "../server/test/fakes/server-process";
import { apiBench } from "./api";
import { mergeBenchDoc, parseBenchDoc, renderBenchDoc, type StepRun } from "./benchmarks-doc";
import { firstLoadBench } from "./first-load";
import { type BenchReport, verdict } from "./harness";
import { lighthouseBench } from "./lighthouse";
import { memoryBench } from "./memory";
import { nearestFirstBench } from "./nearest";
import { dispatchThroughputBench } from "./notifications";
import { pushBench } from "./push";
import { createReporter, type Reporter } from "./reporter";
import { searchAreaBench } from "./search-area";
import { textPageBench } from "./text-page";

const only = process.argv.slice(2);
const matches = (name: string) => only.length === 0 || only.some((o) => name.includes(o));

const steps: Array<{ name: string; run: (out: Reporter) => Promise<void> }> = [
  { name: "memory: start-up time and idle RSS of the server", run: memoryBench },
  { name: "first-load JS of /", run: firstLoadBench },
  { name: "text page: /alert/{id}/text compressed, gzip and brotli", run: textPageBench },
  {
    name: "lighthouse: five pages in en, es and pt, mobile, default settings and slow 3G; installability",
    run: lighthouseBench,
  },
  { name: "push: web push messages/s to the local fake push service", run: pushBench },
  {
    name: "dispatch: messages/s overall to the local provider fakes, rate limit off",
    run: dispatchThroughputBench,
  },
  {
    name: "nearest first: time until the nearest 1,000 of 10,000 have a message, SMS 10/s, push on",
    run: nearestFirstBench,
  },
  {
    name: "search area: first-hour reach vs the fixed circle, time to the first messages (area)",
    run: searchAreaBench,
  },
];

/** The stack, and the cause's: undici's "fetch failed" says what failed only in its cause. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const own = error.stack ?? error.message;
  return error.cause === undefined ? own : `${own}\n  caused by: ${describeError(error.cause)}`;
}

/** The API throughput and in-process cases (bench/api.ts), which a filter picks case by case. */
const API_STEP = "api: throughput of the public reads against hello-world, and the in-process cases";
const DOC = "docs/benchmarks.md";

/** docs/benchmarks.md with the steps of this run put in, the others' rows kept. */
function writeBenchmarksDoc(report: BenchReport, ran: StepRun[]): void {
  if (ran.length === 0) return;
  const previous = parseBenchDoc(existsSync(DOC) ? readFileSync(DOC, "utf8") : null);
  const order = [API_STEP, ...steps.map((s) => s.name)];
  writeFileSync(DOC, renderBenchDoc(mergeBenchDoc(previous, report, ran, order)));
}

async function main() {
  const report: BenchReport = {
    startedAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version, loadAverage: loadavg() },
    baselines: [],
    results: [],
    figures: [],
    goals: [],
    details: {},
  };
  const out = createReporter(report);
  const ran: StepRun[] = [];
  try {
    out.step = API_STEP;
    if (await apiBench(out, matches)) ran.push({ name: API_STEP, whole: only.length === 0 });
    for (const step of steps) {
      if (!matches(step.name)) continue;
      out.log(`\n== ${step.name}`);
      out.step = step.name;
      const run: StepRun = { name: step.name, whole: true };
      ran.push(run);
      try {
        await step.run(out);
      } catch (error) {
        out.log(`FAILED    ${step.name}: ${describeError(error)}`);
        run.error = error instanceof Error ? error.message : String(error);
        process.exitCode = 1;
      }
    }
  } finally {
    report.steps = ran.map(({ name, error }) => ({ name, ...(error && { error }) }));
    mkdirSync("bench/results", { recursive: true });
    writeFileSync("bench/results/report.json", `${JSON.stringify(report, null, 2)}\n`);
    writeBenchmarksDoc(report, ran);
    out.log("\nsummary of the goals:");
    for (const goal of report.goals)
      out.log(`  ${verdict(goal)}  ${goal.name}: ${goal.value} ${goal.unit} (goal ${goal.goal})`);
    out.log(`report: bench/results/report.json${ran.length > 0 ? `, ${DOC}` : ""}`);
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    killLeftoverServers(); // only ever ours, and only when a step failed half-way
    // PGlite and pools may hold handles; everything we started is stopped by now.
    process.exit();
  });
