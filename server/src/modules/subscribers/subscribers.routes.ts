import {
  type DeletedSubscription,
  MANAGE_RATE_LIMIT_MAX,
  MANAGE_RATE_LIMIT_WINDOW_MS,
  RECENT_SUPPORTERS_DEFAULT,
  SUBSCRIBE_RATE_LIMIT_MAX,
  SUBSCRIBE_RATE_LIMIT_WINDOW_MS,
} from "@shared/subscribers";
import {
  createSubscriberInputSchema,
  listSubscribersQuerySchema,
  type ManagedSubscription,
  type PublicSubscriber,
  type SubscribeResult,
  type SubscriberCount,
  type UnsubscribeResult,
  unsubscribeInputSchema,
  updateSubscriptionInputSchema,
} from "@shared/subscribers.schema";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { SENDS_OWN_ENCODING, sendCachedJson } from "../../http/cached-json";
import { deleteSubscriberData, managedSubscription, updateManagedSubscription } from "./manage.service";
import { SubscribersService } from "./subscribers.service";

export async function subscriberRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = new SubscribersService(ctx, app.log);
  app.addHook("onClose", async () => service.dispose());

  app.post(
    "/api/subscribers",
    {
      config: {
        access: "public",
        // Per client address: stops one script filling the list, not a family sharing a phone.
        rateLimit: { max: SUBSCRIBE_RATE_LIMIT_MAX, timeWindow: SUBSCRIBE_RATE_LIMIT_WINDOW_MS },
      },
    },
    async (request, reply): Promise<SubscribeResult> => {
      const input = createSubscriberInputSchema.parse(request.body);
      const result = await service.subscribe(input);
      reply.status(201);
      return result;
    },
  );

  app.get(
    "/api/subscribers/count",
    { config: { access: "public" }, ...SENDS_OWN_ENCODING },
    async (request, reply) => {
      reply.header("cache-control", "no-cache");
      const count: SubscriberCount = await service.count();
      return sendCachedJson(request, reply, count, () => count);
    },
  );

  app.get(
    "/api/subscribers",
    { config: { access: "public" } },
    async (request, reply): Promise<PublicSubscriber[]> => {
      const { limit } = listSubscribersQuerySchema.parse(request.query);
      reply.header("cache-control", "no-cache");
      return service.recent(limit ?? RECENT_SUPPORTERS_DEFAULT);
    },
  );

  app.post(
    "/api/subscribers/unsubscribe",
    // Tokens are 192 random bits; the limit makes guessing them pointless all the same.
    {
      config: {
        access: "public",
        rateLimit: { max: MANAGE_RATE_LIMIT_MAX, timeWindow: MANAGE_RATE_LIMIT_WINDOW_MS },
      },
    },
    async (request): Promise<UnsubscribeResult> => {
      const { token } = unsubscribeInputSchema.parse(request.body);
      await service.unsubscribe(token);
      return { status: "unsubscribed" };
    },
  );

  // "Manage my alerts": the link's token is the credential (it is only ever sent to the contact
  // on file). The link may be forwarded, so contacts come back masked.
  const manage = {
    config: {
      access: "public" as const,
      rateLimit: { max: MANAGE_RATE_LIMIT_MAX, timeWindow: MANAGE_RATE_LIMIT_WINDOW_MS },
    },
  };

  app.get<{ Params: { token: string } }>(
    "/api/subscribers/manage/:token",
    manage,
    async (request, reply): Promise<ManagedSubscription> => {
      reply.header("cache-control", "no-store");
      return managedSubscription(ctx, request.params.token);
    },
  );

  app.patch<{ Params: { token: string } }>(
    "/api/subscribers/manage/:token",
    manage,
    async (request, reply): Promise<ManagedSubscription> => {
      const input = updateSubscriptionInputSchema.parse(request.body);
      reply.header("cache-control", "no-store");
      return updateManagedSubscription(ctx, request.params.token, input);
    },
  );

  // "Delete my data": the same link is the credential; the subscriber and their photo go.
  app.delete<{ Params: { token: string } }>(
    "/api/subscribers/manage/:token",
    manage,
    async (request, reply): Promise<DeletedSubscription> => {
      reply.header("cache-control", "no-store");
      await deleteSubscriberData(ctx, request.params.token);
      return { status: "deleted" };
    },
  );
}
