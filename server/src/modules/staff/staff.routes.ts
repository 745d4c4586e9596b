import { type ResetPasswordResponse, updateStaffRequestSchema } from "@shared/admin";
import {
  type AccessCodeResponse,
  type CreateStaffRequest,
  type CreateStaffResponse,
  createStaffRequestSchema,
  type StaffUser,
} from "@shared/staff";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { acceptEmptyJsonBodies, actorOf, positiveIdParam } from "../../http/request";
import {
  createStaff,
  deleteStaffMember,
  issueAccessCode,
  listStaff,
  resetStaffPassword,
  revokeAccessCode,
  updateStaffMember,
} from "./staff.service";

// The Admin Users tab: staff accounts and moderators' access codes (admins only).
export async function staffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);
  const admin = { config: { access: "admin" as const } };

  app.addHook("onSend", async (_request, reply) => {
    // Passwords and access codes are shown once: never in any cache.
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/admin/staff",
    admin,
    async (): Promise<(StaffUser & { hasAccessCode: boolean })[]> => listStaff(ctx.database.db),
  );

  app.post<{ Body: CreateStaffRequest }>(
    "/api/admin/staff",
    admin,
    async (request, reply): Promise<CreateStaffResponse> => {
      const input = createStaffRequestSchema.parse(request.body);
      const created = await createStaff(ctx.database.db, input, actorOf(request));
      reply.status(201);
      return created;
    },
  );

  app.post<{ Params: { id: string } }>(
    "/api/admin/staff/:id/access-code",
    admin,
    async (request, reply): Promise<AccessCodeResponse> => {
      const { code } = await issueAccessCode(
        ctx.database.db,
        positiveIdParam(request.params.id),
        actorOf(request),
        ctx.now(),
      );
      reply.status(201);
      return { code };
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/api/admin/staff/:id/access-code",
    admin,
    async (request, reply) => {
      await revokeAccessCode(
        ctx.database.db,
        positiveIdParam(request.params.id),
        actorOf(request),
        ctx.now(),
      );
      return reply.status(204).send();
    },
  );

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
