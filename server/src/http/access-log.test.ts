import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { AccessLog, requestForLog } from "./access-log";

/** A destination that keeps what it is given, line by line. */
function collecting() {
  let text = "";
  return {
    write: (line: string) => {
      text += line;
    },
    lines: () =>
      text
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app logging as app.ts has it log: pino with the request serializer and the access log. */
async function loggingApp(level: "info" | "warn") {
  const log = collecting();
  app = Fastify({
    logger: { level, stream: log, serializers: { req: requestForLog } },
    logController: new AccessLog(),
    trustProxy: true,
  });
  app.get("/api/subscribers/manage/:token", async () => ({ ok: true }));
  // An error after the answer (an onResponse hook's, or the response stream's) reaches the log.
  app.get(
    "/api/broken",
    {
      onResponse: async () => {
        throw new Error("the connection went away");
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return log;
}

describe("the access log", () => {
  it("writes one line per request, when answered, without its query or link token", async () => {
    const log = await loggingApp("info");
    // A link token and a query to leave out, and an address from a header, with a quote in it.
    await app!.inject({
      method: "GET",
      url: "/api/subscribers/manage/secret-token?search=Asha",
      headers: { "x-forwarded-for": 'not "an" address' },
    });
    const lines = log.lines();
    expect(lines).toHaveLength(1);
    expect(lines[0]!.req).toEqual({
      method: "GET",
      url: "/api/subscribers/manage/[token]",
      remoteAddress: 'not "an" address',
    });
    expect(lines[0]).toMatchObject({ level: 30, res: { statusCode: 200 }, msg: "request completed" });
    expect(typeof lines[0]!.reqId).toBe("string");
    expect(typeof lines[0]!.responseTime).toBe("number");
  });

  it("logs an errored request with its error, and nothing below the log level", async () => {
    const log = await loggingApp("warn");
    await app!.inject({ method: "GET", url: "/api/subscribers/manage/x" });
    await app!.inject({ method: "GET", url: "/api/broken" });
    expect(log.lines()).toHaveLength(1);
    const errored = log.lines().find((l) => l.msg === "request errored");
    expect(errored).toMatchObject({
      level: 50,
      req: { url: "/api/broken" },
      err: { message: "the connection went away" },
    });
  });
});
