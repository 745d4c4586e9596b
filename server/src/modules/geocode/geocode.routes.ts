import { geocodeReverseQuerySchema, geocodeSearchQuerySchema, type PlaceSuggestion } from "@shared/geocode";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { describePoint, suggestPlaces } from "./geocode.service";

export async function geocodeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    "/api/geocode/search",
    { config: { access: "public", rateLimit: { max: 120, timeWindow: "1 minute" } } },
    async (request, reply): Promise<PlaceSuggestion[]> => {
      const { q } = geocodeSearchQuerySchema.parse(request.query);
      reply.header("cache-control", "public, max-age=3600");
      return suggestPlaces(q, ctx.config.geocoderUrl);
    },
  );

  app.get(
    "/api/geocode/reverse",
    { config: { access: "public", rateLimit: { max: 120, timeWindow: "1 minute" } } },
    async (request): Promise<{ place: PlaceSuggestion | null }> => {
      const { lat, lng } = geocodeReverseQuerySchema.parse(request.query);
      return { place: describePoint(lat, lng) };
    },
  );
}
