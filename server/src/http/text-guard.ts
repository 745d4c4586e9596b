import { BROKEN_TEXT_MESSAGE, findBrokenText } from "@shared/text";
import type { FastifyInstance } from "fastify";
import { invalid } from "../errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The body is a provider's signed form (an SMS a phone sent): refusing it would only make
     * the provider retry, and its signature covers the text as sent, so the route checks the
     * signature first and then cleans the text (withoutBrokenText) instead.
     */
    cleansBodyText?: boolean;
  }
}

/**
 * Every request's path parameters, query and body follow shared/text.ts before any route sees
 * them: a control character, U+FFFE/U+FFFF, a NUL or an unpaired surrogate is a 400 naming the
 * field, never a database error or a CAP feed no reader can parse.
 */
export function installTextGuard(app: FastifyInstance): void {
  // (A callback, not an async function: it runs on every request, and needs no promise.)
  app.addHook("preValidation", (request, _reply, done) => {
    const parts = request.routeOptions.config.cleansBodyText
      ? [request.params, request.query]
      : [request.params, request.query, request.body];
    for (const part of parts) {
      const field = findBrokenText(part);
      if (field !== null) {
        done(invalid(`${field}: ${BROKEN_TEXT_MESSAGE}`, field));
        return;
      }
    }
    done();
  });
}
