import type { FastifyInstance } from "fastify";
import { BROKEN_TEXT_MESSAGE, findBrokenText } from "../../../shared/text";
import { invalid } from "../errors";

/**
 * Every request's path parameters, query and body follow shared/text.ts before any route sees
 * them: a NUL or an unpaired surrogate is a 400 naming the field, never a database error.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findBrokenText(part);
      if (field !== null) throw invalid(`${field}: ${BROKEN_TEXT_MESSAGE}`, field);
    }
  });
}
