import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import { getPhoto } from "./photos.service";

export async function photoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { id: string } }>(
    "/api/photos/:id",
    { config: { access: "public" } },
    async (request, reply) => {
      const photo = await getPhoto(ctx.database.db, request.params.id);
      if (!photo) throw notFound("Photo not found");
      // Photo ids are random and content never changes: cache hard.
      reply.header("cache-control", "public, max-age=31536000, immutable");
      reply.header("x-content-type-options", "nosniff");
      return reply.type(photo.contentType).send(photo.data);
    },
  );
}
