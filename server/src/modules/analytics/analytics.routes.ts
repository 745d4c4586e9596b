import { type AnalyticsResponse, analyticsQuerySchema } from "@shared/admin";
import { DEFAULT_ANALYTICS_PERIOD } from "@shared/constants";
import type { MessageCostsResponse } from "@shared/costs";
import type { TimeToAlertResponse } from "@shared/time-to-alert";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { analytics } from "./analytics.service";
import { messageCosts } from "./costs.service";
import { timeToAlert } from "./time-to-alert.service";

export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    "/api/admin/analytics",
    { config: { access: "admin" } },
    async (request, reply): Promise<AnalyticsResponse> => {
      const query = request.query as { days?: string };
      const { days } = analyticsQuerySchema.parse({ days: query.days ?? DEFAULT_ANALYTICS_PERIOD });
      reply.header("cache-control", "no-store");
      return analytics(ctx.database.db, ctx.config.notifications, Number(days), ctx.now());
    },
  );

  app.get(
    "/api/admin/time-to-alert",
    { config: { access: "admin" } },
    async (request, reply): Promise<TimeToAlertResponse> => {
      const query = request.query as { days?: string };
      const { days } = analyticsQuerySchema.parse({ days: query.days ?? DEFAULT_ANALYTICS_PERIOD });
      reply.header("cache-control", "no-store");
      return timeToAlert(ctx.database.db, Number(days), ctx.now());
    },
  );

  // What the messages sent in the period cost, per month and per alert (SMS by segments).
  app.get(
    "/api/admin/costs",
    { config: { access: "admin" } },
    async (request, reply): Promise<MessageCostsResponse> => {
      const query = request.query as { days?: string };
      const { days } = analyticsQuerySchema.parse({ days: query.days ?? DEFAULT_ANALYTICS_PERIOD });
      reply.header("cache-control", "no-store");
      return messageCosts(ctx, Number(days));
    },
  );
}
