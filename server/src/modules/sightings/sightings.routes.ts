import { createSightingInputSchema } from "@shared/sightings";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { idempotencyKeyOf, markReplayed } from "../../http/idempotency";
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
      const key = idempotencyKeyOf(request);
      const input = createSightingInputSchema.parse(request.body);
      const { row, replayed } = await createSighting(ctx, input, viewerOf(request), key);
      markReplayed(reply, replayed);
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
      // The staff view carries contact details: never kept (the offline service worker skips no-store).
      reply.header("cache-control", viewer.isStaff ? "private, no-store" : "private, no-cache");
      return rows.map(viewer.isStaff ? toStaffSighting : toPublicSighting);
    },
  );
}
