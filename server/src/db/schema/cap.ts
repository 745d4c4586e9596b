import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { alerts, sightings } from "./alerts";

/**
 * The CAP 1.2 messages published for each alert (docs/decisions/010-cap-feed.md): one row per
 * state a case went through (Alert when approved, Update per verified sighting, Cancel when
 * resolved), written in the transaction of that change. What identifies a message (identifier,
 * sender, sent, references) and where it applies (area) never change once written; the text is
 * rendered from the alert's public record when the message is served.
 */
export const capMessages = pgTable(
  "cap_messages",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    /** 1 for the Alert, then 2, 3 ... in publication order. */
    seq: integer("seq").notNull(),
    msgType: text("msg_type").$type<"Alert" | "Update" | "Cancel">().notNull(),
    identifier: text("identifier").notNull(),
    sender: text("sender").notNull(),
    /** Whole seconds (CAP's dateTime has none finer). */
    sent: timestamp("sent", { withTimezone: true }).notNull(),
    expires: timestamp("expires", { withTimezone: true }).notNull(),
    /** CAP references: "sender,identifier,sent" of every earlier message, space-separated. */
    references: text("references").notNull().default(""),
    /** The verified sighting an Update announces. */
    sightingId: integer("sighting_id").references(() => sightings.id, { onDelete: "set null" }),
    areaDesc: text("area_desc").notNull(),
    /** The circle's centre and radius; null centre: the place is unknown and the area is all of Guyana. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    radiusKm: doublePrecision("radius_km"),
    /**
     * Every circle of the alert's search area when the message was published (the area is their
     * union); null for messages from before search areas, whose area is the one circle above.
     */
    circles: jsonb("circles").$type<Array<{ latitude: number; longitude: number; radiusKm: number }>>(),
    /** The alert's level when the message was published: its urgency and severity follow it. */
    level: text("level"),
  },
  (t) => [
    uniqueIndex("cap_messages_alert_seq_idx").on(t.alertId, t.seq),
    uniqueIndex("cap_messages_identifier_idx").on(t.identifier),
    index("cap_messages_sent_idx").on(t.sent),
  ],
);
