import type { ManagedPush, PushPublicKey } from "@shared/push";
import { pushSubscriptionSchema } from "@shared/push.schema";
import { MANAGE_RATE_LIMIT_MAX, MANAGE_RATE_LIMIT_WINDOW_MS } from "@shared/subscribers";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { disablePush, enablePush, enablePushWithTicket, managedPush, vapidPublicKey } from "./push.service";

export async function pushRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The VAPID application server key: public by design (browsers subscribe with it).
  app.get(
    "/api/push/public-key",
    { config: { access: "public" } },
    async (_request, reply): Promise<PushPublicKey> => {
      reply.header("cache-control", "public, max-age=300");
      return { publicKey: await vapidPublicKey(ctx) };
    },
  );

  // Alerts on this phone from the manage page: the subscription's link is the credential.
  const manage = {
    config: {
      access: "public" as const,
      rateLimit: { max: MANAGE_RATE_LIMIT_MAX, timeWindow: MANAGE_RATE_LIMIT_WINDOW_MS },
    },
  };

  app.get<{ Params: { token: string } }>(
    "/api/subscribers/manage/:token/push",
    manage,
    async (request, reply): Promise<ManagedPush> => {
      reply.header("cache-control", "no-store");
      return managedPush(ctx, request.params.token);
    },
  );

  app.put<{ Params: { token: string } }>(
    "/api/subscribers/manage/:token/push",
    manage,
    async (request, reply): Promise<ManagedPush> => {
      const push = pushSubscriptionSchema.parse(request.body);
      reply.header("cache-control", "no-store");
      return enablePush(ctx, request.params.token, push);
    },
  );

  // The supporter pop-up: the ticket from a new subscription's answer is the credential.
  app.put<{ Params: { ticket: string } }>(
    "/api/push/tickets/:ticket",
    manage,
    async (request, reply): Promise<ManagedPush> => {
      const push = pushSubscriptionSchema.parse(request.body);
      reply.header("cache-control", "no-store");
      return enablePushWithTicket(ctx, request.params.ticket, push);
    },
  );

  app.delete<{ Params: { token: string } }>(
    "/api/subscribers/manage/:token/push",
    manage,
    async (request, reply): Promise<ManagedPush> => {
      reply.header("cache-control", "no-store");
      return disablePush(ctx, request.params.token);
    },
  );
}
