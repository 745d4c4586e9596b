import { Readable } from "node:stream";
import {
  type AdminStats,
  type AlertNotificationsResponse,
  type RequestInfoResponse,
  subscriberPageQuerySchema,
  TOTAL_COUNT_HEADER,
} from "@shared/admin";
import type { StaffAlert } from "@shared/alerts";
import type { AuditEntry, StaffSubscriber } from "@shared/moderation";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { acceptEmptyJsonBodies, actorOf, positiveIdParam } from "../../http/request";
import { approveAlert, denyAlert } from "../alerts/review.service";
import { listAudit } from "../audit/audit.service";
import { allAlerts } from "./admin.service";
import {
  adminStats,
  alertNotifications,
  mapPointsJson,
  requestMoreInfo,
  subscriberDetail,
  subscribersCsv,
  subscribersPage,
} from "./dashboard.service";

const auditQuerySchema = z.object({
  entityType: z.enum(["alert", "sighting", "admin_user", "safe_request"]).optional(),
  entityId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});

// The admin API's calls, basic but real; the admin screens build on them.
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  acceptEmptyJsonBodies(app);
  const admin = { config: { access: "admin" as const } };

  app.addHook("onSend", async (_request, reply) => {
    // Personal data: never in a shared cache.
    reply.header("cache-control", "no-store");
  });

  app.get("/api/admin/alerts", admin, async (): Promise<StaffAlert[]> => allAlerts(ctx));

  // Paged (?limit, ?offset) with the total in a header: 50,000 subscribers never travel in one answer.
  app.get("/api/admin/subscribers", admin, async (request, reply): Promise<StaffSubscriber[]> => {
    const page = subscriberPageQuerySchema.parse(request.query);
    const { items, total } = await subscribersPage(ctx.database.db, page);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return items;
  });

  app.get("/api/admin/subscribers/export", admin, async (request, reply) => {
    const stamp = ctx.now().toISOString().slice(0, 10);
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="subscribers-${stamp}.csv"`);
    return reply.send(Readable.from(subscribersCsv(ctx.database.db, actorOf(request))));
  });

  app.get<{ Params: { id: string } }>(
    "/api/admin/subscribers/:id",
    admin,
    async (request): Promise<StaffSubscriber> =>
      subscriberDetail(ctx.database.db, positiveIdParam(request.params.id)),
  );

  app.get(
    "/api/admin/stats",
    admin,
    async (): Promise<AdminStats> =>
      adminStats(ctx.database.db, {
        notifications: ctx.config.notifications,
        brandName: ctx.config.site.brandName,
        now: ctx.now(),
      }),
  );

  // MapPointsResponse, serialised by the database (see mapPointsJson).
  app.get("/api/admin/map-points", admin, async (_request, reply) =>
    reply.type("application/json; charset=utf-8").send(await mapPointsJson(ctx.database.db)),
  );

  app.get<{ Params: { id: string } }>(
    "/api/admin/alerts/:id/notifications",
    admin,
    async (request): Promise<AlertNotificationsResponse> =>
      alertNotifications(ctx.database.db, positiveIdParam(request.params.id)),
  );

  app.post<{ Params: { id: string } }>(
    "/api/admin/alerts/:id/request-info",
    admin,
    async (request): Promise<RequestInfoResponse> =>
      requestMoreInfo(ctx, request.log, positiveIdParam(request.params.id), actorOf(request)),
  );

  app.post<{ Params: { id: string } }>(
    "/api/admin/alerts/:id/approve",
    admin,
    async (request): Promise<StaffAlert> =>
      approveAlert(ctx, positiveIdParam(request.params.id), actorOf(request), request.body),
  );

  app.post<{ Params: { id: string } }>(
    "/api/admin/alerts/:id/deny",
    admin,
    async (request): Promise<StaffAlert> =>
      denyAlert(ctx, positiveIdParam(request.params.id), actorOf(request)),
  );

  app.get(
    "/api/admin/audit-log",
    admin,
    async (request): Promise<AuditEntry[]> =>
      listAudit(ctx.database.db, auditQuerySchema.parse(request.query)),
  );
}
