import { z } from "zod";

// Environment variables of the notification engine. server/src/config.ts spreads this shape
// into the one environment schema, so a wrong value stops the server naming the variable.

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const contentSid = optionalText.refine((v) => v === undefined || /^HX[0-9a-fA-F]{32}$/.test(v), {
  message: "must be a Twilio Content SID: HX followed by 32 hexadecimal characters",
});

const perSecond = (fallback: number) => z.coerce.number().min(0).max(100_000).default(fallback);

const flag = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["true", "1", "yes"].includes(v)));

// Chromium-based browsers hand out endpoints on fcm.googleapis.com and, in current versions,
// on Google's jmtNN.google.com hosts (Chromium builds the endpoint itself from its FCM token).
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "*.google.com",
  "*.push.services.mozilla.com",
  "*.notify.windows.com",
  "*.push.apple.com",
];

const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]([a-z0-9-]*[a-z0-9])?$/;

const pushServiceHosts = z
  .string()
  .optional()
  .transform((raw, ctx): string[] => {
    const entries = (raw ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e !== "");
    if (entries.length === 0) return DEFAULT_PUSH_SERVICE_HOSTS;
    // Dotted host names whose last label starts with a letter: no IP literal, no single-label name.
    const wrong = entries.find((e) => !HOST_PATTERN.test(e));
    if (wrong !== undefined) {
      ctx.addIssue({
        code: "custom",
        message: `must be host names or *.domain entries separated by commas ("${wrong}" is neither)`,
      });
      return z.NEVER;
    }
    return entries;
  });

const GATEWAY_PHONE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$/;

const gatewayPhone = z.object({
  /** Recorded with every SMS the phone carries; default phone-1, phone-2 ... in list order. */
  name: z.string().regex(GATEWAY_PHONE_NAME, "must be 1-40 letters, digits, '.', '_' or '-'").optional(),
  /** The app's API: the phone's local server (http://192.168.1.20:8080) or a private/cloud server's /3rdparty/v1. */
  url: z
    .string()
    .url("must be a URL")
    .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://"),
  username: z.string().min(1, "is required"),
  password: z.string().min(1, "is required"),
  /** Texts per second this phone may send (its SIM's and Android's limits); 0 = no limit. */
  perSecond: z.number().min(0).max(100).default(1),
});

const gatewayPhones = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw.trim() === "") return undefined;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON array of phones" });
      return z.NEVER;
    }
    const parsed = z.array(gatewayPhone).min(1, "must list at least one phone").safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const [index, field] = issue.path;
      const where =
        typeof index === "number" ? `phone ${index + 1}${field ? ` ${String(field)}` : ""}: ` : "";
      ctx.addIssue({ code: "custom", message: `${where}${issue.message}` });
      return z.NEVER;
    }
    const phones = parsed.data.map((p, i) => ({ ...p, name: p.name ?? `phone-${i + 1}` }));
    const names = new Set(phones.map((p) => p.name));
    if (names.size !== phones.length) {
      ctx.addIssue({ code: "custom", message: "phone names must be different" });
      return z.NEVER;
    }
    return phones;
  });

