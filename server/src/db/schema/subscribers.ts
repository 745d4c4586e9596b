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

export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    location: text("location"),
    /** Town and country only, derived from location: the most the public list may show. */
    publicLocality: text("public_locality"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    profilePhotoUrl: text("profile_photo_url"),
    isActive: boolean("is_active").notNull().default(true),
    whatsappEnabled: boolean("whatsapp_enabled").notNull().default(false),
    whatsappOptInDate: timestamp("whatsapp_opt_in_date", { withTimezone: true }),
    whatsappOptOutDate: timestamp("whatsapp_opt_out_date", { withTimezone: true }),
    whatsappStatus: text("whatsapp_status").notNull().default("not_opted_in"),
    smsOptOutDate: timestamp("sms_opt_out_date", { withTimezone: true }),
    /**
     * When the person on file was last told that someone tried to subscribe again with their
     * phone or e-mail: at most one such notice a day, so the public form cannot spam them.
     */
    resubscribeNoticeAt: timestamp("resubscribe_notice_at", { withTimezone: true }),
    /** Random token for the per-subscriber unsubscribe link. */
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Quiet hours in Guyana time, as minutes after midnight (22:00 is 1320); both null when off.
     * Concern and Local alerts wait until they end; Red never waits.
     */
    quietStartMinute: smallint("quiet_start_minute"),
    quietEndMinute: smallint("quiet_end_minute"),
    /** The language of the person's messages: 'en', 'es' or 'pt' (shared/languages.ts). */
    language: text("language").notNull().default("en"),
    /** The person agreed to receive the public drills (test alerts marked TEST). */
    drillOptIn: boolean("drill_opt_in").notNull().default(false),
  },
  (t) => [
    index("subscribers_created_idx").on(t.createdAt),
    index("subscribers_coords_idx").on(t.latitude, t.longitude),
    uniqueIndex("subscribers_email_idx").on(t.email),
    uniqueIndex("subscribers_phone_idx").on(t.phone),
    uniqueIndex("subscribers_unsubscribe_token_idx").on(t.unsubscribeToken),
    // Who may see a photo is looked up by its URL on every /api/photos request (photos.repo.ts);
    // a hash index, because old records may hold megabyte data URLs a btree entry cannot take.
    index("subscribers_photo_idx")
      .using("hash", t.profilePhotoUrl)
      .where(sql`${t.profilePhotoUrl} is not null`),
  ],
);

/**
 * A subscriber's other places (work, school ...), beside the home address on the subscriber's
 * row: an alert reaches them when any of their places is inside its search area.
 */
export const subscriberPlaces = pgTable(
  "subscriber_places",
  {
    id: serial("id").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    /** 'work', 'school' or 'other' (shared/subscribers.ts). */
    label: text("label").notNull(),
    location: text("location").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriber_places_subscriber_idx").on(t.subscriberId),
    index("subscriber_places_coords_idx").on(t.latitude, t.longitude),
  ],
);
