import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { ATOM_CONTENT_TYPE, CAP_CONTENT_TYPE } from "./cap.format";
import { getCapFeedXml, getCapMessageXml } from "./cap.service";

/**
 * CAP 1.2 messages and the Atom feed of current public alerts, for alert
 * aggregators and broadcasters. Public: they carry only what the public alert page shows.
 * Every answer is a string, so the app's ETag hook answers a matching If-None-Match with 304.
 */
export async function capRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/cap/alerts.atom", { config: { access: "public" } }, async (_request, reply) => {
    const xml = await getCapFeedXml(ctx);
    return reply
      .header("cache-control", "public, no-cache")
      .type(`${ATOM_CONTENT_TYPE}; charset=utf-8`)
      .send(xml);
  });

  app.get<{ Params: { file: string } }>(
    "/api/cap/messages/:file",
    { config: { access: "public" } },
    async (request, reply) => {
      const xml = await getCapMessageXml(ctx, request.params.file);
      return reply
        .header("cache-control", "public, no-cache")
        .type(`${CAP_CONTENT_TYPE}; charset=utf-8`)
        .send(xml);
    },
  );
}
