import { SOCKET_RECONNECT_MS } from "@shared/constants";
import { useEffect, useRef, useState } from "react";

// The live connection: one socket at /ws on the same host, secure
// when the page is https, reopened SOCKET_RECONNECT_MS after it closes or fails. Incoming messages are JSON
// with a `type`; features subscribe to the ones they care about.

export interface RealtimeEnvelope {
  type: string;
  [key: string]: unknown;
}

export type RealtimeListener = (message: RealtimeEnvelope) => void;
/** `reconnected` is true when this open follows a lost connection (messages may have been missed). */
export type ConnectionListener = (connected: boolean, reconnected: boolean) => void;

export function realtimeUrl(location: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
}

/** How long the socket stays open after its last subscriber leaves (page changes, StrictMode). */
const IDLE_CLOSE_MS = 5_000;

export class RealtimeConnection {
  private socket: WebSocket | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<RealtimeListener>();
  private readonly connectionListeners = new Set<ConnectionListener>();
  private everOpened = false;
  private open = false;

  constructor(
    private readonly url: () => string = () => realtimeUrl(),
    private readonly reconnectMs = SOCKET_RECONNECT_MS,
  ) {}

  get connected(): boolean {
    return this.open;
  }

  subscribe(listener: RealtimeListener): () => void {
    this.listeners.add(listener);
    this.retain();
    return () => {
      this.listeners.delete(listener);
      this.release();
    };
  }

  onConnectionChange(listener: ConnectionListener): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  /** The outgoing send helper (the chat does not use it: messages go through POST /api/chat). */
  send(data: unknown): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(typeof data === "string" ? data : JSON.stringify(data));
    return true;
  }

  private retain(): void {
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    if (!this.socket && !this.reconnectTimer) this.connect();
  }

  private release(): void {
    if (this.listeners.size > 0 || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.listeners.size === 0) this.shutdown();
    }, IDLE_CLOSE_MS);
  }

  private connect(): void {
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const reconnected = this.everOpened;
      this.everOpened = true;
      this.open = true;
      for (const l of this.connectionListeners) l(true, reconnected);
    };
    socket.onmessage = (event) => {
      let message: RealtimeEnvelope;
      try {
        message = JSON.parse(String(event.data)) as RealtimeEnvelope;
      } catch {
        return;
      }
      if (!message || typeof message.type !== "string") return;
      for (const l of this.listeners) l(message);
    };
    // An error is followed by close; closing here makes sure of it.
    socket.onerror = () => socket.close();
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      const wasOpen = this.open;
      this.open = false;
      if (wasOpen) for (const l of this.connectionListeners) l(false, false);
      if (this.listeners.size > 0) this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.listeners.size > 0 && !this.socket) this.connect();
    }, this.reconnectMs);
  }

  private shutdown(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onerror = null;
      socket.onmessage = null;
      socket.close();
    }
    if (this.open) {
      this.open = false;
      for (const l of this.connectionListeners) l(false, false);
    }
  }
}

let shared: RealtimeConnection | null = null;

/** The page's one connection. */
export function realtime(): RealtimeConnection {
  shared ??= new RealtimeConnection();
  return shared;
}

/** Sends on the page's connection; false when it is not open. */
export function sendRealtime(data: unknown): boolean {
  return realtime().send(data);
}

/**
 * Listens to realtime messages while the component is mounted (this keeps the socket open).
 * onConnection hears opens and closes; `reconnected` on an open means messages may have been missed.
 * Returns whether the socket is currently open.
 */
export function useRealtime(
  onMessage: RealtimeListener,
  onConnection?: ConnectionListener,
  connection: RealtimeConnection = realtime(),
): boolean {
  const messageRef = useRef(onMessage);
  const connectionRef = useRef(onConnection);
  messageRef.current = onMessage;
  connectionRef.current = onConnection;
  const [connected, setConnected] = useState(connection.connected);

  useEffect(() => {
    const offConnection = connection.onConnectionChange((isOpen, reconnected) => {
      setConnected(isOpen);
      connectionRef.current?.(isOpen, reconnected);
    });
    const offMessage = connection.subscribe((message) => messageRef.current(message));
    setConnected(connection.connected);
    return () => {
      offMessage();
      offConnection();
    };
  }, [connection]);

  return connected;
}
