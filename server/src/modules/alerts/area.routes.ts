import type { SearchAreaView } from "@shared/levels";
import { areaActionSchema } from "@shared/levels.schema";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { invalid } from "../../errors";
import { acceptEmptyJsonBodies, actorOf, positiveIdParam } from "../../http/request";
import { changeLevel, changeSearchArea, getSearchArea } from "./area-staff.service";

// A verified alert's level and search area, for moderators (shared/levels.ts): the area on the
// staff map, Expand now / Pause / Resume / Stop, and the level. Every change is audited.
export async function alertAreaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);
  const moderator = { config: { access: "moderator" as const } };

  app.get<{ Params: { id: string } }>(
    "/api/alerts/:id/search-area",
    moderator,
    async (request, reply): Promise<SearchAreaView> => {
      reply.header("cache-control", "private, no-store");
      return getSearchArea(ctx, positiveIdParam(request.params.id));
    },
  );

  app.post<{ Params: { id: string; action: string } }>(
    "/api/alerts/:id/search-area/:action",
    moderator,
    async (request): Promise<SearchAreaView> => {
      const id = positiveIdParam(request.params.id);
      const action = areaActionSchema.safeParse(request.params.action);
      if (!action.success) throw invalid(`action: ${action.error.issues[0]!.message}`, "action");
      return changeSearchArea(ctx, id, action.data, actorOf(request));
    },
  );

  app.put<{ Params: { id: string } }>(
    "/api/alerts/:id/level",
    moderator,
    async (request): Promise<SearchAreaView> =>
      changeLevel(ctx, positiveIdParam(request.params.id), request.body, actorOf(request)),
  );
}
