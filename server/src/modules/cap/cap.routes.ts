import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";

/** CAP 1.2 messages and the Atom feed of current public alerts (issue 15). */
export async function capRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
