import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One access-log line per request, when it is answered, with the request (method, URL without
 * its query, address) and the outcome together. Fastify's default writes two lines per request
 * (incoming, completed): at the production level, info, that was a tenth of the CPU a cached
 * public read costs, for nothing the completed line cannot say.
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
