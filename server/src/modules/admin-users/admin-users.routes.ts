import type { FastifyInstance } from "fastify";
import { type ResetPasswordResponse, updateStaffRequestSchema } from "../../../../shared/admin";
import type { StaffUser } from "../../../../shared/staff";
import type { AppContext } from "../../context";
import { positiveIdParam } from "../auth/http";
import { actorOf } from "../moderation/moderation.routes";
import { deleteStaffMember, resetStaffPassword, updateStaffMember } from "./admin-users.service";

export async function adminUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const admin = { config: { access: "admin" as const } };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.patch<{ Params: { id: string } }>(
    "/api/admin/staff/:id",
    admin,
    async (request): Promise<StaffUser> =>
      updateStaffMember(
        ctx.database.db,
        positiveIdParam(request.params.id),
        updateStaffRequestSchema.parse(request.body ?? {}),
        actorOf(request),
      ),
  );

  app.post<{ Params: { id: string } }>(
    "/api/admin/staff/:id/password",
    admin,
    async (request, reply): Promise<ResetPasswordResponse> => {
      const password = await resetStaffPassword(
        ctx.database.db,
        positiveIdParam(request.params.id),
        actorOf(request),
      );
      reply.status(201);
      return { password };
    },
  );

  app.delete<{ Params: { id: string } }>("/api/admin/staff/:id", admin, async (request, reply) => {
    await deleteStaffMember(ctx.database.db, positiveIdParam(request.params.id), actorOf(request));
    return reply.status(204).send();
  });
}
