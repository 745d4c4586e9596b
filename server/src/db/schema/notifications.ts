import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { alerts, sightings } from "./alerts";
import { searchAreaSteps } from "./search-area";
import { subscribers } from "./subscribers";

/**
 * The notification outbox: one row per alert, subscriber, channel and kind, written in the
 * same transaction as the verification that causes it. The dispatcher claims due rows
 * (status queued, nextAttemptAt passed, no live lease) and records the outcome.
 */
export const alertNotifications = pgTable(
  "alert_notifications",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    /**
     * Null once the subscriber deleted their data ("Delete my data"): the row stays, without
     * body or error text, so delivery counts stay right (decision 013).
     */
    subscriberId: integer("subscriber_id").references(() => subscribers.id, { onDelete: "set null" }),
    /** Channel: 'sms', 'whatsapp' or 'email'. */
    notificationType: text("notification_type").notNull(),
    /** 'alert' for the first distribution, 'resolved' for the follow-up when the person is found. */
    kind: text("kind").notNull().default("alert"),
    /** queued, sent, delivered or failed. */
    status: text("status").notNull().default("sent"),
    statusUpdatedAt: timestamp("status_updated_at", { withTimezone: true }),
    recipientDistance: doublePrecision("recipient_distance"),
    /**
     * Which messages go first (decision 012): 2 a high-priority alert's message, 1 another
     * alert's, 0 a case-closed follow-up. Claims take the most urgent, then the nearest.
     */
    urgency: smallint("urgency").notNull().default(1),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    providerMessageId: text("provider_message_id"),
    lastError: text("last_error"),
    /**
     * Set when a provider call began whose outcome we never learned (crash, timeout, 5xx);
     * cleared by a definite answer. Before sending again the dispatcher asks the provider
     * whether the message already exists, so an unknown outcome never becomes a duplicate.
     */
    uncertainSince: timestamp("uncertain_since", { withTimezone: true }),
    /** How it was sent: 'twilio', 'smtp' or 'log' (no provider configured for the channel). */
    transport: text("transport"),
    /** The rendered text, kept only for the log transport so what would have gone out can be read. */
    body: text("body"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The search-area step that queued it (null: queued before areas grew, or a follow-up). */
    stepId: integer("step_id").references(() => searchAreaSteps.id, { onDelete: "set null" }),
    /** Set when a verified sighting's circle reached the person first: the message is an Update. */
    sightingId: integer("sighting_id").references(() => sightings.id, { onDelete: "set null" }),
    /** A push shown without sound or vibration (quiet hours, a Local alert). */
    silent: boolean("silent").notNull().default(false),
    /** Which gateway phone carried an SMS (a local SMS gateway with several phones). */
    providerDevice: text("provider_device"),
    /** The segments an SMS took (what it is paid by), recorded when sent; null for other channels. */
    segments: smallint("segments"),
  },
  (t) => [
    uniqueIndex("alert_notifications_once_idx").on(t.alertId, t.subscriberId, t.notificationType, t.kind),
    // The next retry or lease expiry of a channel (nextDueAt) and claims of expired leases.
    index("alert_notifications_due_idx").on(t.status, t.notificationType, t.nextAttemptAt),
    // Each channel's dispatcher loop claims its queued rows most urgent first, then nearest first.
    index("alert_notifications_claim_idx")
      .on(t.notificationType, t.urgency.desc(), t.recipientDistance, t.id)
      .where(sql`${t.status} = 'queued'`),
    // An inbound reply finds the alert texts its number was sent (modules/webhooks).
    index("alert_notifications_texted_idx")
      .on(t.subscriberId, t.sentAt)
      .where(sql`${t.sentAt} is not null and ${t.notificationType} in ('sms', 'whatsapp')`),
    // The WhatsApp account's 24-hour limit counts the different people messaged since a time.
    index("alert_notifications_whatsapp_sent_idx")
      .on(t.sentAt)
      .where(sql`${t.notificationType} = 'whatsapp' and ${t.sentAt} is not null`),
    // Partial: planning writes rows without a provider id, so a fan-out pays nothing for it.
    index("alert_notifications_provider_idx")
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
  ],
);
