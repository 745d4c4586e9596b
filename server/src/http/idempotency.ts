import type { FastifyReply, FastifyRequest } from "fastify";
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENT_REPLAYED_HEADER,
  parseIdempotencyKey,
} from "../../../shared/idempotency";
import { invalid } from "../errors";

/** The request's Idempotency-Key (shared/idempotency.ts), undefined without one, 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
  if (key === null) {
    throw invalid(`${IDEMPOTENCY_KEY_HEADER}: ${IDEMPOTENCY_KEY_MESSAGE}`, IDEMPOTENCY_KEY_HEADER);
  }
  return key;
}

/** A resend is answered like its first request (same status and body), marked as a replay. */
export function markReplayed(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, "true");
}
