import { randomUUID } from "node:crypto";
import { type ChatMessage, REALTIME, type RealtimeMessage } from "@shared/chat";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import type { AppContext } from "../context";
import { loggableError } from "../db/loggable-error";
import { openRealtimeBus, type RealtimeBus } from "../db/notify-bus";
import { isAllowedOrigin } from "../http/origin";

/** A socket that cannot keep up (this much unsent data queued) is dropped rather than buffered. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** What instances tell each other: which event, about which message. Ids only. */
interface BusEvent {
  /** The publishing instance; it has already told its own sockets. */
  o: string;
  e: "posted" | "removed";
  id: number;
  a: number | null;
}

interface SocketState {
  alive: boolean;
}

/** What the hub needs from the chat module (app.ts wires it): a posted message as everyone sees it. */
export interface RealtimeSources {
  /** The message if it is still shown (a message removed meanwhile is not), else null. */
  liveChatMessage(id: number): Promise<ChatMessage | null>;
}

/**
 * The WebSocket hub: the only code that touches sockets. It listens to chat domain events on
 * this instance, tells this instance's sockets, and relays the event to the other instances
 * through the database (db/notify-bus.ts), whose hubs tell theirs.
 */
export class RealtimeHub {
  readonly instanceId = randomUUID();
  private readonly sockets = new Map<WebSocket, SocketState>();
  private bus: RealtimeBus | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly unsubscribe: Array<() => void> = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly sources: RealtimeSources,
    private readonly log: FastifyBaseLogger,
  ) {}

  get size(): number {
    return this.sockets.size;
  }

  async start(): Promise<void> {
    this.bus = await openRealtimeBus(
      this.ctx.database,
      {
        message: (payload) => this.fromBus(payload),
        resync: () => this.broadcast({ type: REALTIME.resync }),
      },
      this.log,
    );
    const { events } = this.ctx;
    this.unsubscribe.push(
      events.on("chat.message_posted", ({ messageId, alertId }) => {
        void this.deliverPosted(messageId);
        this.relay({ o: this.instanceId, e: "posted", id: messageId, a: alertId });
      }),
      events.on("chat.message_removed", ({ messageId, alertId }) => {
        this.broadcast({ type: REALTIME.chatMessageRemoved, id: messageId, alertId });
        this.relay({ o: this.instanceId, e: "removed", id: messageId, a: alertId });
      }),
    );
    this.heartbeat = setInterval(() => this.beat(), this.ctx.config.realtime.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Open sockets per client address on this instance. */
  private readonly perAddress = new Map<string, number>();

  /** Whether this address may open another socket here (WS_MAX_CONNECTIONS_PER_ADDRESS). */
  hasRoomFor(address: string): boolean {
    return (this.perAddress.get(address) ?? 0) < this.ctx.config.realtime.maxConnectionsPerAddress;
  }

  add(socket: WebSocket, address: string): void {
    const state: SocketState = { alive: true };
    this.sockets.set(socket, state);
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    socket.on("pong", () => {
      state.alive = true;
    });
    socket.on("close", () => {
      this.sockets.delete(socket);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    // The client never sends anything the server needs; whatever arrives is ignored.
    socket.on("message", () => {});
  }

  /** Drops sockets that did not answer the previous ping (a phone that lost its signal). */
  private beat(): void {
    for (const [socket, state] of this.sockets) {
      if (!state.alive) {
        this.sockets.delete(socket);
        socket.terminate();
        continue;
      }
      state.alive = false;
      try {
        socket.ping();
      } catch {
        this.sockets.delete(socket);
        socket.terminate();
      }
    }
  }

  private broadcast(message: RealtimeMessage): void {
    const data = JSON.stringify(message);
    for (const socket of this.sockets.keys()) {
      if (socket.readyState !== socket.OPEN) continue;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        this.sockets.delete(socket);
        socket.terminate();
        continue;
      }
      socket.send(data);
    }
  }

  private async deliverPosted(messageId: number): Promise<void> {
    try {
      // Read once per instance, not per socket; a message removed meanwhile is not shown.
      const message = await this.sources.liveChatMessage(messageId);
      if (message) this.broadcast({ type: REALTIME.newChatMessage, message });
    } catch (error) {
      this.log.error({ err: loggableError(error) }, "realtime: could not load a chat message to push");
    }
  }

  private relay(event: BusEvent): void {
    this.bus?.publish(JSON.stringify(event)).catch((error) => {
      this.log.error({ err: loggableError(error) }, "realtime: could not notify the other instances");
    });
  }

  private fromBus(payload: string): void {
    let event: BusEvent;
    try {
      event = JSON.parse(payload) as BusEvent;
    } catch {
      return;
    }
    if (event.o === this.instanceId || typeof event.id !== "number") return;
    if (event.e === "posted") void this.deliverPosted(event.id);
    else if (event.e === "removed") {
      this.broadcast({ type: REALTIME.chatMessageRemoved, id: event.id, alertId: event.a ?? null });
    }
  }

  async close(): Promise<void> {
    for (const off of this.unsubscribe.splice(0)) off();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const socket of this.sockets.keys()) socket.close(1001, "Server shutting down");
    this.sockets.clear();
    const bus = this.bus;
    this.bus = null;
    await bus?.close();
  }
}

/**
 * Registers GET /ws. app.ts registers it once per app (= per server instance); the hub it
 * answers tells how many sockets are open (the metrics).
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  sources: RealtimeSources,
): Promise<RealtimeHub> {
  const hub = new RealtimeHub(ctx, sources, app.log);
  await hub.start();
  app.addHook("onClose", async () => hub.close());

  app.get(
    "/ws",
    {
      websocket: true,
      // New connections per address and minute are counted in the database (every instance
      // shares the count); open ones per address on this instance are capped by the hub.
      config: {
        access: "public",
        rateLimit: { max: ctx.config.realtime.connectionsPerMinute, timeWindow: "1 minute" },
      },
      preValidation: async (request, reply) => {
        if (!isAllowedOrigin(request.headers.origin, request.host, ctx.config.publicUrl)) {
          await reply.status(403).send({ message: "WebSocket connections are only accepted from this site" });
          return;
        }
        if (!hub.hasRoomFor(request.ip)) {
          await reply.status(429).header("retry-after", "60").send({
            message: "Too many live connections from this address. Please close other tabs and try again.",
          });
        }
      },
    },
    (socket, request) => hub.add(socket, request.ip),
  );
  return hub;
}
