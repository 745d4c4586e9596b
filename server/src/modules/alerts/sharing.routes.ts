import type { StaffAlert } from "@shared/alerts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { actorOf, positiveIdParam } from "../../http/request";
import { changeSharingPolicy } from "./sharing.service";

// A verified alert's sharing policy (shared/sharing.ts), for moderators and admins; audited.
export async function alertSharingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.put<{ Params: { id: string } }>(
    "/api/alerts/:id/sharing-policy",
    { config: { access: "moderator" } },
    async (request, reply): Promise<StaffAlert> => {
      reply.header("cache-control", "private, no-store");
      return changeSharingPolicy(ctx, positiveIdParam(request.params.id), request.body, actorOf(request));
    },
  );
}
