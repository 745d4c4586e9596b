import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { subscribers } from "./subscribers";

/**
 * Web push (decision 015): the browser push subscription of a subscriber's phone, at most one
 * per subscriber ("Alerts on this phone"; a new one replaces the old). The endpoint is a
 * capability URL (whoever knows it and the keys can write to that browser): never shown or logged.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (base64url), for the payload's encryption. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_subscriber_idx").on(t.subscriberId),
    uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
  ],
);

/**
 * "Alerts on this phone" offered after subscribing (the supporter pop-up, decision 015): the
 * browser that created a new subscription gets a short-lived ticket with the answer, and only
 * that ticket can attach a push subscription to it. Stored as a SHA-256 hash; gone with the
 * subscriber. A form whose contact is already on file gets an inert ticket, stored under a
 * hash of its own kind against that contact's row: it attaches nothing but answers alike.
 */
export const pushTickets = pgTable(
  "push_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("push_tickets_expires_idx").on(t.expiresAt)],
);
