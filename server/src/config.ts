import { isIP } from "node:net";
import { resolve } from "node:path";
import type { SiteConfig } from "@shared/site";
import { z } from "zod";
import {
  type NotificationsConfig,
  notificationEnvShape,
  notificationsConfigFrom,
} from "./notifications/config";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : ["true", "1", "yes"].includes(v)));

/** An empty variable (`METRICS_PORT=` in an env file) means unset, not "" or port 0. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema);

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d{1,3}$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which X-Forwarded-For hops to believe (Fastify's trustProxy). A number of proxy
 * hops in front of the server (1 behind one load balancer), or the proxies' addresses/CIDRs
 * (comma-separated, also loopback, linklocal, uniquelocal). `true` trusts every hop, so a
 * visitor can choose their own address by sending X-Forwarded-For: allowed, warned about at
 * start, never advised. Empty, false or 0: the socket's address.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): boolean | number | string[] => {
    const value = (raw ?? "").trim().toLowerCase();
    if (["", "false", "no", "0"].includes(value)) return false;
    if (["true", "yes"].includes(value)) return true;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((e) => e.trim())
      .filter((e) => e !== "");
    const wrong = entries.find((e) => !isProxyAddress(e));
    if (wrong !== undefined || entries.length === 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be a number of proxy hops (e.g. 1) or proxy addresses/CIDRs separated by commas${wrong ? ` ("${wrong}" is neither)` : ""}`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  /** SMTP_*, TWILIO_*, NOTIFY_*, DISPATCH_*: see server/src/notifications/config.ts. */
  ...notificationEnvShape,
  NODE_ENV: z.string().default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** PostgreSQL server; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("./data"),
  /** The built client to serve (default dist/client). */
  CLIENT_DIR: z.string().optional(),
  /** Load the Guyanese demo data set into an empty database on start (default: on for the embedded database). */
  DEMO_DATA: flag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Public origin of the site: links in notifications and share buttons, the WebSocket and
   * staff-request origin checks. Unset: http://localhost:{PORT}, the origin the server serves on
   * this machine (warned about on a public HOST).
   */
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: trustProxySetting,
  /** On SIGTERM/SIGINT: how long requests in progress may take to finish before the process exits anyway. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(10),

  SITE_BRAND_NAME: z.string().min(1).default("Hope Alert"),
  SITE_EMERGENCY_PHONE: z.string().min(1).default("911"),
  SITE_WHATSAPP_NUMBER: z.string().min(1).default("+5926000000"),
  SITE_MEMORIAL_NAME: z.string().min(1).default("Hope"),
  SITE_MEMORIAL_STORY: z
    .string()
    .min(1)
    .default(
      "Hope was eleven when she walked to the shop near her home on the East Bank of Demerara and did not come back. " +
        "Her family searched for days, going door to door with a photograph, while word spread slowly from one phone to the next. " +
        "By the time most neighbours heard, the first hours had passed. " +
        "This service carries her name so that the next family does not search alone: when a child goes missing, " +
        "everyone nearby knows within minutes.",
    ),
  SITE_CONTEST_PRIZE: z.string().min(1).default("$1,000 USD"),
  SITE_CONTEST_END_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "SITE_CONTEST_END_DATE must be YYYY-MM-DD")
    .default("2025-06-30"),
  SITE_FACEBOOK_URL: z.string().url().default("https://www.facebook.com/"),
  SITE_TWITTER_URL: z.string().url().default("https://twitter.com/"),
  SITE_INSTAGRAM_URL: z.string().url().default("https://www.instagram.com/"),
  MAP_TILE_URL: z.string().default("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_TILE_ATTRIBUTION: z.string().default("&copy; OpenStreetMap contributors"),
  /** Optional key for an external geocoder; without it address suggestions use the bundled gazetteer. */
  MAPS_API_KEY: z.string().default(""),
  /** Optional Nominatim-compatible geocoder (…/search?format=jsonv2&q=); its results are added to the gazetteer's. */
  GEOCODER_URL: z.string().url().optional(),

  /** Staff sign-in: how long an admin session cookie lasts. */
  STAFF_SESSION_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  /** How long a moderator dashboard unlock (in-memory token) lasts. */
  MODERATOR_UNLOCK_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(120),
  /** Wrong passwords or access codes allowed per address (and per username) before a lockout. */
  STAFF_MAX_FAILED_ATTEMPTS: z.coerce.number().int().positive().default(10),
  STAFF_LOCKOUT_MINUTES: z.coerce.number().positive().default(15),
  /** Username of the admin created on first start when there is none. */
  BOOTSTRAP_ADMIN_USERNAME: z.string().trim().toLowerCase().min(2).default("admin"),
  /** A known password for that first admin (tests, automated installs); unset means a random one, printed once. */
  BOOTSTRAP_ADMIN_PASSWORD: z
    .string()
    .min(12, "BOOTSTRAP_ADMIN_PASSWORD must be at least 12 characters")
    .optional(),

  /** Chat messages one client address may post per minute before getting 429. */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** How often the WebSocket hub pings each socket; a socket that missed the last ping is dropped. */
  WS_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  /** Open WebSocket connections one client address may hold on one instance (carrier NAT puts many phones behind one address). */
  WS_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /** New WebSocket connections one client address may open per minute, counted across every instance. */
  WS_CONNECTIONS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** A text to our numbers from one we sent an alert within this many hours is a reply: a pending sighting of it. */
  REPLY_WINDOW_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(72),
  /** Days after a found person's case is closed before its public record keeps only the first name and dates. */
  CASE_REDACT_AFTER_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  /** Days after a case is closed before staff's full record is purged (photos included). */
  CASE_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(365),
  /** Days without an update after which a verified alert is flagged for a "still missing?" check. */
  CASE_STALE_AFTER_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** How often each instance runs the redaction and purge job (one instance at a time does the work). */
  CASE_JOB_INTERVAL_MINUTES: z.coerce.number().positive().max(1440).default(60),
  /** How long a CAP message (the Atom feed's alerts) stays in force after it is sent; each Update starts it again. */
  CAP_EXPIRES_DAYS: z.coerce.number().positive().max(365).default(7),
  /** Where a case that needs a police confirmation sends its single-use confirmation link (unset: none is sent). */
  POLICE_CONFIRMATION_EMAIL: unsetWhenEmpty(
    z.string().trim().email("POLICE_CONFIRMATION_EMAIL must be an e-mail address").optional(),
  ),
  /** Hours a police confirmation link stays valid (it works once). */
  POLICE_LINK_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(72),
  /** Run the search-area scheduler in this process (every instance may: each step runs once). Default on. */
  SCHEDULER_ENABLED: flag,
  /** The scheduler's longest sleep without looking for due steps (it wakes earlier for its own). */
  SCHEDULER_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  /** Outbox rows a search-area step queues per transaction (its nearest new recipients first). */
  SCHEDULER_BATCH_ROWS: z.coerce.number().int().min(1).max(100_000).default(1000),

  /**
   * GET /metrics (Prometheus) is off unless one of these is set. METRICS_TOKEN: scrapes must send
   * it as a Bearer token. METRICS_PORT: /metrics is served only on that port (on METRICS_HOST),
   * never on the public one; with both, the internal port asks for the token too.
   */
  METRICS_TOKEN: unsetWhenEmpty(
    z
      .string()
      .min(16, "METRICS_TOKEN must be at least 16 characters")
      .regex(/^\S+$/, "METRICS_TOKEN must not contain spaces")
      .optional(),
  ),
  METRICS_PORT: unsetWhenEmpty(z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: string;
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  clientDir: string | undefined;
  demoData: boolean;
  logLevel: Env["LOG_LEVEL"];
  publicUrl: string;
  /** False when PUBLIC_URL was not set and publicUrl is this machine's http://localhost:{PORT}. */
  publicUrlConfigured: boolean;
  /** Fastify trustProxy: false, true (every hop: warned), a hop count, or proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** SHUTDOWN_DRAIN_SECONDS in milliseconds. */
  shutdownDrainMs: number;
  mapsApiKey: string;
  geocoderUrl: string | undefined;
  site: SiteConfig;
  staff: StaffConfig;
  chat: { rateLimitPerMinute: number };
  realtime: { heartbeatMs: number; maxConnectionsPerAddress: number; connectionsPerMinute: number };
  notifications: NotificationsConfig;
  /** REPLY_WINDOW_HOURS: how long after an alert text a reply to it becomes a sighting. */
  replyWindowHours: number;
  /** The end of a case: redaction, purge and stale-case delays (modules/alerts/lifecycle). */
  cases: { redactAfterDays: number; retentionDays: number; staleAfterDays: number; jobIntervalMs: number };
  /** CAP 1.2 feed: days from a message's sent time to its expires. */
  cap: { expiresDays: number };
  /** Police confirmation links: the address they are e-mailed to (null: none is sent) and how long they last. */
  police: { confirmationEmail: string | null; linkHours: number };
  /** The search area's scheduler (modules/alerts/area.scheduler.ts). */
  scheduler: { enabled: boolean; pollMs: number; batchRows: number };
  metrics: MetricsConfig;
}

