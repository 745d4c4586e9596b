import type { FastifyInstance, FastifyRequest } from "fastify";
import type { StaffAlert } from "../../../../shared/alerts";
import type { PendingSighting } from "../../../../shared/moderation";
import type { StaffSighting } from "../../../../shared/sightings";
import { type UnlockRequest, type UnlockResponse, unlockRequestSchema } from "../../../../shared/staff";
import type { AppContext } from "../../context";
import { unauthorized } from "../../errors";
import type { Actor } from "../audit/audit.service";
import { unlockWithCode } from "../auth/auth.service";
import { acceptEmptyJsonBodies, positiveIdParam, withRetryAfter } from "../auth/http";
import { pendingSightings, resolveAlert, verifyAlert, verifySighting } from "./moderation.service";

/** The staff member behind a request that passed its access check. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.staff) throw unauthorized();
  return { staffId: request.staff.id, ip: request.ip ?? null };
}

export async function moderationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);

  app.post<{ Body: UnlockRequest }>(
    "/api/moderation/unlock",
    { config: { access: "public" } },
    async (request, reply): Promise<UnlockResponse> => {
      const { code } = unlockRequestSchema.parse(request.body);
      const result = await withRetryAfter(reply, () => unlockWithCode(ctx, code, request.ip));
      reply.header("cache-control", "no-store");
      return { token: result.token, expiresAt: result.expiresAt.toISOString(), staff: result.staff };
    },
  );

  app.get(
    "/api/moderation/sightings/pending",
    { config: { access: "moderator" } },
    async (_request, reply): Promise<PendingSighting[]> => {
      reply.header("cache-control", "no-store");
      return pendingSightings(ctx.database.db);
    },
  );

  app.post<{ Params: { id: string } }>(
    "/api/alerts/:id/verify",
    { config: { access: "moderator" } },
    async (request): Promise<StaffAlert> =>
      verifyAlert(ctx, positiveIdParam(request.params.id), actorOf(request)),
  );

  app.post<{ Params: { id: string } }>(
    "/api/alerts/:id/resolve",
    { config: { access: "moderator" } },
    async (request): Promise<StaffAlert> =>
      resolveAlert(ctx, positiveIdParam(request.params.id), actorOf(request)),
  );

  app.post<{ Params: { id: string } }>(
    "/api/sightings/:id/verify",
    { config: { access: "moderator" } },
    async (request): Promise<StaffSighting> =>
      verifySighting(ctx, positiveIdParam(request.params.id), actorOf(request)),
  );
}
