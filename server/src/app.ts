import { join } from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyEtag, { fnv1a } from "@fastify/etag";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyWebsocket from "@fastify/websocket";
import { JSON_BODY_LIMIT_BYTES } from "@shared/constants";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import pino from "pino";
import type { Config } from "./config";
import type { AppContext } from "./context";
import type { Database } from "./db/client";
import { databaseRateLimitStore } from "./db/rate-limit-store";
import { DomainEvents } from "./events";
import { installAccessControl } from "./http/access";
import { AccessLog, requestForLog } from "./http/access-log";
import { COMPRESS_THRESHOLD_BYTES } from "./http/cached-json";
import { installErrorHandling } from "./http/error-handler";
import { installJsonParser } from "./http/json-body";
import { installSecurityHeaders } from "./http/security-headers";
import { loadPageRenderer, publicGet } from "./http/server-rendering";
import { serveClient } from "./http/static";
import { installTextGuard } from "./http/text-guard";
import { maskLogCall } from "./log-masking";
import { installRequestMetrics, serveMetrics } from "./metrics/http";
import { createMetrics, type Metrics } from "./metrics/metrics";
import { routeModules } from "./modules";
import { createAreaScheduler } from "./modules/alerts/area.scheduler";
import { caseLifecycleStepsDue, scheduleCaseLifecycle } from "./modules/alerts/lifecycle.service";
import { installStaffIdentification } from "./modules/auth/auth.routes";
import { forgetChatOfAlert, liveChatMessage } from "./modules/chat/chat.service";
import { forgetSightingsOfAlert } from "./modules/sightings/sightings.service";
import { SAVE_DATA_VARY, saveDataRedirect } from "./modules/site/save-data";
import { renderSiteIndexHtml } from "./modules/site/site.html";
import { type PageRendering, renderPageFor } from "./modules/site/site.service";
import { createDispatcher } from "./notifications";
import { projectRoot } from "./project-root";
import { realtimeRoutes } from "./realtime/hub";

export const defaultClientDir = join(projectRoot, "dist/client");

export interface BuildAppOptions {
  config: Config;
  database: Database;
  events?: DomainEvents;
  now?: () => Date;
  /** Where the built client lives; tests of the API alone can leave it absent. */
  clientDir?: string;
  /**
   * Where the server-rendering bundle lives (docs/decisions/018); by default `ssr` beside the
   * client's folder. Without it, pages are rendered by the browser.
   */
  serverRenderDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** Run the notification dispatcher in this app (main.ts does when DISPATCHER_ENABLED; tests may). */
  dispatcher?: boolean;
  /** Run the case lifecycle job (redaction, purge) on a timer; main.ts does, tests call it directly. */
  caseLifecycleJob?: boolean;
  /** Run the search-area scheduler in this app (main.ts does when SCHEDULER_ENABLED; tests may). */
  scheduler?: boolean;
}

export interface App extends FastifyInstance {
  ctx: AppContext;
  /** Prometheus metrics (METRICS_TOKEN or METRICS_PORT), else null. */
  metrics: Metrics | null;
}

