import type { DrillSummary, DrillsResponse } from "@shared/drills";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { acceptEmptyJsonBodies, actorOf, positiveIdParam } from "../../http/request";
import { endDrill, listDrillSummaries, startDrill, updateDrill } from "./drill.service";

// Admin → Drills: run a public drill, send its test Update, end it; and the drills' results.
export async function drillRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);
  const admin = { config: { access: "admin" as const } };

  app.get("/api/admin/drills", admin, async (_request, reply): Promise<DrillsResponse> => {
    reply.header("cache-control", "no-store");
    return listDrillSummaries(ctx);
  });

  app.post("/api/admin/drills", admin, async (request, reply): Promise<DrillSummary> => {
    const drill = await startDrill(ctx, actorOf(request));
    reply.code(201);
    return drill;
  });

  app.post<{ Params: { id: string } }>(
    "/api/admin/drills/:id/update",
    admin,
    async (request): Promise<DrillSummary> =>
      updateDrill(ctx, positiveIdParam(request.params.id), actorOf(request)),
  );

  app.post<{ Params: { id: string } }>(
    "/api/admin/drills/:id/end",
    admin,
    async (request): Promise<DrillSummary> =>
      endDrill(ctx, positiveIdParam(request.params.id), actorOf(request)),
  );
}
