import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { isDraining } from "../../http/drain";
import { pingDatabase } from "./health.repo";

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/health", { config: { access: "public" } }, async (_request, reply) => {
    const kind = ctx.database.kind;
    let database: "ok" | "unreachable" = "ok";
    try {
      await pingDatabase(ctx.database.db);
    } catch {
      database = "unreachable";
    }
    // Shutting down (SIGTERM): 503 so a load balancer sends no more, while requests in progress finish.
    if (isDraining(app.server)) {
      return reply.status(503).send({ status: "draining", database: { status: database, kind } });
    }
    if (database === "unreachable") {
      return reply.status(503).send({ status: "degraded", database: { status: database, kind } });
    }
    return { status: "ok", database: { status: database, kind } };
  });
}
