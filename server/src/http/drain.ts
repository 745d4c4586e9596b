// Graceful shutdown of the listening server (main.ts on SIGTERM/SIGINT): stop accepting
// connections, let every request already on its way finish, end each connection after its
// response, and close keep-alive connections that stay idle, all within a bounded time.
// While it drains, GET /api/health answers 503 so a load balancer stops sending.
import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";

const draining = new WeakSet<Server>();

/** True once the server's drain has begun (the health check then answers 503). */
export function isDraining(server: Server): boolean {
  return draining.has(server);
}

/** A WebSocket as `ws` has it. */
export interface ClosableSocket {
  close(code?: number, reason?: string): void;
  terminate(): void;
}

export interface DrainOptions {
  /** Longest wait for requests in progress; the connections still open then are cut. */
  timeoutMs: number;
  /**
   * How long an idle keep-alive connection stays open once draining, for a request a client
   * sent just before it learnt of the drain (closing it at once resets that request).
   */
  idleGraceMs?: number;
  /** The open WebSockets: asked to close (1001) at once, terminated at the deadline. */
  websockets?: () => Iterable<ClosableSocket>;
}

export interface DrainResult {
  /** Every connection ended by itself (false: the deadline cut some). */
  drained: boolean;
  /** Responses still in progress when the deadline cut them. */
  cut: number;
  ms: number;
}

export interface Drainable {
  drain(options: DrainOptions): Promise<DrainResult>;
}

/**
 * Call before listen. Tracks the responses in progress so a drain can end each connection after
 * its current response (Connection: close), including requests that arrive during the drain on
 * connections already open: those are answered, not refused.
 */
export function drainable(server: Server): Drainable {
  const active = new Set<ServerResponse>();
  server.prependListener("request", (_request, response: ServerResponse) => {
    if (draining.has(server)) response.setHeader("Connection", "close");
    active.add(response);
    response.once("close", () => active.delete(response));
  });
  return { drain: (options) => drain(server, active, options) };
}

async function drain(
  server: Server,
  active: Set<ServerResponse>,
  { timeoutMs, idleGraceMs = 1_000, websockets }: DrainOptions,
): Promise<DrainResult> {
  const started = Date.now();
  draining.add(server);
  for (const response of active) {
    if (!response.headersSent) response.setHeader("Connection", "close");
  }
  for (const socket of websockets?.() ?? []) socket.close(1001, "server restarting");

  const timers: NodeJS.Timeout[] = [];
  const allClosed = new Promise<"drained">((resolve) => {
    // Stop listening one turn of the event loop later, so connections the kernel has already
    // accepted are taken (closing the socket at once would reset them). net's close, not
    // http's: http's also closes idle keep-alive connections at once, resetting a request a
    // client is sending on one right now. Its callback runs once every connection has ended.
    setImmediate(() => NetServer.prototype.close.call(server, () => resolve("drained")));
  });
  // Idle keep-alive connections are closed after the grace, then every little while (a request
  // answered before the drain leaves its connection idle). From setImmediate, so bytes already
  // received are read first and their connection counts as busy.
  const closeIdle = () => setImmediate(() => server.closeIdleConnections());
  timers.push(
    setTimeout(
      () => {
        closeIdle();
        timers.push(setInterval(closeIdle, 200));
      },
      Math.min(idleGraceMs, timeoutMs),
    ),
  );
  const deadline = new Promise<"timeout">((resolve) => {
    timers.push(setTimeout(() => resolve("timeout"), timeoutMs));
  });

  const outcome = await Promise.race([allClosed, deadline]);
  for (const timer of timers) clearTimeout(timer);
  const cut = outcome === "timeout" ? active.size : 0;
  if (outcome === "timeout") {
    server.closeAllConnections();
    for (const socket of websockets?.() ?? []) socket.terminate();
  }
  return { drained: outcome === "drained", cut, ms: Date.now() - started };
}
