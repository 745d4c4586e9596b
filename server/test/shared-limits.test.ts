// Limits that hold across instances (issue 12, items 4 and 8): with the plugin's in-memory
// counts, two instances gave one address 40 chat posts a minute against a documented 20, and
// one address could hold 1,000 WebSocket connections. The counts now live in the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app";
import { type Database, openDatabase } from "../src/db/client";
import { DomainEvents } from "../src/events";
import { createTestApp, type TestApp, testConfig } from "./harness";
import { chatPayload, openTestSocket } from "./helpers/chat.test-helpers";

const env = {
  CHAT_RATE_LIMIT_PER_MINUTE: "20",
  WS_MAX_CONNECTIONS_PER_ADDRESS: "3",
  WS_CONNECTIONS_PER_MINUTE: "5",
};

describe("two instances on one database", () => {
  let a: TestApp;
  let b: App;
  let secondDatabase: Database;
  let wsA: string;
  let wsB: string;

  beforeAll(async () => {
    a = await createTestApp({ env });
    // On a PostgreSQL server the second instance has its own connections, as a second process would.
    secondDatabase =
      a.database.kind === "postgres"
        ? await openDatabase({ databaseUrl: a.database.url, poolSize: 3 })
        : a.database;
    b = await buildApp({
      config: testConfig(env),
      database: secondDatabase,
      events: new DomainEvents(),
      clientDir: "/nonexistent-client-dir",
      logger: false,
    });
    await b.ready();
    wsA = `${(await a.app.listen({ port: 0, host: "127.0.0.1" })).replace(/^http/, "ws")}/ws`;
    wsB = `${(await b.listen({ port: 0, host: "127.0.0.1" })).replace(/^http/, "ws")}/ws`;
  });
  afterAll(async () => {
    await b.close();
    if (secondDatabase !== a.database) await secondDatabase.close();
    await a.close();
  });

  it("enforce one shared chat limit per address", async () => {
    const address = "198.51.100.77";
    const post = (app: App) =>
      app.inject({ method: "POST", url: "/api/chat", payload: chatPayload(), remoteAddress: address });
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await post(i % 2 === 0 ? a.app : b)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
    // Another address is not affected, on either instance.
    const other = await b.inject({
      method: "POST",
      url: "/api/chat",
      payload: chatPayload(),
      remoteAddress: "198.51.100.78",
    });
    expect(other.statusCode).toBe(201);
  });

  it("cap open WebSocket connections per address and count new ones across instances", async () => {
    const open = (url: string) =>
      openTestSocket(url).then(
        (socket) => ({ socket, refused: null as string | null }),
        (error: Error) => ({ socket: null, refused: error.message }),
      );
    const onA = [await open(wsA), await open(wsA), await open(wsA)];
    expect(onA.every((s) => s.socket !== null)).toBe(true);
    // A fourth open socket from the same address on the same instance is refused...
    expect((await open(wsA)).refused).toBe("HTTP 429");
    // ...another instance still has room, until the address's new connections per minute
    // (5, shared: 3 on A + 1 refused on A + this one) run out.
    const onB = await open(wsB);
    expect(onB.socket).not.toBeNull();
    expect((await open(wsB)).refused).toBe("HTTP 429");
    for (const s of [...onA, onB]) s.socket?.ws.close();
  });
});

describe("other public endpoints", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("limits logouts per address", async () => {
    const logout = () =>
      t.app.inject({ method: "POST", url: "/api/auth/logout", remoteAddress: "198.51.100.90" });
    for (let i = 0; i < 30; i++) expect((await logout()).statusCode).toBe(204);
    const limited = await logout();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits unsubscribe token guesses per address", async () => {
    const guess = (i: number) =>
      t.app.inject({
        method: "POST",
        url: "/api/subscribers/unsubscribe",
        payload: { token: `${"u".repeat(28)}${String(i).padStart(4, "0")}` },
        remoteAddress: "198.51.100.92",
      });
    for (let i = 0; i < 30; i++) expect((await guess(i)).statusCode).toBe(404);
    expect((await guess(30)).statusCode).toBe(429);
  });

  it("limits one-click unsubscribe token guesses per address", async () => {
    const guess = (i: number) =>
      t.app.inject({
        method: "POST",
        url: `/api/webhooks/email/unsubscribe/${"g".repeat(30)}${String(i).padStart(4, "0")}`,
        remoteAddress: "198.51.100.91",
      });
    for (let i = 0; i < 300; i++) expect((await guess(i)).statusCode).not.toBe(429);
    expect((await guess(300)).statusCode).toBe(429);
  });
});