/** Prometheus metrics (server/src/metrics): enabled by a token, an internal port, or both. */
export interface MetricsConfig {
  enabled: boolean;
  /** Bearer token a scrape must send; undefined: none asked (only with an internal port). */
  token: string | undefined;
  /** Serve /metrics on this port only (0: any free port); undefined: on the app's own port. */
  port: number | undefined;
  host: string;
}

export interface StaffConfig {
  sessionHours: number;
  unlockMinutes: number;
  maxFailedAttempts: number;
  lockoutMinutes: number;
  bootstrapAdminUsername: string;
  bootstrapAdminPassword: string | undefined;
}

/** Whether the server listens only on this machine (then http://localhost links are right). */
export function isLoopbackHost(host: string): boolean {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}

/**
 * Fills process.env from an env file (`.env` in the working directory), when there is one. A
 * variable the environment already sets, even to "", keeps its value: the environment wins.
 */
export function loadEnvFile(path = ".env"): void {
  try {
    process.loadEnvFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

/** The configuration from `source`; by default the environment, filled in from `.env`. */
export function loadConfig(source?: Record<string, string | undefined>): Config {
  if (source === undefined) loadEnvFile();
  const parsed = envSchema.safeParse(source ?? process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  // Links in notifications and share buttons must reach this server: without PUBLIC_URL, the
  // origin it actually serves on this machine (the port included), not a fixed :5000.
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    // The static file server needs an absolute path; a relative one is taken from the working directory.
    clientDir: e.CLIENT_DIR ? resolve(e.CLIENT_DIR) : undefined,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    publicUrl,
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    trustProxy: e.TRUST_PROXY,
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    mapsApiKey: e.MAPS_API_KEY,
    geocoderUrl: e.GEOCODER_URL,
    notifications: notificationsConfigFrom(e, publicUrl),
    replyWindowHours: e.REPLY_WINDOW_HOURS,
    staff: {
      sessionHours: e.STAFF_SESSION_HOURS,
      unlockMinutes: e.MODERATOR_UNLOCK_MINUTES,
      maxFailedAttempts: e.STAFF_MAX_FAILED_ATTEMPTS,
      lockoutMinutes: e.STAFF_LOCKOUT_MINUTES,
      bootstrapAdminUsername: e.BOOTSTRAP_ADMIN_USERNAME,
      bootstrapAdminPassword: e.BOOTSTRAP_ADMIN_PASSWORD || undefined,
    },
    chat: { rateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE },
    realtime: {
      heartbeatMs: Math.round(e.WS_HEARTBEAT_SECONDS * 1000),
      maxConnectionsPerAddress: e.WS_MAX_CONNECTIONS_PER_ADDRESS,
      connectionsPerMinute: e.WS_CONNECTIONS_PER_MINUTE,
    },
    cap: { expiresDays: e.CAP_EXPIRES_DAYS },
    police: { confirmationEmail: e.POLICE_CONFIRMATION_EMAIL ?? null, linkHours: e.POLICE_LINK_HOURS },
    scheduler: {
      enabled: e.SCHEDULER_ENABLED ?? true,
      pollMs: Math.round(e.SCHEDULER_POLL_SECONDS * 1000),
      batchRows: e.SCHEDULER_BATCH_ROWS,
    },
    metrics: {
      enabled: e.METRICS_TOKEN !== undefined || e.METRICS_PORT !== undefined,
      token: e.METRICS_TOKEN,
      port: e.METRICS_PORT,
      host: e.METRICS_HOST,
    },
    cases: {
      redactAfterDays: e.CASE_REDACT_AFTER_DAYS,
      retentionDays: e.CASE_RETENTION_DAYS,
      staleAfterDays: e.CASE_STALE_AFTER_DAYS,
      jobIntervalMs: e.CASE_JOB_INTERVAL_MINUTES * 60_000,
    },
    site: {
      brandName: e.SITE_BRAND_NAME,
      emergencyPhone: e.SITE_EMERGENCY_PHONE,
      whatsappBusinessNumber: e.SITE_WHATSAPP_NUMBER,
      memorialName: e.SITE_MEMORIAL_NAME,
      memorialStory: e.SITE_MEMORIAL_STORY,
      contestPrize: e.SITE_CONTEST_PRIZE,
      contestEndDate: e.SITE_CONTEST_END_DATE,
      publicUrl,
      facebookUrl: e.SITE_FACEBOOK_URL,
      twitterUrl: e.SITE_TWITTER_URL,
      instagramUrl: e.SITE_INSTAGRAM_URL,
      mapTileUrl: e.MAP_TILE_URL,
      mapTileAttribution: e.MAP_TILE_ATTRIBUTION,
    },
  };
}