export const notificationEnvShape = {
  /** smtp(s)://user:pass@host:port; or the SMTP_HOST... parts below. Unset: e-mail uses the log transport. */
  SMTP_URL: optionalText,
  SMTP_HOST: optionalText,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: optionalText,
  SMTP_PASS: optionalText,
  /** true for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: flag(false),
  SMTP_FROM: optionalText,

  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  /** Sender for SMS (+E.164). Unset: SMS uses the log transport. */
  TWILIO_FROM_NUMBER: optionalText,
  /** Sender for WhatsApp (+E.164, without the whatsapp: prefix). Unset: WhatsApp uses the log transport. */
  TWILIO_WHATSAPP_FROM: optionalText,
  /**
   * Content SID (HX...) of a WhatsApp template approved by Meta for alerts, and of one for the
   * case-closed follow-up. WhatsApp takes free text only within 24 hours of the person's last
   * message; with these set, WhatsApp messages use the approved templates with the variables
   * {{1}} name, {{2}} age, {{3}} last location, {{4}} time, {{5}} alert link, {{6}} hotline,
   * {{7}} description. Unset: the admin's WhatsApp text is sent as free text.
   */
  TWILIO_WHATSAPP_CONTENT_SID: contentSid,
  TWILIO_WHATSAPP_CLOSED_CONTENT_SID: contentSid,
  /**
   * The same approved templates in Spanish and Portuguese (Meta approves each language apart).
   * Unset: subscribers of that language get the English approved template, which still arrives
   * outside the 24-hour window, where their own language's free text would not.
   */
  TWILIO_WHATSAPP_CONTENT_SID_ES: contentSid,
  TWILIO_WHATSAPP_CLOSED_CONTENT_SID_ES: contentSid,
  TWILIO_WHATSAPP_CONTENT_SID_PT: contentSid,
  TWILIO_WHATSAPP_CLOSED_CONTENT_SID_PT: contentSid,
  /** Twilio's API origin; tests point it at a local fake that speaks the same HTTP. */
  TWILIO_BASE_URL: z.string().url().default("https://api.twilio.com"),

  /**
   * Who carries SMS: Twilio, or a local SMS gateway (Android phones with local SIMs running
   * SMS Gateway for Android), which can also receive texts where Twilio cannot (decision 022).
   */
  SMS_PROVIDER: z
    .enum(["twilio", "gateway", ""], { error: "must be twilio or gateway" })
    .optional()
    .transform((v) => (v === "gateway" ? "gateway" : "twilio")),
  /**
   * The gateway's phones, a JSON array: [{"name":"gtt-1","url":"http://192.168.1.20:8080",
   * "username":"sms","password":"...","perSecond":1}, ...]. Messages go round-robin, each
   * phone at its own rate; a phone that fails is rested and its messages go to the others.
   */
  SMS_GATEWAY_PHONES: gatewayPhones,
  /** The signing key set in every phone's webhook settings: incoming texts and reports are verified with it. */
  SMS_GATEWAY_WEBHOOK_SECRET: optionalText,

  /** Messages per second per channel (0 = no limit). */
  NOTIFY_SMS_PER_SECOND: perSecond(10),
  NOTIFY_WHATSAPP_PER_SECOND: perSecond(20),
  NOTIFY_EMAIL_PER_SECOND: perSecond(10),
  /** Web push messages per second (push services take thousands; 0 = no limit). */
  NOTIFY_PUSH_PER_SECOND: perSecond(200),

  /**
   * VAPID keys for web push (decision 015), as printed by `npx web-push generate-vapid-keys`.
   * Unset: a key pair is generated once and kept in the database (settings row 'vapid').
   */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Contact the push services may use (mailto: or https:); default mailto:alerts@{PUBLIC_URL host}. */
  VAPID_SUBJECT: optionalText.refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), {
    message: "must start with mailto: or https://",
  }),

  /**
   * The push services a browser's push endpoint may name: host names, or `*.domain` for any
   * host under that domain, comma-separated. Default: the services of Chrome and the other
   * Chromium browsers (FCM), Firefox, Edge (WNS) and Safari (Apple).
   */
  PUSH_SERVICE_HOSTS: pushServiceHosts,
  /**
   * Tests and benchmarks only: accept push endpoints on http:// and on local or private
   * addresses (a local fake push service). Off: only https:// endpoints on PUSH_SERVICE_HOSTS
   * whose addresses are public.
   */
  PUSH_ALLOW_LOCAL_ENDPOINTS: flag(false),

  /** Run the outbox dispatcher in this process (several instances may all run one). */
  DISPATCHER_ENABLED: flag(true),
  /** Outbox rows one dispatcher claims per channel and round trip. */
  DISPATCH_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(200),
  /** Provider calls in flight per channel. */
  DISPATCH_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(16),
  /** How long a claim lasts; a crashed instance's claims are taken over after it. */
  DISPATCH_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(120),
  /** Attempts per message before it is marked failed. */
  DISPATCH_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  /** First retry delay; doubles per attempt up to DISPATCH_RETRY_MAX_SECONDS. */
  DISPATCH_RETRY_BASE_SECONDS: z.coerce.number().min(0.001).max(3600).default(5),
  DISPATCH_RETRY_MAX_SECONDS: z.coerce.number().min(0.001).max(86_400).default(900),
  /** How often the dispatcher looks for due rows without being woken (other instances' work, retries). */
  DISPATCH_POLL_SECONDS: z.coerce.number().min(0.01).max(3600).default(5),
  /** A provider call taking longer than this counts as failed with an unknown outcome. */
  PROVIDER_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(600).default(15),
};

