import type { StaffAlert } from "@shared/alerts";
import type { StaleCasesResponse } from "@shared/cases";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { acceptEmptyJsonBodies, actorOf, positiveIdParam } from "../../http/request";
import { closeCase, confirmStillMissing, listStaleCases } from "./case.service";

// The end of a case: close a verified alert with an outcome, confirm a quiet case
// is still missing, and the list of quiet cases. Moderators and admins alike.
export async function caseRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);
  const staff = { config: { access: "moderator" as const } };

  app.post<{ Params: { id: string }; Body: unknown }>(
    "/api/alerts/:id/close",
    staff,
    async (request): Promise<StaffAlert> =>
      closeCase(ctx, positiveIdParam(request.params.id), request.body ?? {}, actorOf(request)),
  );

  app.post<{ Params: { id: string } }>(
    "/api/alerts/:id/confirm-missing",
    staff,
    async (request): Promise<StaffAlert> =>
      confirmStillMissing(ctx, positiveIdParam(request.params.id), actorOf(request)),
  );

  app.get("/api/cases/stale", staff, async (_request, reply): Promise<StaleCasesResponse> => {
    reply.header("cache-control", "private, no-store");
    return listStaleCases(ctx);
  });
}
