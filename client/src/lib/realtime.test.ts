import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RealtimeConnection, realtimeUrl } from "./realtime";
import { FakeWebSocket } from "./realtime.test-utils";

beforeEach(() => {
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("realtimeUrl", () => {
  it("uses /ws on the page's host, secure when the page is https", () => {
    expect(realtimeUrl({ protocol: "http:", host: "localhost:5000" })).toBe("ws://localhost:5000/ws");
    expect(realtimeUrl({ protocol: "https:", host: "alerts.example.gy" })).toBe("wss://alerts.example.gy/ws");
  });
});

describe("RealtimeConnection", () => {
  const make = () => new RealtimeConnection(() => "ws://test/ws", 3000);

  it("connects on the first subscriber and hands JSON messages with a type to every subscriber", () => {
    const c = make();
    const a: unknown[] = [];
    const b: unknown[] = [];
    c.subscribe((m) => a.push(m));
    c.subscribe((m) => b.push(m));
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe("ws://test/ws");
    socket.serverOpen();
    socket.serverSend({ type: "NEW_CHAT_MESSAGE", message: { id: 1 } });
    socket.serverSend("not json");
    socket.serverSend({ no: "type" });
    expect(a).toEqual([{ type: "NEW_CHAT_MESSAGE", message: { id: 1 } }]);
    expect(b).toEqual(a);
  });

  it("reconnects 3 s after the socket closes, and reports the reconnection", () => {
    const c = make();
    const states: Array<[boolean, boolean]> = [];
    c.onConnectionChange((connected, reconnected) => states.push([connected, reconnected]));
    c.subscribe(() => {});
    FakeWebSocket.latest().serverOpen();
    FakeWebSocket.latest().serverClose();
    expect(c.connected).toBe(false);
    vi.advanceTimersByTime(2_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    FakeWebSocket.latest().serverOpen();
    expect(states).toEqual([
      [true, false],
      [false, false],
      [true, true],
    ]);
  });

  it("closes on an error and reconnects 3 s later, once", () => {
    const c = make();
    c.subscribe(() => {});
    const first = FakeWebSocket.latest();
    first.serverError();
    expect(first.readyState).toBe(FakeWebSocket.CLOSED);
    vi.advanceTimersByTime(3_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it("sends only when open, and closes a while after the last subscriber leaves", () => {
    const c = make();
    const off = c.subscribe(() => {});
    expect(c.send({ type: "PING" })).toBe(false);
    const socket = FakeWebSocket.latest();
    socket.serverOpen();
    expect(c.send({ type: "PING" })).toBe(true);
    expect(socket.sent).toEqual(['{"type":"PING"}']);
    off();
    expect(socket.readyState).toBe(FakeWebSocket.OPEN);
    vi.advanceTimersByTime(10_000);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    vi.advanceTimersByTime(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1); // no reconnect without subscribers
  });
});
