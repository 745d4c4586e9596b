import { z } from "zod";
import { ANALYTICS_PERIODS } from "./constants";
import type { AlertLevel } from "./levels";
import type { ChannelProviderStatus, DeliveryState } from "./notifications";
import { STAFF_ROLES } from "./staff";

// Contracts of the admin panel, analytics, admin settings and admin-user screens. Isomorphic:
// the client and the server both read them.

/** GET /api/admin/stats: the dashboard's four counters. */
export interface AdminStats {
  totalReports: number;
  /** Active and verified. */
  activeAlerts: number;
  /** status = 'pending'. */
  pendingReview: number;
  subscribers: number;
  /** Per channel, whether a provider is configured (not: its messages are logged, not sent). */
  providers: ChannelProviderStatus[];
  /** "WhatsApp: 240 of 250 people today": the account's 24-hour limit and how much of it is used. */
  whatsApp: WhatsAppUsage;
}

export interface WhatsAppUsage {
  /** Different people messaged on WhatsApp in the last 24 hours (or being messaged now). */
  peopleToday: number;
  /** The account's limit (admin settings); null: unlimited. */
  limit: number | null;
}

/** GET /api/admin/subscribers is paged: ?limit (1..1000, default 500) and ?offset. */
export const ADMIN_SUBSCRIBERS_PAGE_DEFAULT = 500;
export const ADMIN_SUBSCRIBERS_PAGE_MAX = 1000;
/** The total number of subscribers travels in this header with every page. */
export const TOTAL_COUNT_HEADER = "x-total-count";

export const subscriberPageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, { error: "limit: must be between 1 and 1000" })
    .max(ADMIN_SUBSCRIBERS_PAGE_MAX, { error: "limit: must be between 1 and 1000" })
    .default(ADMIN_SUBSCRIBERS_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0, { error: "offset: must be 0 or more" }).default(0),
});

/**
 * GET /api/admin/map-points: what the map needs for tens of thousands of points, compactly.
 * Flat arrays [id, latitude, longitude, id, latitude, longitude, ...], only records with
 * valid coordinates (a pair of numbers, neither 0). Popups load the details.
 */
export interface MapPointsResponse {
  subscribers: number[];
  alerts: number[];
  /**
   * Subscribers' places besides home: [subscriber id, kind, latitude, longitude, ...], the kind
   * as its index in PLACE_LABELS (shared/subscribers.ts).
   */
  places: number[];
}

/** POST /api/admin/alerts/{id}/request-info. */
export interface RequestInfoResponse {
  alertId: number;
  reporterName: string;
  /** sent: the SMTP server accepted the e-mail; logged: no SMTP server is configured, it was only logged. */
  delivery: "sent" | "logged";
}

/** Analytics period in days, one of ANALYTICS_PERIODS. */
export const analyticsQuerySchema = z.object({
  days: z.enum(ANALYTICS_PERIODS.map((p) => p.value) as [string, ...string[]], {
    error: "days: must be 7, 30, 90 or 365",
  }),
});

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  count: number;
}

/** GET /api/admin/analytics?days=N: every figure computed from the data. */
export interface AnalyticsResponse {
  days: number;
  from: string;
  to: string;
  reports: {
    total: number;
    approved: number;
    denied: number;
    pending: number;
    /** Whole percent of reports in the period that were approved; 0 when none. */
    approvedRate: number;
    /** Mean of reviewedAt - createdAt in hours (one decimal), null when nothing was reviewed. */
    avgReviewHours: number | null;
    perDay: DayCount[];
    /** Verified reports of the period by the level they went out at, every level (zero when none). */
    byLevel: { level: AlertLevel; count: number }[];
  };
  subscribers: {
    total: number;
    newInPeriod: number;
    inactive: number;
    perDay: DayCount[];
  };
  notifications: {
    /** Messages a provider accepted (sent or delivered); logged ones are not sent and not counted. */
    totalSent: number;
    /** sent: accepted by a provider (delivered included); logged: written down by the log transport, not sent. */
    byChannel: { channel: string; sent: number; delivered: number; failed: number; logged: number }[];
    /** Per channel, whether a provider is configured now. */
    providers: ChannelProviderStatus[];
    /** Delivered share of the SMS/WhatsApp messages whose provider reported an outcome; null when none. */
    deliveryRate: number | null;
    /**
     * Mean whole seconds from the alert's distribution (verification) to each message being sent
     * (logged ones excluded); the per-channel medians and worst cases are GET /api/admin/time-to-alert.
     */
    avgSecondsToSend: number | null;
    perDay: DayCount[];
  };
}

/** PATCH /api/admin/staff/{id}. */
export const updateStaffRequestSchema = z
  .strictObject({
    role: z.enum(STAFF_ROLES, { error: "role: must be admin, moderator or police" }).optional(),
    email: z
      .union([z.literal(""), z.string().trim().email({ error: "email: must be an e-mail address" }).max(254)])
      .nullable()
      .optional(),
  })
  .refine((v) => v.role !== undefined || v.email !== undefined, { error: "Nothing to change" });
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

/** POST /api/admin/staff/{id}/password: the new password is shown once. */
export interface ResetPasswordResponse {
  password: string;
}

/** GET /api/admin/alerts/{id}/notifications: how an alert's distribution is going. */
export interface AlertNotificationsResponse {
  /** Per channel and delivery state ('logged': no provider, not sent; 'opted_out': cancelled because the recipient opted out). */
  counts: { channel: string; status: DeliveryState; count: number }[];
  /** The first 200 messages. The text is shown for SMS and WhatsApp sent by the log transport only. */
  items: {
    id: number;
    channel: string;
    kind: string;
    status: DeliveryState;
    transport: string | null;
    /** When a provider took it, or (status 'logged') when it was logged. */
    sentAt: string | null;
    body: string | null;
  }[];
}
