import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { checkVerifyCode } from "./verify.service";

/**
 * Enough for a family checking a few posters, far too few to walk the codes (32^6 of them):
 * per address, counted in the database like every limit.
 */
export const VERIFY_RATE_LIMIT = { max: 60, timeWindow: "10 minutes" };

export async function verifyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { code: string } }>(
    "/api/verify/:code",
    { config: { access: "public", rateLimit: VERIFY_RATE_LIMIT } },
    async (request, reply) => {
      const answer = await checkVerifyCode(ctx, request.params.code);
      // A closed case stops being "current" at once: a kept copy is checked again before use.
      reply.header("cache-control", "no-cache");
      return answer;
    },
  );
}
