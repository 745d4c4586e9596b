import type { ChannelProviderState, ProvidersResponse, ProviderTestRequest } from "@shared/provider-tests";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { unauthorized } from "../../errors";
import { providerStates, sendProviderTest } from "./provider-tests.service";

/**
 * A test costs a real message: a few in ten minutes are plenty for checking a provider. Counted
 * once the caller is known to be an admin (after the access check), so refused calls cost
 * nothing and count for nobody.
 */
export const PROVIDER_TEST_RATE_LIMIT = { max: 10, timeWindow: "10 minutes", hook: "preHandler" as const };

export async function providerTestRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/admin/providers", { config: { access: "admin" } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    return providerStates(ctx) satisfies Promise<ProvidersResponse>;
  });

  app.post<{ Params: { channel: string }; Body: ProviderTestRequest }>(
    "/api/admin/providers/:channel/test",
    { config: { access: "admin", rateLimit: PROVIDER_TEST_RATE_LIMIT } },
    async (request, reply): Promise<ChannelProviderState> => {
      if (!request.staff) throw unauthorized();
      reply.header("cache-control", "no-store");
      return sendProviderTest(
        ctx,
        request.params.channel,
        request.body ?? {},
        { staffId: request.staff.id, ip: request.ip ?? null },
        app.log,
      );
    },
  );
}
