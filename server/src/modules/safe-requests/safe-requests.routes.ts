import type {
  ConfirmSafeRequestResult,
  CreateSafeRequestResult,
  SafeRequestList,
  StaffSafeRequest,
} from "@shared/safe-requests";
import { createSafeRequestInputSchema, listSafeRequestsQuerySchema } from "@shared/safe-requests.schema";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { acceptEmptyJsonBodies, actorOf, positiveIdParam } from "../../http/request";
import { SIGHTING_RATE_LIMIT } from "../sightings/sightings.routes";
import {
  confirmSafeRequest,
  dismissSafeRequest,
  fileSafeRequest,
  listForStaff,
} from "./safe-requests.service";

type IdParams = { Params: { id: string } };

export async function safeRequestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);

  // "I'm safe": public, limited like a sighting; the same 202 whatever the alert.
  app.post(
    "/api/safe-requests",
    { config: { access: "public", rateLimit: SIGHTING_RATE_LIMIT } },
    async (request, reply): Promise<CreateSafeRequestResult> => {
      const input = createSafeRequestInputSchema.parse(request.body);
      reply.status(202);
      return fileSafeRequest(ctx, input);
    },
  );

  // The staff queue holds what the person wrote and how to reach them: never kept by a browser.
  app.get(
    "/api/safe-requests",
    { config: { access: "moderator" } },
    async (request, reply): Promise<SafeRequestList> => {
      const { status } = listSafeRequestsQuerySchema.parse(request.query);
      reply.header("cache-control", "private, no-store");
      return listForStaff(ctx, status);
    },
  );

  app.post<IdParams>(
    "/api/safe-requests/:id/confirm",
    { config: { access: "moderator" } },
    async (request, reply): Promise<ConfirmSafeRequestResult> => {
      const id = positiveIdParam(request.params.id);
      reply.header("cache-control", "private, no-store");
      return confirmSafeRequest(ctx, request.log, id, request.body, actorOf(request));
    },
  );

  app.post<IdParams>(
    "/api/safe-requests/:id/dismiss",
    { config: { access: "moderator" } },
    async (request, reply): Promise<StaffSafeRequest> => {
      reply.header("cache-control", "private, no-store");
      return dismissSafeRequest(ctx, positiveIdParam(request.params.id), actorOf(request));
    },
  );
}
