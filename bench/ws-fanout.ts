// Chat fan-out: N WebSocket clients (default 1,000) connected to the bench app from a child
// process, one chat message posted, and the time until each client has it; plus the server's
// memory with those sockets open. Bounded: 1 warm-up message and 3 measured ones.
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import vm from "node:vm";
import type { BenchContext } from "./context";

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1_000);
const ROUNDS = 3;
const now = () => performance.timeOrigin + performance.now();

function collectGarbage(): void {
  v8.setFlagsFromString("--expose-gc");
  (vm.runInNewContext("gc") as () => void)();
}

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(m as T);
    };
    const onExit = (code: number) => reject(new Error(`bench ws clients exited with ${code}`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mb = (bytes: number) => round1(bytes / (1024 * 1024));

export async function chatFanOut(ctx: BenchContext): Promise<void> {
  const wsUrl = `${ctx.baseUrl.replace(/^http/, "ws")}/ws`;
  collectGarbage();
  const before = process.memoryUsage();

  const child = fork(fileURLToPath(new URL("./ws-clients.ts", import.meta.url)), [wsUrl, String(CLIENTS)], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    const ready = await nextMessage<{ connected: number }>(child, "ready");
    if (ready.connected !== CLIENTS)
      throw new Error(`only ${ready.connected} of ${CLIENTS} clients connected`);
    await new Promise((r) => setTimeout(r, 500));
    collectGarbage();
    const after = process.memoryUsage();
    ctx.figure(
      `server RSS growth with ${CLIENTS} sockets`,
      mb(after.rss - before.rss),
      "MB",
      `${round1((after.rss - before.rss) / CLIENTS / 1024)} KB per socket; RSS ${mb(after.rss)} MB`,
    );
    ctx.figure(
      `server heap growth with ${CLIENTS} sockets`,
      mb(after.heapUsed - before.heapUsed),
      "MB",
      `heap used ${mb(after.heapUsed)} MB`,
    );

    const latencies: number[] = [];
    const everyone: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const text = `bench fan-out ${round} ${Date.now()}`;
      const done = nextMessage<{ times: number[] }>(child, "received");
      const t0 = now();
      const res = await fetch(`${ctx.baseUrl}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ userName: "Bench", message: text, alertId: null }),
      });
      if (res.status !== 201) throw new Error(`POST /api/chat answered ${res.status}`);
      child.send({ type: "expect", text, timeoutMs: 30_000 });
      const { times } = await done;
      if (times.length !== CLIENTS)
        throw new Error(`only ${times.length} of ${CLIENTS} clients got the message`);
      if (round === 0) continue; // warm-up
      const ms = times.map((t) => t - t0);
      latencies.push(...ms);
      everyone.push(Math.max(...ms));
    }
    latencies.sort((a, b) => a - b);
    everyone.sort((a, b) => a - b);
    const note = `POST /api/chat to receipt, ${ROUNDS} messages x ${CLIENTS} clients`;
    ctx.figure(`chat delivery to ${CLIENTS} sockets p50`, round1(percentile(latencies, 50)), "ms", note);
    ctx.figure(`chat delivery to ${CLIENTS} sockets p99`, round1(percentile(latencies, 99)), "ms", note);
    ctx.figure(
      `chat delivery until every one of ${CLIENTS} sockets has it`,
      round1(percentile(everyone, 50)),
      "ms",
      `median over ${ROUNDS} messages`,
    );
  } finally {
    // The clients may have died already (a refused connection): then there is nothing to close.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      if (child.connected) child.send({ type: "close" });
      else child.kill();
      await exited;
    }
  }
}