const envObject = z.object(notificationEnvShape);
type NotificationEnv = z.output<typeof envObject>;

export interface SmtpConfig {
  url: string | undefined;
  host: string | undefined;
  port: number | undefined;
  user: string | undefined;
  pass: string | undefined;
  secure: boolean;
  from: string;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  baseUrl: string;
  smsFrom: string | undefined;
  whatsappFrom: string | undefined;
  /** Approved WhatsApp templates (Content SIDs) per message kind; unset: free text. */
  whatsappContent: { alert: string | undefined; resolved: string | undefined };
  /** The approved templates in the other languages, where Meta has approved them. */
  whatsappContentByLanguage?: Partial<
    Record<"es" | "pt", { alert: string | undefined; resolved: string | undefined }>
  >;
}

export interface GatewayPhoneConfig {
  name: string;
  /** The API's base, without a trailing slash. */
  url: string;
  username: string;
  password: string;
  /** 0: no limit. */
  perSecond: number;
}

export interface SmsGatewayConfig {
  phones: GatewayPhoneConfig[];
  webhookSecret: string;
}

export interface VapidConfig {
  /** Both keys from the environment, or undefined: the database's generated pair is used. */
  keys: { publicKey: string; privateKey: string } | undefined;
  subject: string;
  /** PUSH_SERVICE_HOSTS: the push services' host names (`*.domain`: any host under it). */
  serviceHosts: readonly string[];
  /** PUSH_ALLOW_LOCAL_ENDPOINTS (tests): http:// and local endpoints accepted. */
  allowLocalEndpoints: boolean;
}

export interface NotificationsConfig {
  /** Undefined when no SMTP server is configured. */
  smtp: SmtpConfig | undefined;
  /** Undefined without an account SID and auth token. */
  twilio: TwilioConfig | undefined;
  /** SMS_PROVIDER: who carries SMS (WhatsApp stays with Twilio). */
  smsProvider: "twilio" | "gateway";
  /** Set when SMS_PROVIDER=gateway. */
  gateway: SmsGatewayConfig | undefined;
  /** With the gateway, the SMS rate is the sum of its phones' rates. */
  ratePerSecond: { sms: number; whatsapp: number; email: number; push: number };
  vapid: VapidConfig;
  dispatcher: {
    enabled: boolean;
    batchSize: number;
    concurrency: number;
    leaseMs: number;
    maxAttempts: number;
    retryBaseMs: number;
    retryMaxMs: number;
    pollMs: number;
    providerTimeoutMs: number;
  };
}

