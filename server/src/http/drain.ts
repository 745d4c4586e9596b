// Graceful shutdown of the listening server (main.ts on SIGTERM/SIGINT): take the connections
// already waiting in the kernel's backlog, then stop accepting, let every request on its way
// finish, end each connection after its response, and close keep-alive connections that stay
// idle, all within a bounded time.
// While it drains, GET /api/health answers 503 so a load balancer stops sending. Fastify's own
// closing options stop listening at once, resetting the backlog (docs/decisions/028).
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

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

/** A connection with the response it carries now (set as each request arrives). */
interface Connection extends Socket {
  [currentResponse]?: ServerResponse;
}

const currentResponse = Symbol("currentResponse");

/**
 * Call before listen. Tracks the open connections and the response each carries now, so a drain
 * can end each connection after its current response (Connection: close), including requests
 * that arrive during the drain on connections already open: those are answered, not refused.
 * Per request this is one property write: a set of responses with a close listener each was
 * a measurable share of a cached public read's CPU; connections are tracked as they open.
 */
export function drainable(server: Server): Drainable {
  const connections = new Set<Connection>();
  let accepted = 0;
  server.on("connection", (socket: Connection) => {
    accepted += 1;
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  server.prependListener("request", (request: IncomingMessage, response: ServerResponse) => {
    if (draining.has(server)) response.setHeader("Connection", "close");
    (request.socket as Connection)[currentResponse] = response;
  });
  const inProgress = function* () {
    for (const connection of connections) {
      const response = connection[currentResponse];
      if (response && !response.writableFinished) yield response;
    }
  };
  return { drain: (options) => drain(server, inProgress, () => accepted, options) };
}

async function drain(
  server: Server,
  inProgress: () => Iterable<ServerResponse>,
  acceptedCount: () => number,
  { timeoutMs, idleGraceMs = 1_000, websockets }: DrainOptions,
): Promise<DrainResult> {
  const started = Date.now();
  draining.add(server);
  for (const response of inProgress()) {
    if (!response.headersSent) response.setHeader("Connection", "close");
  }
  for (const socket of websockets?.() ?? []) socket.close(1001, "server restarting");

  const timers: NodeJS.Timeout[] = [];
  let pastDeadline = false;
  // Idle keep-alive connections are closed after the grace, then every little while (a request
  // answered before the drain leaves its connection idle). From setImmediate, so bytes already
  // received are read first and their connection counts as busy. The grace starts once listening
  // has stopped, so a connection taken from the backlog late is not closed before it is read.
  const closeIdle = () => setImmediate(() => server.closeIdleConnections());
  const startClosingIdle = () =>
    timers.push(
      setTimeout(
        () => {
          closeIdle();
          timers.push(setInterval(closeIdle, 200));
        },
        Math.min(idleGraceMs, timeoutMs),
      ),
    );
  const allClosed = new Promise<"drained">((resolve) => {
    stopListeningOnceBacklogEmpty(server, {
      acceptedCount,
      pastDeadline: () => pastDeadline,
      onStopped: () => {
        if (!pastDeadline) startClosingIdle();
      },
      onAllClosed: () => resolve("drained"),
    });
  });
  const deadline = new Promise<"timeout">((resolve) => {
    timers.push(
      setTimeout(() => {
        pastDeadline = true;
        resolve("timeout");
      }, timeoutMs),
    );
  });

  const outcome = await Promise.race([allClosed, deadline]);
  for (const timer of timers) clearTimeout(timer);
  const cut = outcome === "timeout" ? [...inProgress()].length : 0;
  if (outcome === "timeout") {
    server.closeAllConnections();
    for (const socket of websockets?.() ?? []) socket.terminate();
  }
  return { drained: outcome === "drained", cut, ms: Date.now() - started };
}

interface StopListening {
  /** How many connections the server has taken so far. */
  acceptedCount: () => number;
  pastDeadline: () => boolean;
  onStopped: () => void;
  /** Once listening has stopped and every connection has ended. */
  onAllClosed: () => void;
}

/**
 * Stops listening once the kernel's backlog is empty. Connections the kernel completed before
 * the signal wait there until the event loop takes them, one per turn, and closing the listening
 * socket resets every one still waiting; when the loop was busy (the embedded database runs its
 * queries on the main thread) that is most of a burst. So each turn that took a connection is
 * followed by another, until a turn takes none; the deadline stops it regardless. net's close,
 * not http's: http's also closes idle keep-alive connections at once, resetting a request a
 * client is sending on one right now.
 */
function stopListeningOnceBacklogEmpty(
  server: Server,
  { acceptedCount, pastDeadline, onStopped, onAllClosed }: StopListening,
): void {
  let acceptedBefore = -1;
  const check = () => {
    const accepted = acceptedCount();
    if (accepted === acceptedBefore || pastDeadline()) {
      NetServer.prototype.close.call(server, onAllClosed);
      onStopped();
      return;
    }
    acceptedBefore = accepted;
    // Runs again after the next turn's poll, which takes a waiting connection if there is one.
    setImmediate(check);
  };
  setImmediate(check);
}
