import autocannon from "autocannon";
import { treeCpuMs } from "./proc";

export interface ThroughputResult {
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  /** CPU time the server's processes spent per request (user + system), when its pid is known. */
  serverCpuUsPerRequest?: number;
}

export interface BenchReport {
  startedAt: string;
  machine: { cpus: number; node: string; loadAverage: number[] };
  /** Hello-world in its own process, measured before and after the app's cases. */
  baselines: ThroughputResult[];
  /** The app in its own process, one entry per case per round; ratios to the mean of the baselines around it. */
  results: Array<ThroughputResult & { ratioToBaseline: number; round: number; cpuRatio?: number }>;
  /** Other figures (latency budgets, memory, sizes, scores ...) that are not request throughput. */
  figures: Array<{
    name: string;
    value: number;
    unit: string;
    ratioToBaseline?: number;
    note?: string;
    step?: string;
  }>;
  /** Every figure the issues set a goal for, with the verdict (and the step that measured it). */
  goals: Array<GoalResult & { note?: string; step?: string }>;
  /** The steps that ran, in order, and the error of each that failed half-way. */
  steps?: Array<{ name: string; error?: string }>;
  /** Structured output of steps that have more to say (Lighthouse audits, first-load chunks). */
  details: Record<string, unknown>;
}

export interface GoalResult {
  name: string;
  value: number;
  unit: string;
  goal: string;
  pass: boolean;
}

/** A figure against its goal: at least (">=") or at most ("<=") the target. */
export function judge(
  name: string,
  value: number,
  unit: string,
  comparison: ">=" | "<=",
  target: number,
): GoalResult {
  const pass = comparison === ">=" ? value >= target : value <= target;
  return { name, value, unit, goal: `${comparison} ${target}${unit === "x" ? "x" : ` ${unit}`}`, pass };
}

export const verdict = (goal: GoalResult) => (goal.pass ? "PASS" : "MISS");

/** What Chromium sends. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Rounds of the API cases, each judged by its median round (bench/api.ts). */
export const BENCH_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Seconds of load on a freshly started server before anything is measured (warmUp). */
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 10);

/** The middle value (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Load on every path of a freshly started server, so it is steady before any case is measured. */
export async function warmUp(baseUrl: string, paths: string[]): Promise<void> {
  await autocannon({
    url: baseUrl,
    connections: BENCH_CONNECTIONS,
    duration: WARM_UP_SECONDS,
    headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
}

/** Requests per second for one URL, measured with autocannon on loopback. */
export async function throughput(
  name: string,
  url: string,
  options: { serverPid?: number } = {},
): Promise<ThroughputResult> {
  // A short warm-up so JIT and caches are hot before measuring.
  // As a browser asks: compressed answers welcome (autocannon sends no Accept-Encoding itself).
  const request = {
    url,
    connections: BENCH_CONNECTIONS,
    method: "GET" as const,
    headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING },
  };
  await autocannon({ ...request, duration: 1 });
  const cpuBefore = options.serverPid ? treeCpuMs(options.serverPid) : 0;
  const result = await autocannon({ ...request, duration: BENCH_SECONDS });
  const cpuMs = options.serverPid ? treeCpuMs(options.serverPid) - cpuBefore : 0;
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(options.serverPid && result.requests.total > 0
      ? { serverCpuUsPerRequest: Math.round((cpuMs * 1000) / result.requests.total) }
      : {}),
  };
}
