import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counts per route and client address in fixed windows, shared by every server
 * instance (the HTTP rate limits: reports, sightings, subscribe, chat, geocoder, unsubscribe,
 * WebSocket connections). One row per key; a row whose window has ended starts a new one.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_idx").on(t.resetAt)],
);
