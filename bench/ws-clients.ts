// Child process for the chat fan-out bench: opens N WebSocket clients to the app and reports
// when each one receives a given chat message. It runs in its own process so the server's
// memory figures are the server's alone. Talks to the parent over IPC.
import WebSocket from "ws";

const [url, countArg] = process.argv.slice(2);
const count = Number(countArg);
const now = () => performance.timeOrigin + performance.now();

/** text -> receive times (epoch ms, sub-millisecond) */
const received = new Map<string, number[]>();
const waiting = new Map<string, number>();

function report(text: string) {
  process.send?.({ type: "received", text, times: received.get(text) ?? [] });
  waiting.delete(text);
}

function onMessage(data: WebSocket.RawData) {
  const t = now();
  const message = JSON.parse(String(data)) as { type: string; message?: { message: string } };
  if (message.type !== "NEW_CHAT_MESSAGE" || !message.message) return;
  const text = message.message.message;
  const times = received.get(text) ?? [];
  times.push(t);
  received.set(text, times);
  if (times.length === count && waiting.has(text)) report(text);
}

function open(): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url!);
    ws.on("message", onMessage);
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

async function main() {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = Math.min(100, count - i);
    sockets.push(...(await Promise.all(Array.from({ length: batch }, open))));
  }
  process.send?.({ type: "ready", connected: sockets.length });
  process.on("message", (m: { type: string; text?: string; timeoutMs?: number }) => {
    if (m.type === "expect" && m.text) {
      const text = m.text;
      waiting.set(text, 1);
      if ((received.get(text)?.length ?? 0) >= count) report(text);
      else setTimeout(() => waiting.has(text) && report(text), m.timeoutMs ?? 30_000).unref();
    } else if (m.type === "close") {
      for (const s of sockets) s.terminate();
      process.exit(0);
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
