import autocannon from "autocannon";

export interface ThroughputResult {
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

export interface BenchReport {
  startedAt: string;
  machine: { cpus: number; node: string };
  baseline: ThroughputResult;
  results: Array<ThroughputResult & { ratioToBaseline: number }>;
  /** Other figures (latency budgets, memory, ...) that are not request throughput. */
  figures: Array<{ name: string; value: number; unit: string; ratioToBaseline?: number; note?: string }>;
}

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** Requests per second for one URL, measured with autocannon on loopback. */
export async function throughput(
  name: string,
  url: string,
  options: { method?: "GET" | "POST"; body?: string } = {},
): Promise<ThroughputResult> {
  // A short warm-up so JIT and caches are hot before measuring.
  const request = {
    url,
    connections: BENCH_CONNECTIONS,
    method: options.method ?? "GET",
    ...(options.body ? { body: options.body, headers: { "content-type": "application/json" } } : {}),
  };
  await autocannon({ ...request, duration: 1 });
  const result = await autocannon({ ...request, duration: BENCH_SECONDS });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
