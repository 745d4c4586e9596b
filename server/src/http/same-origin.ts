import type { FastifyRequest } from "fastify";
import { forbidden } from "../errors";
import { isAllowedOrigin, requestOrigin } from "./origin";

// Cross-site request forgery guard for staff calls. A staff member's browser holds a session
// cookie (admin) or sends an unlock token (moderator); a page on another site must not be able
// to make that browser change anything. SameSite=Strict alone does not cover sibling subdomains,
// and a plain HTML form can POST text/plain without a CORS preflight. So every state-changing
// request that carries a staff credential must:
//  - come from this site (Origin, or Referer when Origin is absent, matches PUBLIC_URL or the
//    request's own host); a request with neither header is not from a browser page and passes;
//  - carry its body as JSON, or no body at all (forms can only send form or text content types).
// Webhooks carry no staff credential and are authenticated by their signatures instead.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Staff actions are accepted only from this site's own pages";
export const JSON_ONLY_MESSAGE = "Staff actions must be sent as JSON (Content-Type: application/json)";

function hasStaffCredential(request: FastifyRequest): boolean {
  return request.staff !== null || request.headers.authorization !== undefined;
}

function isJsonOrEmpty(contentType: string | undefined): boolean {
  if (contentType === undefined || contentType.trim() === "") return true;
  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  return mediaType === "application/json" || mediaType.endsWith("+json");
}

/** Throws 403 when a state-changing staff request is cross-site or not JSON. */
export function assertSameOriginStaffRequest(request: FastifyRequest, publicUrl: string): void {
  if (SAFE_METHODS.has(request.method) || !hasStaffCredential(request)) return;
  const origin = requestOrigin(request.headers);
  if (!isAllowedOrigin(origin, request.host, publicUrl)) throw forbidden(CROSS_SITE_MESSAGE);
  if (!isJsonOrEmpty(request.headers["content-type"])) throw forbidden(JSON_ONLY_MESSAGE);
}
