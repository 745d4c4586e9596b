import type { FastifyInstance, FastifyRequest } from "fastify";
import { invalid } from "../errors";

/**
 * The deepest JSON body any route needs is a few levels (a push subscription inside a
 * subscription); a client can send thousands, and everything that walks a body afterwards (the
 * text guard, zod) recurses. Refusing deep bodies before parsing keeps every later walk bounded.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `body: JSON nested more than ${MAX_JSON_DEPTH} levels deep`;

/** How deeply arrays and objects nest in a JSON text, counted without recursion or parsing. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c /* \ */) index++;
      else if (code === 0x22 /* " */) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > limit) return true;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) depth--;
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;
type JsonParser = (request: FastifyRequest, body: string, done: Done) => void;

/**
 * The app's JSON parser: Fastify's own (prototype-poisoning protection included) behind the
 * depth limit. `emptyIsNoBody` serves the review calls, which the admin client sends
 * with a JSON content type and no body.
 */
export function installJsonParser(app: FastifyInstance, options: { emptyIsNoBody?: boolean } = {}): void {
  const parseJson = app.getDefaultJsonParser("error", "error") as JsonParser;
  if (app.hasContentTypeParser("application/json")) app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (options.emptyIsNoBody && text.trim() === "") return done(null, undefined);
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(invalid(TOO_DEEP_MESSAGE, "body"));
    return parseJson(request, text, done);
  });
}