function tileOrigins(tileUrl: string): string[] {
  try {
    const url = new URL(tileUrl.replace("{s}.", "a."));
    const host = tileUrl.includes("{s}.") ? url.host.replace(/^a\./, "*.") : url.host;
    return [`${url.protocol}//${host}`];
  } catch {
    return [];
  }
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes a function: hop 0 is the socket's
 * peer (our proxy), so with N hops the client address is the N-th entry from the right of
 * X-Forwarded-For, and whatever a visitor wrote further left is ignored. (This Fastify version
 * trusts nothing for a plain number.)
 */
function trustProxyOption(setting: Config["trustProxy"]): FastifyServerOptions["trustProxy"] {
  if (typeof setting !== "number") return setting;
  const hops = setting;
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole application without listening, so tests can drive it with inject(). */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const ctx: AppContext = {
    config,
    database,
    events: options.events ?? new DomainEvents(),
    now: options.now ?? (() => new Date()),
  };

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // Standard output, written asynchronously: lines logged while a write is under way go out
      // together in the next one, and what waits is written when the process exits.
      stream: pino.destination({ dest: 1, sync: false }),
      // Never log bodies, cookies or authorization headers: they carry personal data and secrets.
      serializers: { req: requestForLog },
      // Nor a manage link or push ticket, wherever a log call's text carries one.
      hooks: { logMethod: maskLogCall },
    },
    // One access-log line per request, when it is answered, instead of Fastify's two.
    logController: new AccessLog(),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
  }) as unknown as App;
  app.decorate("ctx", ctx);

  installErrorHandling(app);
  installJsonParser(app);
  installAccessControl(app, config.publicUrl);
  installTextGuard(app);

  // Off by default; when on, every response is counted under its route pattern (metrics/).
  const metrics = config.metrics.enabled ? createMetrics({ config, database, now: ctx.now }) : null;
  app.decorate("metrics", metrics);
  if (metrics) installRequestMetrics(app, metrics);

  // Helmet's headers, worked out once at start-up rather than per request (http/security-headers.ts).
  await installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Leaflet and React set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...tileOrigins(config.site.mapTileUrl)],
        connectSrc: ["'self'", "ws:", "wss:"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Every string or buffer response carries an ETag and a matching If-None-Match gets 304 with
  // no body: a phone polling the subscriber count, or reopening an alert list it has,
  // pays for headers only. Registered before compression, so the hash is of the JSON itself.
  await app.register(fastifyEtag, { hashFn: fnv1a });
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
  // No hook parsing every request's cookies: the one cookie the server reads is the staff
  // session's, and staff identification parses the header when there is one (reply.setCookie
  // still works).
  await app.register(fastifyCookie, { hook: false });
  // Sets request.staff (session cookie or moderator unlock token) before the access check.
  installStaffIdentification(app, ctx);
  // Per-route limits (config.rateLimit), counted in the database so every instance shares them.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

  for (const module of routeModules) {
    await app.register(async (instance) => module(instance, ctx));
  }

  // GET /ws: chat events pushed to browsers, fanned out across instances (realtime/hub.ts).
  await app.register(async (instance) => {
    const hub = await realtimeRoutes(instance, ctx, { liveChatMessage: (id) => liveChatMessage(ctx, id) });
    metrics?.countWebSocketsWith(() => hub.size);
  });

  if (options.dispatcher) {
    // Sends the notification outbox; woken by domain events, and it polls (notifications/dispatcher.ts).
    const dispatcher = createDispatcher({
      database,
      config,
      events: ctx.events,
      logger: app.log,
      now: ctx.now,
      observer: metrics?.outcomes,
    });
    app.addHook("onReady", async () => dispatcher.start());
    app.addHook("onClose", async () => dispatcher.stop());
  }

  if (options.scheduler) {
    // Grows verified alerts' search areas on time; steps are claimed once across instances (modules/alerts/area.scheduler.ts).
    const scheduler = createAreaScheduler({ ctx, logger: app.log });
    app.addHook("onReady", async () => scheduler.start());
    app.addHook("onClose", async () => scheduler.stop());
  }

  if (options.caseLifecycleJob) {
    // Redacts and purges closed cases on time; an advisory lock lets one instance do it (modules/alerts/lifecycle).
    let job: { stop: () => void } | undefined;
    app.addHook("onReady", async () => {
      job = scheduleCaseLifecycle(ctx, { forgetSightingsOfAlert, forgetChatOfAlert }, app.log);
    });
    app.addHook("onClose", async () => job?.stop());
  }

  // Due steps are counted by every instance, not only the one the job's lock lets work.
  metrics?.registerScheduledJob("case_lifecycle", () => caseLifecycleStepsDue(ctx));
  // GET /metrics: behind METRICS_TOKEN on this port, or only on METRICS_PORT; else a 404.
  serveMetrics(app, metrics, config.metrics);

  // Every HTML response carries the public site configuration for the first paint and its
  // page's title and link-preview tags, and a public page its content (modules/site).
  const clientDir = options.clientDir ?? defaultClientDir;
  const rendering: PageRendering = {
    renderer: await loadPageRenderer(options.serverRenderDir ?? join(clientDir, "..", "ssr"), publicGet(app)),
    onFailure: (error, path) => app.log.error({ err: error, path }, "page not server-rendered"),
  };
  await serveClient(app, clientDir, {
    renderIndex: (html) => renderSiteIndexHtml(html, config.site),
    renderPage: (html, path, search, language) =>
      renderPageFor(ctx, html, { path, search, language }, rendering),
    redirectPage: { to: saveDataRedirect, vary: SAVE_DATA_VARY },
  });
  return app;
}
