import type { FastifyInstance } from "fastify";
import {
  createSubscriberInputSchema,
  listSubscribersQuerySchema,
  type PublicSubscriber,
  RECENT_SUPPORTERS_DEFAULT,
  SUBSCRIBE_RATE_LIMIT_MAX,
  SUBSCRIBE_RATE_LIMIT_WINDOW_MS,
  type SubscriberCount,
  type UnsubscribeResult,
  unsubscribeInputSchema,
} from "../../../../shared/subscribers";
import type { AppContext } from "../../context";
import { SubscribersService } from "./subscribers.service";

export async function subscriberRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = new SubscribersService(ctx);
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
    async (request, reply): Promise<PublicSubscriber> => {
      const input = createSubscriberInputSchema.parse(request.body);
      const subscriber = await service.subscribe(input);
      reply.status(201);
      return subscriber;
    },
  );

  app.get(
    "/api/subscribers/count",
    { config: { access: "public" } },
    async (_request, reply): Promise<SubscriberCount> => {
      reply.header("cache-control", "no-cache");
      return { count: await service.count() };
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
    { config: { access: "public" } },
    async (request): Promise<UnsubscribeResult> => {
      const { token } = unsubscribeInputSchema.parse(request.body);
      await service.unsubscribe(token);
      return { status: "unsubscribed" };
    },
  );
}
