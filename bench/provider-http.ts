// Whether the provider HTTP client (decision 028) earns its place: POST calls per second from
// ProviderHttp (node:http with a kept-alive agent) and from undici's request with its own
// kept-alive Agent, the same calls (a push-sized body, 64 in flight) to the local fake push service in its own
// process. Each client runs twice, alternating, and keeps its better run, so neither gains from
// going second.
import { Agent, request } from "undici";
import { ProviderHttp } from "../server/src/notifications/channels/http-client";
import { judge } from "./harness";
import { startProviderFakes } from "./provider-fakes";
import type { Reporter } from "./reporter";

const CALLS = Number(process.env.BENCH_PROVIDER_HTTP_CALLS ?? 5_000);
const IN_FLIGHT = 64;
const TIMEOUT_MS = 10_000;
/** About the size of an encrypted alert push message. */
const BODY = Buffer.alloc(3_000, 7);
const HEADERS = { "content-type": "application/octet-stream", "content-encoding": "aes128gcm", ttl: "3600" };

type Call = () => Promise<void>;

async function callsPerSecond(call: Call): Promise<number> {
  let started = 0;
  const begun = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (started < CALLS) {
        started += 1;
        await call();
      }
    }),
  );
  return Math.round(CALLS / ((performance.now() - begun) / 1000));
}

function expectCreated(status: number): void {
  if (status !== 201) throw new Error(`the fake push service answered ${status}`);
}

export async function providerHttpBench(out: Reporter): Promise<void> {
  const fakes = await startProviderFakes();
  const ours = new ProviderHttp("the push service");
  const undici = new Agent({ keepAliveTimeout: 30_000, connections: 128 });
  try {
    const url = `${fakes.pushBaseUrl}/push/bench`;
    const clients: Record<"ours" | "undici", Call> = {
      ours: async () => {
        const answer = await ours.call(url, {
          method: "POST",
          headers: HEADERS,
          body: BODY,
          timeoutMs: TIMEOUT_MS,
        });
        expectCreated(answer.status);
      },
      undici: async () => {
        const answer = await request(url, {
          method: "POST",
          headers: HEADERS,
          body: BODY,
          dispatcher: undici,
          headersTimeout: TIMEOUT_MS,
          bodyTimeout: TIMEOUT_MS,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await answer.body.arrayBuffer();
        expectCreated(answer.statusCode);
      },
    };
    const best = { ours: 0, undici: 0 };
    for (const name of ["ours", "undici", "undici", "ours"] as const)
      best[name] = Math.max(best[name], await callsPerSecond(clients[name]));
    out.figure("provider HTTP calls/s with undici's request and Agent (comparison)", best.undici, "calls/s");
    out.goal(
      judge(
        "provider HTTP calls/s with ProviderHttp (node:http), vs undici",
        Math.round((best.ours / best.undici) * 100) / 100,
        "x",
        ">=",
        1,
      ),
      `(${best.ours.toLocaleString("en")} against ${best.undici.toLocaleString("en")} calls/s; ${CALLS.toLocaleString("en")} calls, ${IN_FLIGHT} in flight, best of two runs each)`,
    );
  } finally {
    ours.close();
    await undici.close();
    await fakes.stop();
  }
}
