import type { FastifyInstance } from "fastify";
import { BROKEN_TEXT_MESSAGE, findBrokenText } from "../../../shared/text";
import { invalid } from "../errors";

/**
 * Every request's path parameters, query and body follow shared/text.ts before any route sees
 * them: a NUL or an unpaired surrogate is a 400 naming the field, never a database error.
 */
export function installTextGuard(app: FastifyInstance): void {
  // (A callback, not an async function: it runs on every request, and needs no promise.)
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findBrokenText(part);
      if (field !== null) {
        done(invalid(`${field}: ${BROKEN_TEXT_MESSAGE}`, field));
        return;
      }
    }
    done();
  });
}
