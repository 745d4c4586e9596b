import { createAlertInputSchema, listAlertsQuerySchema, TOTAL_COUNT_HEADER } from "@shared/alerts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { assertAccess, hasAccess } from "../../http/access";
import { SENDS_OWN_ENCODING, sendCachedJson, sendJson } from "../../http/cached-json";
import { idempotencyKeyOf, markReplayed } from "../../http/idempotency";
import { positiveIdParam } from "../../http/request";
import {
  createAlert,
  getPublicAlertView,
  getVisibleAlert,
  listPublicAlerts,
  listPublicLocations,
  listStaffAlerts,
  staffAlertView,
  staffAlertViews,
  type Viewer,
} from "./alerts.service";
import { toAlertSummary, toCreateAlertResult } from "./alerts.shape";

/** Generous enough for a family (or a shared mobile-carrier address); stops scripted floods. */
export const REPORT_RATE_LIMIT = { max: 30, timeWindow: "10 minutes" };

/** Moderators and admins see unverified reports; a police liaison sees what the public sees here. */
export const viewerOf = (request: FastifyRequest): Viewer => ({
  isStaff: hasAccess(request.staff, "moderator"),
});

export async function alertRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    "/api/alerts",
    { config: { access: "public", rateLimit: REPORT_RATE_LIMIT } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const input = createAlertInputSchema.parse(request.body);
      const { row, replayed } = await createAlert(ctx, input, key);
      markReplayed(reply, replayed);
      return reply.status(201).send(toCreateAlertResult(row));
    },
  );

  // verified=true is the public list; any other listing includes unverified reports and is
  // for moderators and admins only.
  app.get("/api/alerts", { config: { access: "public" }, ...SENDS_OWN_ENCODING }, async (request, reply) => {
    const query = listAlertsQuerySchema.parse(request.query);
    reply.header("cache-control", "no-cache");
    if (query.verified === true) {
      // The service hands out one object per cached query: serialized (and hashed) once.
      const list = await listPublicAlerts(ctx, query);
      reply.header(TOTAL_COUNT_HEADER, String(list.total));
      return sendCachedJson(request, reply, list, () => list.items.map(toAlertSummary));
    }
    assertAccess(request, "moderator");
    // Unverified reports with the reporters' contacts: never kept by a browser (a shared phone).
    reply.header("cache-control", "private, no-store");
    const { items, total } = await listStaffAlerts(ctx, query);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return sendJson(request, reply, await staffAlertViews(ctx, items));
  });

  app.get("/api/alerts/locations", { config: { access: "public" } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return listPublicLocations(ctx);
  });

  app.get<{ Params: { id: string } }>(
    "/api/alerts/:id",
    { config: { access: "public" }, ...SENDS_OWN_ENCODING },
    async (request, reply) => {
      const id = positiveIdParam(request.params.id);
      const viewer = viewerOf(request);
      // Staff see more than the public at the same URL: never share a cached copy, and never
      // keep the staff view at all (a shared phone; the offline service worker skips no-store).
      if (viewer.isStaff) {
        const alert = await getVisibleAlert(ctx, id, viewer);
        reply.header("cache-control", "private, no-store");
        return sendJson(request, reply, await staffAlertView(ctx, alert));
      }
      const page = await getPublicAlertView(ctx, id);
      reply.header("cache-control", "private, no-cache");
      return sendCachedJson(request, reply, page, () => page.view);
    },
  );
}
