import { doublePrecision, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * An alert screen at a partner (a shop, a school, a bus company): its link shows the active
 * alerts of an area in turn. The token in the link is stored hashed; staff can turn a screen off.
 */
export const alertScreens = pgTable(
  "alert_screens",
  {
    id: serial("id").primaryKey(),
    /** The partner and place, e.g. "Bourda Market pharmacy". */
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The area whose alerts it shows; null centre: all of Guyana. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    radiusKm: doublePrecision("radius_km"),
    /** 'en', 'es' or 'pt'. */
    language: text("language").notNull().default("en"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("alert_screens_token_idx").on(t.tokenHash)],
);
