import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";

/** Share card, poster PDF and portrait share image of a public alert (issue 15). */
export async function shareRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
