import { PHOTO_FORMATS, PHOTO_WIDTHS } from "@shared/photos";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import { hasAccess } from "../../http/access";
import { photoVariant, variantTag } from "./photo-variants";
import { getPhoto, photoAccess } from "./photos.service";

// ?w=400|800 and ?format=webp|jpeg, each optional; anything else is a 400 naming the parameter.
const photoQuerySchema = z.strictObject({
  w: z
    .enum(PHOTO_WIDTHS.map(String) as [string, ...string[]], {
      error: `must be one of ${PHOTO_WIDTHS.join(", ")}`,
    })
    .transform((w) => Number(w) as (typeof PHOTO_WIDTHS)[number])
    .optional(),
  format: z.enum(PHOTO_FORMATS, { error: `must be one of ${PHOTO_FORMATS.join(", ")}` }).optional(),
});

export async function photoRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { id: string } }>(
    "/api/photos/:id",
    { config: { access: "public" } },
    async (request, reply) => {
      const { id } = request.params;
      const query = photoQuerySchema.parse(request.query);
      const variant = { width: query.w, format: query.format };
      const access = await photoAccess(ctx.database.db, id, {
        isStaff: hasAccess(request.staff, "moderator"),
      });
      if (!access) throw notFound("Photo not found");
      // A photo's content never changes, but whether it is public can (a report denied or taken
      // down): public copies are cached briefly and revalidated by ETag, and a staff-only photo
      // is never stored by a browser or a shared cache. Each size and format has its own ETag.
      const tag = variantTag(variant);
      const etag = tag ? `"${id}.${tag}"` : `"${id}"`;
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
      const served = await photoVariant(id, photo, variant);
      reply.header("x-content-type-options", "nosniff");
      return reply.type(served.contentType).send(served.data);
    },
  );
}
