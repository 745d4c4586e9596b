import type { ChatMessage, RealtimeMessage } from "@shared/chat";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testConfig } from "../../test/harness";
import {
  chatPayload,
  insertAlert,
  isNewMessage,
  moderatorWithCode,
  openTestSocket,
} from "../../test/helpers/chat.test-helpers";
import { type App, buildApp } from "../app";
import { type Database, openDatabase } from "../db/client";
import { DomainEvents } from "../events";
import { isAllowedOrigin } from "../http/origin";

let caller = 0;
const nextAddress = () => `10.7.${Math.floor(++caller / 250)}.${caller % 250}`;

async function postChat(app: App, payload: Record<string, unknown>): Promise<ChatMessage> {
  const res = await app.inject({ method: "POST", url: "/api/chat", payload, remoteAddress: nextAddress() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ChatMessage>();
}

async function unlockToken(app: App): Promise<string> {
  const mod = await moderatorWithCode(app.ctx.database.db);
  const res = await app.inject({
    method: "POST",
    url: "/api/moderation/unlock",
    payload: { code: mod.code },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

const wsUrl = (httpUrl: string) => `${httpUrl.replace(/^http/, "ws")}/ws`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("GET /ws on one instance", () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("pushes NEW_CHAT_MESSAGE with the message itself, for the community and for an alert", async () => {
    const socket = await openTestSocket(wsUrl(base));
    const alertId = await insertAlert(t.database.db, { verified: true });
    const general = await postChat(t.app, chatPayload({ message: "Meet at Stabroek at 5" }));
    const onAlert = await postChat(t.app, chatPayload({ alertId, message: "Checked the ferry stelling" }));
    expect(await socket.next(isNewMessage("Meet at Stabroek at 5"))).toEqual({
      type: "NEW_CHAT_MESSAGE",
      message: general,
    });
    expect(await socket.next(isNewMessage("Checked the ferry stelling"))).toEqual({
      type: "NEW_CHAT_MESSAGE",
      message: onAlert,
    });
    socket.close();
  });

  it("pushes CHAT_MESSAGE_REMOVED when a moderator removes a message", async () => {
    const socket = await openTestSocket(wsUrl(base));
    const message = await postChat(t.app, chatPayload({ message: "False rumour" }));
    await socket.next(isNewMessage("False rumour"));
    const token = await unlockToken(t.app);
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/chat/${message.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(await socket.next((m) => m.type === "CHAT_MESSAGE_REMOVED")).toEqual({
      type: "CHAT_MESSAGE_REMOVED",
      id: message.id,
      alertId: null,
    });
    socket.close();
  });

  it("refuses an upgrade from another site's page, and accepts this site's", async () => {
    await expect(openTestSocket(wsUrl(base), { origin: "https://evil.example" })).rejects.toThrow("HTTP 403");
    await expect(openTestSocket(wsUrl(base), { origin: "null" })).rejects.toThrow("HTTP 403");
    for (const origin of [base, "http://localhost:5000", undefined]) {
      const socket = await openTestSocket(wsUrl(base), origin ? { origin } : {});
      socket.close();
    }
  });

  it("ignores whatever a client sends", async () => {
    const socket = await openTestSocket(wsUrl(base));
    socket.ws.send("not json");
    socket.ws.send(JSON.stringify({ type: "NEW_CHAT_MESSAGE", message: { isModerator: true } }));
    await postChat(t.app, chatPayload({ message: "After the noise" }));
    const got = await socket.next(isNewMessage("After the noise"));
    expect(got.type).toBe("NEW_CHAT_MESSAGE");
    expect(socket.received.filter((m) => m.type === "NEW_CHAT_MESSAGE" && !m.message.id)).toEqual([]);
    socket.close();
  });
});

describe("heartbeats", () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { WS_HEARTBEAT_SECONDS: "0.5" } });
    base = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("drop a socket that stops answering pings and keep one that answers", async () => {
    const dead = await openTestSocket(wsUrl(base), { autoPong: false });
    const alive = await openTestSocket(wsUrl(base));
    const { code } = await Promise.race([dead.closed, sleep(5_000).then(() => ({ code: -1 }))]);
    expect(code).toBe(1006); // terminated by the server, no closing handshake
    await sleep(1_000); // two more heartbeats
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    await postChat(t.app, chatPayload({ message: "Still here?" }));
    await alive.next(isNewMessage("Still here?"));
    alive.close();
  });
});

describe("two server instances on one database", () => {
  let a: TestApp;
  let b: App;
  let secondDatabase: Database;
  let baseA: string;
  let baseB: string;

  beforeAll(async () => {
    a = await createTestApp();
    // On a PostgreSQL server the second instance has connections of its own (its own pool and
    // its own LISTEN client), as a second process would. Embedded PGlite is one process's
    // database, so the second app shares it: its LISTEN/NOTIFY carries the fan-out.
    secondDatabase =
      a.database.kind === "postgres"
        ? await openDatabase({ databaseUrl: a.database.url, poolSize: 3 })
        : a.database;
    b = await buildApp({
      config: testConfig(),
      database: secondDatabase,
      events: new DomainEvents(),
      clientDir: "/nonexistent-client-dir",
      logger: false,
    });
    await b.ready();
    baseA = await a.app.listen({ port: 0, host: "127.0.0.1" });
    baseB = await b.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await b.close();
    if (secondDatabase !== a.database) await secondDatabase.close();
    await a.close();
  });

  it("runs on separate connections when the database is a PostgreSQL server", () => {
    expect(secondDatabase !== a.database).toBe(a.database.kind === "postgres");
  });

  it("a socket on instance B receives a message posted to instance A, exactly once", async () => {
    const onB = await openTestSocket(wsUrl(baseB));
    const onA = await openTestSocket(wsUrl(baseA));
    const alertId = await insertAlert(a.database.db, { verified: true });
    const message = await postChat(a.app, chatPayload({ alertId, message: "Posted on A" }));
    expect(await onB.next(isNewMessage("Posted on A"))).toEqual({ type: "NEW_CHAT_MESSAGE", message });
    expect(await onA.next(isNewMessage("Posted on A"))).toEqual({ type: "NEW_CHAT_MESSAGE", message });
    await sleep(300);
    const copies = (s: { received: RealtimeMessage[] }) =>
      s.received.filter(isNewMessage("Posted on A")).length;
    expect(copies(onB)).toBe(1);
    expect(copies(onA)).toBe(1);

    // And the other way round.
    await postChat(b, chatPayload({ message: "Posted on B" }));
    await onA.next(isNewMessage("Posted on B"));
    onA.close();
    onB.close();
  });

  it("a removal on instance A disappears from sockets on instance B", async () => {
    const onB = await openTestSocket(wsUrl(baseB));
    const message = await postChat(a.app, chatPayload({ message: "To be removed" }));
    await onB.next(isNewMessage("To be removed"));
    const token = await unlockToken(a.app);
    const res = await a.app.inject({
      method: "DELETE",
      url: `/api/chat/${message.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(204);
    expect(await onB.next((m) => m.type === "CHAT_MESSAGE_REMOVED")).toEqual({
      type: "CHAT_MESSAGE_REMOVED",
      id: message.id,
      alertId: null,
    });
    const listedOnB = await b.inject({ method: "GET", url: "/api/chat" });
    expect(listedOnB.json<ChatMessage[]>().map((m) => m.id)).not.toContain(message.id);
    onB.close();
  });
});

describe("isAllowedOrigin", () => {
  const publicUrl = "https://alerts.example.gy";
  it.each([
    [undefined, "alerts.example.gy", true],
    ["https://alerts.example.gy", "10.0.0.5:5000", true],
    ["http://localhost:5173", "localhost:5173", true],
    ["https://evil.example", "alerts.example.gy", false],
    ["https://alerts.example.gy.evil.example", "alerts.example.gy", false],
    ["null", "alerts.example.gy", false],
    ["file://", "alerts.example.gy", false],
    ["not a url", "alerts.example.gy", false],
    ["http://localhost:5173", "", false],
  ])("origin %s with host %s: %s", (origin, host, allowed) => {
    expect(isAllowedOrigin(origin, host, publicUrl)).toBe(allowed);
  });
});