export function notificationsConfigFrom(e: NotificationEnv, publicUrl: string): NotificationsConfig {
  // A claim must outlive any provider call made under it, or a second instance could take the
  // row over while the first one's call is still in flight and send it twice.
  if (e.DISPATCH_LEASE_SECONDS < 2 * e.PROVIDER_TIMEOUT_SECONDS + 1) {
    throw new Error(
      "Invalid configuration: DISPATCH_LEASE_SECONDS must be at least twice PROVIDER_TIMEOUT_SECONDS plus one",
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error("Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  }
  const gateway = gatewayConfigFrom(e);
  const smtpConfigured = Boolean(e.SMTP_URL || e.SMTP_HOST);
  const host = new URL(publicUrl).hostname;
  return {
    smtp: smtpConfigured
      ? {
          url: e.SMTP_URL,
          host: e.SMTP_HOST,
          port: e.SMTP_PORT,
          user: e.SMTP_USER,
          pass: e.SMTP_PASS,
          secure: e.SMTP_SECURE,
          from: e.SMTP_FROM ?? `alerts@${host}`,
        }
      : undefined,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
        ? {
            accountSid: e.TWILIO_ACCOUNT_SID,
            authToken: e.TWILIO_AUTH_TOKEN,
            baseUrl: e.TWILIO_BASE_URL.replace(/\/$/, ""),
            smsFrom: e.TWILIO_FROM_NUMBER,
            whatsappFrom: e.TWILIO_WHATSAPP_FROM?.replace(/^whatsapp:/, ""),
            whatsappContent: {
              alert: e.TWILIO_WHATSAPP_CONTENT_SID,
              resolved: e.TWILIO_WHATSAPP_CLOSED_CONTENT_SID,
            },
            whatsappContentByLanguage: {
              es: {
                alert: e.TWILIO_WHATSAPP_CONTENT_SID_ES,
                resolved: e.TWILIO_WHATSAPP_CLOSED_CONTENT_SID_ES,
              },
              pt: {
                alert: e.TWILIO_WHATSAPP_CONTENT_SID_PT,
                resolved: e.TWILIO_WHATSAPP_CLOSED_CONTENT_SID_PT,
              },
            },
          }
        : undefined,
    smsProvider: e.SMS_PROVIDER,
    gateway,
    ratePerSecond: {
      sms: gateway ? gatewayRate(gateway.phones) : e.NOTIFY_SMS_PER_SECOND,
      whatsapp: e.NOTIFY_WHATSAPP_PER_SECOND,
      email: e.NOTIFY_EMAIL_PER_SECOND,
      push: e.NOTIFY_PUSH_PER_SECOND,
    },
    vapid: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? `mailto:alerts@${host}`,
      serviceHosts: e.PUSH_SERVICE_HOSTS,
      allowLocalEndpoints: e.PUSH_ALLOW_LOCAL_ENDPOINTS,
    },
    dispatcher: {
      enabled: e.DISPATCHER_ENABLED,
      batchSize: e.DISPATCH_BATCH_SIZE,
      concurrency: e.DISPATCH_CONCURRENCY,
      leaseMs: Math.round(e.DISPATCH_LEASE_SECONDS * 1000),
      maxAttempts: e.DISPATCH_MAX_ATTEMPTS,
      retryBaseMs: Math.round(e.DISPATCH_RETRY_BASE_SECONDS * 1000),
      retryMaxMs: Math.round(e.DISPATCH_RETRY_MAX_SECONDS * 1000),
      pollMs: Math.round(e.DISPATCH_POLL_SECONDS * 1000),
      providerTimeoutMs: Math.round(e.PROVIDER_TIMEOUT_SECONDS * 1000),
    },
  };
}

function gatewayConfigFrom(e: NotificationEnv): SmsGatewayConfig | undefined {
  if (e.SMS_PROVIDER !== "gateway") return undefined;
  if (!e.SMS_GATEWAY_PHONES) {
    throw new Error(
      "Invalid configuration: SMS_PROVIDER=gateway needs SMS_GATEWAY_PHONES (the phones to send through)",
    );
  }
  // Incoming texts turn into sightings and opt-outs: they must be provably from our phones.
  if (!e.SMS_GATEWAY_WEBHOOK_SECRET) {
    throw new Error(
      "Invalid configuration: SMS_PROVIDER=gateway needs SMS_GATEWAY_WEBHOOK_SECRET (the signing key set in the phones' webhook settings)",
    );
  }
  return {
    phones: e.SMS_GATEWAY_PHONES.map((p) => ({ ...p, name: p.name!, url: p.url.replace(/\/+$/, "") })),
    webhookSecret: e.SMS_GATEWAY_WEBHOOK_SECRET,
  };
}

/** The channel's rate is what the phones together may send; one phone without a limit lifts it. */
function gatewayRate(phones: GatewayPhoneConfig[]): number {
  return phones.some((p) => p.perSecond === 0) ? 0 : phones.reduce((sum, p) => sum + p.perSecond, 0);
}
