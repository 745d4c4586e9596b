import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { MetricsConfig } from "../config";
import { loggableError } from "../db/loggable-error";
import { notFound, unauthorized } from "../errors";
import { bearerToken, bearerTokenOf } from "../http/request";
import type { Metrics } from "./metrics";

// Counting requests, and serving GET /metrics: on the app's own port behind a Bearer token, or
// on an internal port of its own (METRICS_PORT), where the token is asked too when one is set.

/**
 * The route label of a request answered by the fallback (no route of its own): the pages
 * rendered from index.html and unknown paths. Never the URL itself: some URLs carry a
 * subscriber's token, and every distinct URL would become a series of its own.
 */
export const FALLBACK_ROUTE = "(fallback)";

/** Observes every response's latency under its method, route pattern and status code. */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  // The labelled child is looked up once per (method, route, status), not hashed per request.
  const children = new Map<string, { observe(seconds: number): void }>();
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? FALLBACK_ROUTE;
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = metrics.requestDuration.labels({
        method: request.method,
        route,
        status_code: String(reply.statusCode),
      });
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether the scrape carries the token (compared in constant time); true when none is asked. */
export function scrapeAllowed(given: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const TOKEN_REQUIRED = "A valid metrics token is required (Authorization: Bearer ...)";

/**
 * Serves /metrics as configured: on the app's port (the route is outside /api, so it declares
 * no staff access level: the metrics token is its own credential), or on the internal port,
 * opened when the app is ready and closed with it. Where they are not served, the app's
 * /metrics is a 404 (not the page fallback).
 */
export function serveMetrics(app: FastifyInstance, metrics: Metrics | null, config: MetricsConfig): void {
  if (!metrics || config.port !== undefined) {
    app.get("/metrics", async () => {
      throw notFound("Metrics are not served on this port");
    });
  }
  if (!metrics) return;
  if (config.port === undefined) {
    app.get("/metrics", async (request, reply) => {
      if (!scrapeAllowed(bearerToken(request), config.token)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw unauthorized(TOKEN_REQUIRED);
      }
      reply.header("cache-control", "no-store").type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
    return;
  }
  const server = createServer((req, res) => void answerScrape(req, res, metrics, config.token, app.log));
  app.addHook("onReady", async () => {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => {
        server.off("error", reject);
        resolve();
      });
    });
    const { address, port } = server.address() as AddressInfo;
    metrics.internalUrl = `http://${address.includes(":") ? `[${address}]` : address}:${port}/metrics`;
    app.log.info({ url: metrics.internalUrl }, "metrics served on the internal port");
  });
  app.addHook("onClose", async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify({ message }));
}

/** The internal port's one answer: GET /metrics, with the token when one is set. */
async function answerScrape(
  req: IncomingMessage,
  res: ServerResponse,
  metrics: Metrics,
  token: string | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const path = (req.url ?? "").split("?")[0];
  if (path !== "/metrics") return sendJson(res, 404, "Not found: metrics are at /metrics");
  if (req.method !== "GET" && req.method !== "HEAD")
    return sendJson(res, 405, "Method not allowed", { allow: "GET, HEAD" });
  if (!scrapeAllowed(bearerTokenOf(req.headers.authorization), token))
    return sendJson(res, 401, TOKEN_REQUIRED, { "www-authenticate": 'Bearer realm="metrics"' });
  try {
    const body = await metrics.registry.metrics();
    res.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : body);
  } catch (error) {
    log.error({ err: loggableError(error) }, "metrics scrape failed");
    sendJson(res, 500, "The metrics could not be collected");
  }
}
