import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached, and
 * the SPA's index.html for any other GET that a browser makes (client routes and the 404 screen).
 */
export async function serveClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = join(clientDir, "index.html");
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        // Hashed bundles never change; index.html must be re-checked so a deploy reaches every phone.
        const cacheControl = path.startsWith(join(clientDir, "assets"))
          ? "public, max-age=31536000, immutable"
          : path.endsWith("index.html")
            ? "no-cache"
            : "public, max-age=3600";
        res.header("cache-control", cacheControl);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (request.method !== "GET" || path.startsWith("/api/") || path === "/api" || path === "/ws") {
      return reply.status(404).send({ message: `No route for ${request.method} ${path}` });
    }
    // Unknown file-like paths under /assets are real 404s, not the app.
    if (path.startsWith("/assets/")) return reply.status(404).send({ message: "Not found" });
    if (!hasClient) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The client has not been built. Run `npm run build` (npm start does this for you).");
    }
    reply.header("cache-control", "no-cache");
    return reply.type("text/html").sendFile("index.html");
  });
}
