import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import { getPhoto, photoAccess } from "./photos.service";

export async function photoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { id: string } }>(
    "/api/photos/:id",
    { config: { access: "public" } },
    async (request, reply) => {
      const { id } = request.params;
      const access = await photoAccess(ctx.database.db, id, { isStaff: request.staff !== null });
      if (!access) throw notFound("Photo not found");
      // A photo's content never changes, but whether it is public can (a report denied or taken
      // down): public copies are cached briefly and revalidated by ETag, and a staff-only photo
      // is never stored by a browser or a shared cache.
      const etag = `"${id}"`;
      reply.header("etag", etag);
      reply.header(
        "cache-control",
        access.isPublic ? "public, max-age=600, must-revalidate" : "private, no-store",
      );
      reply.header("vary", "cookie, authorization");
      // A revalidation is answered before the photo's bytes are read from the database.
      if (access.isPublic && request.headers["if-none-match"] === etag) return reply.status(304).send();
      const photo = await getPhoto(ctx.database.db, id);
      if (!photo) throw notFound("Photo not found");
      reply.header("x-content-type-options", "nosniff");
      return reply.type(photo.contentType).send(photo.data);
    },
  );
}
