import { hostname } from "node:os";
import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Logger } from "pino";
import { maskLinkTokens } from "../log-masking";
import type { LogDestination } from "./log-destination";

/**
 * A request URL as it may be logged: no query string (searches, filters), and no link tokens
 * (manage and unsubscribe links and push tickets are credentials to one person's subscription).
 */
export function loggableUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const queryAt = url.indexOf("?");
  return maskLinkTokens(queryAt === -1 ? url : url.slice(0, queryAt));
}

/** What a log line says of a request: never its body, cookies or authorization header. */
export function requestForLog(request: { method: string; url?: string; ip: string }) {
  return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
}

/** pino's number for info, the level of a completed request's line. */
const INFO = 30;

/**
 * One access-log line per request, when it is answered, with the request (method, URL without
 * its query, address) and the outcome together. Fastify's default writes two lines per request
 * (incoming, completed): at the production level, info, that was a tenth of the CPU a cached
 * public read costs, for nothing the completed line cannot say.
 *
 * Given the app's log destination, a completed request's line is written there directly, in
 * the JSON pino writes for `log.info({req, res, responseTime}, "request completed")` (same
 * fields, same order): pino's generic path (a serializer per key, escaping every value) was
 * another third of the request's CPU for a line whose shape never changes. Errored requests,
 * rare, go through the logger with their error. (The destination is given only with the pino
 * logger app.ts builds, so the request's logger is pino's, and its level is honoured.)
 */
export class AccessLog extends LogController {
  private readonly linePrefix = `{"level":${INFO},"time":`;
  private readonly processFields = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

  constructor(private readonly destination?: LogDestination) {
    super();
  }

  override incomingRequest(_request: FastifyRequest, _reply: FastifyReply): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        "request errored",
      );
    } else if (!this.destination) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
    } else if ((reply.log as Logger).isLevelEnabled("info")) {
      this.destination.write(this.completedLine(request, reply));
    }
  }

  /**
   * The line, JSON-escaped wherever a value comes from the request (an address may be a
   * header's). A value that is not there is left out, as pino leaves it out (the address of a
   * connection closed before the answer).
   */
  completedLine(request: FastifyRequest, reply: FastifyReply): string {
    const { method, url, remoteAddress } = requestForLog(request);
    return (
      `${this.linePrefix}${Date.now()}${this.processFields},"reqId":${JSON.stringify(request.id)}` +
      `,"req":{"method":${JSON.stringify(method)}${field("url", url)}${field("remoteAddress", remoteAddress)}}` +
      `,"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`
    );
  }
}

const field = (name: string, value: string | undefined) =>
  value === undefined ? "" : `,"${name}":${JSON.stringify(value)}`;
