import { POSITIVE_ID_MESSAGE, parsePositiveId } from "@shared/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Actor } from "../context";
import { invalid, unauthorized } from "../errors";
import { installJsonParser } from "./json-body";

// Small helpers every module's routes share: who is calling, which record a URL names, and
// how bodies are read.

/** The staff member behind a request that passed its access check. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.staff) throw unauthorized();
  return { staffId: request.staff.id, ip: request.ip ?? null };
}

/** A record id from the URL (shared/ids.ts), or a 400 naming the parameter. */
export function positiveIdParam(value: string, field = "id"): number {
  const id = parsePositiveId(value);
  if (id === null) throw invalid(`${field}: ${POSITIVE_ID_MESSAGE}`, field);
  return id;
}

/** The token of an `Authorization: Bearer ...` header (a moderator's unlock token). */
export function bearerToken(request: FastifyRequest): string | undefined {
  return bearerTokenOf(request.headers.authorization);
}

/** The token of an Authorization header's value, when it is `Bearer <token>`. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The review calls carry no body, and the admin client sends them with a JSON content
 * type: accept an empty body as "no body" instead of failing with 400 (in the plugin scope
 * that calls it only).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  installJsonParser(app, { emptyIsNoBody: true });
}
