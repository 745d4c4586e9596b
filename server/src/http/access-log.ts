import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { maskLinkTokens } from "../log-masking";

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

/**
 * One access-log line per request, when it is answered, with the request (method, URL without
 * its query, address) and the outcome together, through the request's pino logger. Fastify's
 * own controller writes two lines per request (incoming, completed), and its completed line
 * leaves the request out.
 */
export class AccessLog extends LogController {
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
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
    }
  }
}
