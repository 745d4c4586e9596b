import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { Language } from "@shared/languages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { COMPRESS_THRESHOLD_BYTES } from "./cached-json";
import { requestLanguage, withHtmlLang } from "./language";

/** The service worker the build writes (vite.config.ts, vite-plugin-pwa). */
export const SERVICE_WORKER_FILE = "sw.js";

/**
 * Hashed bundles never change. The service worker and the web app manifest are re-checked on
 * every use, so a deploy reaches installed phones at once (the worker then updates the app,
 * docs/decisions/009-offline-pwa.md). Everything else is re-checked within the hour.
 */
export function cacheControlFor(clientDir: string, path: string): string {
  if (path.startsWith(join(clientDir, "assets"))) return "public, max-age=31536000, immutable";
  if (path === join(clientDir, SERVICE_WORKER_FILE) || path.endsWith(".webmanifest")) return "no-cache";
  return "public, max-age=3600";
}

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a weight above zero). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  // The negotiator @fastify/compress itself uses.
  return negotiate(value, ["gzip"]) === "gzip";
}

export interface ServeClientOptions {
  /**
   * Rewrites index.html before it is sent (the composition root hands in the site module's
   * renderer: site configuration for the first paint, the brand in <title>).
   */
  renderIndex?: (html: string) => string;
  /**
   * Finishes one response's HTML from the rendered index: the composition root hands in the
   * site module's page renderer (the page's title and link-preview tags, which depend on the
   * URL and, for an alert page, on the alert) in the request's language.
   */
  renderPage?: (indexHtml: string, path: string, search: string, language: Language) => Promise<string>;
  /**
   * Another address for this request's page, or null (the site module sends an alert page asked
   * for with Save-Data to its text version), and the request headers that choice reads (Vary).
   */
  redirectPage?: {
    to: (request: FastifyRequest, path: string, search: string) => string | null;
    vary: string[];
  };
}

/**
 * Serves the built client: hashed assets cached for a year, index.html never cached, and
 * the SPA's index.html for any other GET that a browser makes (client routes and the 404 screen).
 * Every HTML response (/, /index.html and the fallback) is index.html through `renderIndex`.
 */
export async function serveClient(
  app: FastifyInstance,
  clientDir: string,
  options: ServeClientOptions = {},
): Promise<void> {
  const indexFile = join(clientDir, "index.html");
  const hasClient = existsSync(indexFile);
  const renderIndex = options.renderIndex ?? ((html: string) => html);
  const renderPage = options.renderPage ?? (async (html: string) => html);
  const redirectVary = [...new Set(options.redirectPage?.vary ?? [])].join(", ");
  const pageVary = [
    ...new Set(["accept-encoding", "accept-language", "cookie", ...(options.redirectPage?.vary ?? [])]),
  ].join(", ");
  // Rendered once per build of index.html (a rebuild in place is picked up by its mtime).
  let cached: { mtimeMs: number; html: string } | undefined;
  const indexHtml = (): string => {
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: renderIndex(readFileSync(indexFile, "utf8")) };
    return cached.html;
  };

  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (vite.config.ts): sent as they are, never compressed
      // per request.
      preCompressed: true,
      // index.html itself goes through the fallback below, so it is always the rendered one.
      allowedPath: (path) => path !== "/index.html",
      setHeaders(res, path) {
        res.header("cache-control", cacheControlFor(clientDir, path));
        // The browser refuses a service worker script served as anything but JavaScript.
        if (path === join(clientDir, SERVICE_WORKER_FILE))
          res.header("content-type", "text/javascript; charset=utf-8");
        if (path.endsWith(".webmanifest"))
          res.header("content-type", "application/manifest+json; charset=utf-8");
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [path = "", search = ""] = request.url.split(/\?(.*)/s);
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
    // index.html must be re-checked so a deploy (and a changed configuration) reaches every phone.
    reply.header("cache-control", "no-cache");
    const redirect = options.redirectPage?.to(request, path, search);
    if (redirect) return reply.header("vary", redirectVary).redirect(redirect, 302);
    const language = requestLanguage(request);
    const html = withHtmlLang(await renderPage(indexHtml(), path, search, language), language);
    // The page is in the language of the `lang` cookie or of Accept-Language.
    reply.type("text/html; charset=utf-8").header("vary", pageVary);
    // The not-found handler is outside @fastify/compress's routes, so the page is gzipped here:
    // a phone on a metered connection loads it on every visit, and it compresses well.
    if (html.length >= COMPRESS_THRESHOLD_BYTES && acceptsGzip(request.headers["accept-encoding"]))
      return reply.header("content-encoding", "gzip").send(gzipSync(html));
    return reply.send(html);
  });
}
