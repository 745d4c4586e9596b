import type { CreateScreenResponse, ScreenAlertsResponse, StaffScreen } from "@shared/screens";
import { createScreenRequestSchema, updateScreenRequestSchema } from "@shared/screens.schema";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { actorOf, positiveIdParam } from "../../http/request";
import { createScreen, screenAlerts, setScreenEnabled, staffScreens } from "./screens.service";

export async function screenRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The link's token (32 random bytes) is the credential: no address could walk the tokens, so a
  // per-address limit would only cost a database write on every screen's every minute.
  app.get<{ Params: { token: string } }>(
    "/api/screens/:token/alerts",
    { config: { access: "public" } },
    async (request, reply): Promise<ScreenAlertsResponse> => {
      const answer = await screenAlerts(ctx, request.params.token);
      // A screen turned off stops at its next question; nobody else keeps a screen's answer.
      reply.header("cache-control", "private, no-store");
      return answer;
    },
  );

  const admin = { config: { access: "admin" as const } };

  app.get("/api/admin/screens", admin, async (_request, reply): Promise<StaffScreen[]> => {
    reply.header("cache-control", "no-store");
    return staffScreens(ctx);
  });

  app.post("/api/admin/screens", admin, async (request, reply): Promise<CreateScreenResponse> => {
    const input = createScreenRequestSchema.parse(request.body);
    // The link is shown once: never kept by a browser or a proxy.
    reply.status(201).header("cache-control", "no-store");
    return createScreen(ctx, input, actorOf(request));
  });

  app.patch<{ Params: { id: string } }>(
    "/api/admin/screens/:id",
    admin,
    async (request, reply): Promise<StaffScreen> => {
      const id = positiveIdParam(request.params.id);
      const { enabled } = updateScreenRequestSchema.parse(request.body);
      reply.header("cache-control", "no-store");
      return setScreenEnabled(ctx, id, enabled, actorOf(request));
    },
  );
}
