import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyRequestLoggers, RequestLogger } from "./request-logger";

/** A pino logger writing into an array of parsed lines. */
function collectingPino(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("a request's logger", () => {
  it("writes what pino's child for the request writes, with the request id", async () => {
    const lazy = collectingPino("info");
    const eager = collectingPino("info");
    const logged = (logger: pino.Logger) =>
      Fastify({
        loggerInstance: logger as FastifyBaseLogger,
        ...(logger === lazy.logger && { childLoggerFactory: lazyRequestLoggers }),
      }).get("/api/thing", async (request) => {
        request.log.warn({ thing: 7 }, "a warning about %s", "the thing");
        request.log.child({ step: "inner" }).info("from a child");
        request.log.debug("below the level");
        return { ok: true };
      });
    for (const logger of [lazy.logger, eager.logger]) {
      app = logged(logger);
      await app.inject({ method: "GET", url: "/api/thing" });
      await app.close();
    }
    app = undefined;

    // (Fastify's own request lines, with their clock readings, aside.)
    const routeLines = (lines: Array<Record<string, unknown>>) =>
      lines.filter((line) => !line.req && !line.res).map(({ time: _time, ...line }) => line);
    expect(routeLines(lazy.lines)).toEqual(routeLines(eager.lines));
    expect(routeLines(lazy.lines)).toEqual([
      expect.objectContaining({ level: 40, reqId: "req-1", thing: 7, msg: "a warning about the thing" }),
      expect.objectContaining({ level: 30, reqId: "req-1", step: "inner", msg: "from a child" }),
    ]);
  });

  it("makes no child for a request that logs nothing at its level", () => {
    const { logger, lines } = collectingPino("info");
    const child = vi.spyOn(logger, "child");
    const requestLogger = new RequestLogger(logger, { reqId: "req-1" }, {});

    requestLogger.debug("below the level");
    requestLogger.trace({ detail: 1 }, "below the level");
    expect(requestLogger.isLevelEnabled("info")).toBe(true);
    expect(requestLogger.isLevelEnabled("debug")).toBe(false);
    expect(requestLogger.level).toBe("info");
    expect(child).not.toHaveBeenCalled();

    requestLogger.error(new Error("it broke"), "failed");
    expect(child).toHaveBeenCalledTimes(1);
    requestLogger.info("again");
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ["req-1", "failed"],
      ["req-1", "again"],
    ]);
    expect(lines[0]?.err).toMatchObject({ message: "it broke" });
  });

  it("takes a new level for its request alone", () => {
    const { logger, lines } = collectingPino("info");
    const requestLogger = new RequestLogger(logger, { reqId: "req-2" }, {});
    requestLogger.level = "debug";
    requestLogger.debug("now written");
    logger.debug("still not written");
    expect(lines.map((line) => line.msg)).toEqual(["now written"]);
  });
});
