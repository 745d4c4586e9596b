import type { FastifyInstance } from "fastify";
import { createSightingInputSchema } from "../../../../shared/sightings";
import type { AppContext } from "../../context";
import { positiveIdParam } from "../../http/request";
import { viewerOf } from "../alerts/alerts.routes";
import { createSighting, listAlertSightings } from "./sightings.service";
import { toCreateSightingResult, toPublicSighting, toStaffSighting } from "./sightings.shape";

/** Sightings come in bursts after an alert goes out; this only stops scripted floods. */
export const SIGHTING_RATE_LIMIT = { max: 60, timeWindow: "10 minutes" };

export async function sightingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    "/api/sightings",
    { config: { access: "public", rateLimit: SIGHTING_RATE_LIMIT } },
    async (request, reply) => {
      const input = createSightingInputSchema.parse(request.body);
      const row = await createSighting(ctx, input, viewerOf(request));
      return reply.status(201).send(toCreateSightingResult(row));
    },
  );

  app.get<{ Params: { id: string } }>(
    "/api/alerts/:id/sightings",
    { config: { access: "public" } },
    async (request, reply) => {
      const id = positiveIdParam(request.params.id);
      const viewer = viewerOf(request);
      const rows = await listAlertSightings(ctx, id, viewer);
      reply.header("cache-control", "private, no-cache");
      return rows.map(viewer.isStaff ? toStaffSighting : toPublicSighting);
    },
  );
}
