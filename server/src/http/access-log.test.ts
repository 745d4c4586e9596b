import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { AccessLog, requestForLog } from "./access-log";
import { batched, type LogDestination } from "./log-destination";

/** A destination that keeps what it is given, line by line. */
function collecting(): LogDestination & { lines: () => Array<Record<string, unknown>> } {
  let text = "";
  return {
    write: (line) => {
      text += line;
    },
    flush: (callback) => callback?.(),
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

/**
 * An app logging as app.ts has it log: pino on `viaPino` with the request serializer, and the
 * completed requests' lines written by the access log straight to `direct`. Each request is
 * also logged through pino the way the access log did before, so the two can be compared.
 */
async function loggingApp(level: "info" | "warn") {
  const viaPino = collecting();
  const direct = collecting();
  app = Fastify({
    logger: { level, stream: viaPino, serializers: { req: requestForLog } },
    logController: new AccessLog(direct),
    trustProxy: true,
  });
  app.addHook("onResponse", async (request, reply) => {
    reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
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
  return { viaPino, direct };
}

describe("the access log's line", () => {
  it("is the line pino writes for the request, written without pino", async () => {
    const { viaPino, direct } = await loggingApp("info");
    // A link token and a query to leave out, and an address from a header, with a quote in it.
    await app!.inject({
      method: "GET",
      url: "/api/subscribers/manage/secret-token?search=Asha",
      headers: { "x-forwarded-for": 'not "an" address' },
    });
    const [line] = direct.lines();
    const [pinoLine] = viaPino.lines();
    expect(direct.lines()).toHaveLength(1);
    // The same fields in the same order; only the clock readings differ.
    expect(Object.keys(line!)).toEqual(Object.keys(pinoLine!));
    const withoutClock = ({ time, responseTime, ...rest }: Record<string, unknown>) => {
      expect(typeof time).toBe("number");
      expect(typeof responseTime).toBe("number");
      return rest;
    };
    expect(withoutClock(line!)).toEqual(withoutClock(pinoLine!));
    expect(line!.req).toEqual({
      method: "GET",
      url: "/api/subscribers/manage/[token]",
      remoteAddress: 'not "an" address',
    });
    expect(line).toMatchObject({ level: 30, res: { statusCode: 200 }, msg: "request completed" });
  });

  it("leaves an errored request to pino, with its error, and writes nothing below the log level", async () => {
    const { viaPino, direct } = await loggingApp("warn");
    await app!.inject({ method: "GET", url: "/api/subscribers/manage/x" });
    await app!.inject({ method: "GET", url: "/api/broken" });
    expect(direct.lines()).toEqual([]);
    const errored = viaPino.lines().find((l) => l.msg === "request errored");
    expect(errored).toMatchObject({
      level: 50,
      req: { url: "/api/broken" },
      err: { message: "the connection went away" },
    });
  });
});

describe("the batched log destination", () => {
  it("writes the lines of one turn of the event loop together, after it, and at once when flushed", async () => {
    const writes: string[] = [];
    const destination = batched({ write: (data: string) => writes.push(data) });
    destination.write("one\n");
    destination.write("two\n");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["one\ntwo\n"]);
    destination.write("three\n");
    destination.flush();
    destination.flush();
    expect(writes).toEqual(["one\ntwo\n", "three\n"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
  });
});
