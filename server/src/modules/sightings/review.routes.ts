import type { StaffSighting } from "@shared/sightings";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { acceptEmptyJsonBodies, actorOf, positiveIdParam } from "../../http/request";
import { verifySighting } from "./sightings.service";

/** The moderators' review call on a sighting. */
export async function sightingReviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);
  app.post<{ Params: { id: string } }>(
    "/api/sightings/:id/verify",
    { config: { access: "moderator" } },
    async (request): Promise<StaffSighting> =>
      verifySighting(ctx, positiveIdParam(request.params.id), actorOf(request)),
  );
}
