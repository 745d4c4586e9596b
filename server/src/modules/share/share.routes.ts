import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { SENDS_OWN_ENCODING } from "../../http/cached-json";
import { positiveIdParam } from "../../http/request";
import { getShareFile, type ShareKind } from "./share.service";

/**
 * Public files are cached briefly (a card is fetched by every chat app a link is pasted in)
 * and revalidated by ETag: the ETag changes when the alert does (found, edited), and an alert
 * taken down answers 404 once the copies expire.
 */
const CACHE_CONTROL = "public, max-age=300, must-revalidate";

const FILES: { url: string; kind: ShareKind; disposition: "inline" | "attachment" }[] = [
  { url: "/api/alerts/:id/share-card.jpg", kind: "card", disposition: "inline" },
  { url: "/api/alerts/:id/poster.pdf", kind: "poster-pdf", disposition: "attachment" },
  { url: "/api/alerts/:id/poster.jpg", kind: "poster-image", disposition: "inline" },
];

/** If-None-Match may list several ETags, weak or strong. */
function matches(header: string | undefined, etag: string): boolean {
  return header?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag) === true;
}

/** Share card, poster PDF and portrait share image of a public alert. */
export async function shareRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  for (const { url, kind, disposition } of FILES) {
    // JPEG and PDF gain nothing from compression: the files are sent as rendered.
    app.get<{ Params: { id: string } }>(
      url,
      { config: { access: "public" }, ...SENDS_OWN_ENCODING },
      async (request, reply) => {
        const id = positiveIdParam(request.params.id);
        const file = await getShareFile(ctx, id, kind);
        reply.header("etag", file.etag);
        reply.header("cache-control", CACHE_CONTROL);
        if (matches(request.headers["if-none-match"], file.etag)) return reply.status(304).send();
        const data = await file.load();
        reply.header("content-disposition", `${disposition}; filename="${file.fileName}"`);
        reply.header("x-content-type-options", "nosniff");
        return reply.type(file.contentType).send(data);
      },
    );
  }
}
