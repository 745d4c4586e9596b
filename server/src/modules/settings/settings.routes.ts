import type { SettingsResponse, UpdateSettingsRequest } from "@shared/settings";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { unauthorized } from "../../errors";
import { providerTestRoutes } from "./provider-tests.routes";
import { getSettings, updateSettings } from "./settings.service";

export async function settingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/admin/settings", { config: { access: "admin" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return getSettings(ctx) satisfies Promise<SettingsResponse>;
  });

  app.put<{ Body: UpdateSettingsRequest }>(
    "/api/admin/settings",
    { config: { access: "admin" } },
    async (request, reply): Promise<SettingsResponse> => {
      if (!request.staff) throw unauthorized();
      reply.header("cache-control", "no-store");
      return updateSettings(ctx, request.body ?? {}, { staffId: request.staff.id, ip: request.ip ?? null });
    },
  );

  // Each channel's provider and its last test ("Send a test message").
  await providerTestRoutes(app, ctx);
}
