import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import { getPhoto } from "./photos.service";

export async function photoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { id: string } }>(
    "/api/photos/:id",
    { config: { access: "public" } },
    async (request, reply) => {
      const photo = await getPhoto(ctx.database.db, request.params.id, { isStaff: request.staff !== null });
      if (!photo) throw notFound("Photo not found");
      // A photo's content never changes, but whether it is public can (a report denied or taken
      // down): public copies are cached briefly and revalidated by ETag (a cheap 304), and a
      // staff-only photo is never stored by a browser or a shared cache.
      reply.header("etag", `"${request.params.id}"`);
      reply.header(
        "cache-control",
        photo.isPublic ? "public, max-age=600, must-revalidate" : "private, no-store",
      );
      reply.header("vary", "cookie, authorization");
      if (photo.isPublic && request.headers["if-none-match"] === `"${request.params.id}"`)
        return reply.status(304).send();
      reply.header("x-content-type-options", "nosniff");
      return reply.type(photo.contentType).send(photo.data);
    },
  );
}
