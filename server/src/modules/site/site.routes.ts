import type { MapsConfig, SiteConfig } from "@shared/site";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { textPageRoutes } from "./text-page.routes";

export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    "/api/config/site",
    { config: { access: "public" } },
    async (_request, reply): Promise<SiteConfig> => {
      reply.header("cache-control", "public, max-age=300");
      return ctx.config.site;
    },
  );

  // The maps configuration call. The key is for an optional external geocoder and is
  // meant for browsers (restricted by referrer at the provider); empty means "use the bundled gazetteer".
  app.get(
    "/api/config/maps",
    { config: { access: "public" } },
    async (): Promise<MapsConfig> => ({ apiKey: ctx.config.mapsApiKey }),
  );

  // The alert's text page and its form, in a scope of their own: they read form posts and
  // answer errors as pages.
  await app.register(async (scope) => textPageRoutes(scope, ctx));
}
