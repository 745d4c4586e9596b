import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { pingDatabase } from "./health.repo";

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/health", { config: { access: "public" } }, async (_request, reply) => {
    try {
      await pingDatabase(ctx.database.db);
      return { status: "ok", database: { status: "ok", kind: ctx.database.kind } };
    } catch {
      return reply
        .status(503)
        .send({ status: "degraded", database: { status: "unreachable", kind: ctx.database.kind } });
    }
  });
}
