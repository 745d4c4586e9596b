import type { StaffAlert } from "@shared/alerts";
import type { DistributionPreview } from "@shared/distribution-preview";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { acceptEmptyJsonBodies, actorOf, positiveIdParam } from "../../http/request";
import { distributionPreview } from "./distribution-preview.service";
import { resolveAlert, verifyAlert } from "./review.service";

// The moderators' review calls on an alert. The admin's Approve/Deny are the
// same reviews under /api/admin (admin.routes.ts).
export async function alertReviewRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);
  const moderator = { config: { access: "moderator" as const } };

  // Body (optional): { level?, travelMode? } (shared/levels.ts VerifyAlertRequest); empty takes the suggestion.
  app.post<{ Params: { id: string } }>(
    "/api/alerts/:id/verify",
    moderator,
    async (request): Promise<StaffAlert> =>
      verifyAlert(ctx, positiveIdParam(request.params.id), actorOf(request), request.body),
  );

  // What verifying would queue now and cost: ?level=&travelMode=&sharingPolicy= as the verify body.
  app.get<{ Params: { id: string } }>(
    "/api/alerts/:id/distribution-preview",
    moderator,
    async (request): Promise<DistributionPreview> =>
      distributionPreview(ctx, positiveIdParam(request.params.id), request.query),
  );

  app.post<{ Params: { id: string } }>(
    "/api/alerts/:id/resolve",
    moderator,
    async (request): Promise<StaffAlert> =>
      resolveAlert(ctx, positiveIdParam(request.params.id), actorOf(request)),
  );
}
