// What each way a provider call can end becomes: an answer, or a SendError that says whether to
// try again and whether the provider may already have the message. Proved against local
// listeners that answer, refuse, hang or drop the connection.
import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ProviderHttp } from "./http-client";
import { SendError } from "./types";

const servers: Array<HttpServer | TcpServer> = [];
const clients: ProviderHttp[] = [];

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  for (const server of servers.splice(0)) {
    if ("closeAllConnections" in server) server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

async function listening(server: HttpServer | TcpServer): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return `http://127.0.0.1:${address.port}`;
}

function client(): ProviderHttp {
  const http = new ProviderHttp("the provider");
  clients.push(http);
  return http;
}

async function failureOf(call: Promise<unknown>): Promise<SendError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SendError);
  return error as SendError;
}

describe("ProviderHttp", () => {
  it("returns the status, headers and body, and sends the method, headers and body given", async () => {
    const seen: Array<{ method?: string; type?: string; body: string }> = [];
    const base = await listening(
      createHttpServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          seen.push({
            method: req.method,
            type: req.headers["content-type"],
            body: Buffer.concat(chunks).toString(),
          });
          res.writeHead(429, { "retry-after": "30", "content-type": "application/json" });
          res.end('{"code":20429}');
        });
      }),
    );
    const answer = await client().call(`${base}/messages`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": 5 },
      body: "To=+5",
      timeoutMs: 5_000,
    });
    expect(answer.status).toBe(429);
    expect(answer.headers["retry-after"]).toBe("30");
    expect(answer.body.toString()).toBe('{"code":20429}');
    expect(seen).toEqual([{ method: "POST", type: "application/x-www-form-urlencoded", body: "To=+5" }]);
  });

  it("a refused connection: try again, nothing reached the provider", async () => {
    const base = await listening(createTcpServer());
    await new Promise<void>((resolve) => servers.pop()?.close(() => resolve()));
    const error = await failureOf(
      client().call(base, { method: "POST", headers: {}, body: "x", timeoutMs: 5_000 }),
    );
    expect(error).toMatchObject({ retryable: true, uncertain: false });
    expect(error.message).toBe("cannot reach the provider (ECONNREFUSED)");
  });

  it("no answer within the timeout: try again, the provider may have the message", async () => {
    const base = await listening(createHttpServer(() => {}));
    const error = await failureOf(
      client().call(base, { method: "POST", headers: {}, body: "x", timeoutMs: 200 }),
    );
    expect(error).toMatchObject({ retryable: true, uncertain: true });
    expect(error.message).toBe("the provider did not answer in time");
  });

  it("a call stopped by its signal is told apart from an answer", async () => {
    const base = await listening(createHttpServer(() => {}));
    const stop = new AbortController();
    const call = client().call(base, { method: "GET", headers: {}, timeoutMs: 5_000, signal: stop.signal });
    setTimeout(() => stop.abort(), 50);
    expect(await failureOf(call)).toMatchObject({ retryable: true, uncertain: true });
  });

  it("a connection dropped after the request was read: try again, the provider may have it", async () => {
    const base = await listening(
      createTcpServer((socket) => {
        socket.once("data", () => socket.destroy());
      }),
    );
    const error = await failureOf(
      client().call(base, { method: "POST", headers: {}, body: "x", timeoutMs: 5_000 }),
    );
    expect(error).toMatchObject({ retryable: true, uncertain: true });
    expect(error.message).toMatch(/^the provider connection failed/);
  });
});
