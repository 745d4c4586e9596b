import type { PendingSighting } from "@shared/moderation";
import { type UnlockRequest, type UnlockResponse, unlockRequestSchema } from "@shared/staff";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { unlockWithCode } from "../auth/auth.service";
import { pendingSightings } from "./moderation.service";

export async function moderationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: UnlockRequest }>(
    "/api/moderation/unlock",
    { config: { access: "public" } },
    async (request, reply): Promise<UnlockResponse> => {
      const { code } = unlockRequestSchema.parse(request.body);
      const result = await unlockWithCode(ctx, code, request.ip);
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
}
