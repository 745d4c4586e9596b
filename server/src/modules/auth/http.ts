import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { invalid } from "../../errors";
import { RateLimitedError } from "./auth.service";

// Small HTTP helpers shared by the staff modules' routes.

export const SESSION_COOKIE = "staff_session";

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Runs a service call; a RateLimitedError leaves with a Retry-After header. */
export async function withRetryAfter<T>(reply: FastifyReply, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterSeconds));
    throw error;
  }
}

/**
 * The review calls carry no body, and the spec's admin client sends them with a JSON content
 * type: accept an empty body as "no body" instead of failing with 400 (these routes only).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    return parseJson(request, text, done);
  });
}

export function positiveIdParam(value: string, field = "id"): number {
  if (!/^\d{1,9}$/.test(value) || Number(value) <= 0)
    throw invalid(`${field}: must be a positive whole number`, field);
  return Number(value);
}
