import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  IDEMPOTENT_REPLAYED_HEADER,
  parseIdempotencyKey,
} from "@shared/idempotency";
import type { FastifyReply, FastifyRequest } from "fastify";
import { conflict, invalid } from "../errors";

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

/** What a submission stored: its row, and whether it was stored by an earlier request with the same key. */
export interface Submitted<Row> {
  row: Row;
  /** True when an Idempotency-Key resend found the row its first request stored. */
  replayed: boolean;
}

export interface OnceSteps<Row> {
  /** The row an earlier request stored under the key, if any. */
  find(key: string): Promise<Row | undefined>;
  /** Whether a found row is this submission (a key names one submission). */
  isSame(row: Row): boolean;
  /** Validates and stores the submission; undefined when a concurrent request stored the key first. */
  store(): Promise<Row | undefined>;
}

/**
 * A public submission under an optional client request id (the Idempotency-Key of a phone's
 * offline queue): a resend gets the row its first request stored, whether that request finished
 * before (found first) or concurrently (the insert found the key taken), and stores nothing. The
 * same key with a different submission is a 409.
 */
export async function submitOnce<Row>(
  key: string | undefined,
  steps: OnceSteps<Row>,
): Promise<Submitted<Row>> {
  const replay = async (): Promise<Submitted<Row> | undefined> => {
    const earlier = key ? await steps.find(key) : undefined;
    if (!earlier) return undefined;
    if (!steps.isSame(earlier))
      throw conflict(`${IDEMPOTENCY_KEY_HEADER}: ${IDEMPOTENCY_KEY_REUSED_MESSAGE}`);
    return { row: earlier, replayed: true };
  };
  const before = await replay();
  if (before) return before;
  const row = await steps.store();
  if (row) return { row, replayed: false };
  const after = await replay();
  if (!after) throw new Error("the insert stored nothing, yet no row holds its client request id");
  return after;
}
