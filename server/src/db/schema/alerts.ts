import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { adminUsers } from "./staff";

export const alerts = pgTable(
  "alerts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    age: integer("age").notNull(),
    description: text("description").notNull(),
    clothing: text("clothing").notNull(),
    lastLocation: text("last_location").notNull(),
    lastSeen: timestamp("last_seen", { withTimezone: true }).notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    circumstances: text("circumstances"),
    photoUrl: text("photo_url"),
    isVerified: boolean("is_verified").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    notificationRadius: integer("notification_radius").notNull().default(50),
    highPriority: boolean("high_priority").notNull().default(false),
    reporterName: text("reporter_name").notNull(),
    reporterRelationship: text("reporter_relationship").notNull(),
    reporterPhone: text("reporter_phone").notNull(),
    reporterEmail: text("reporter_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedById: integer("reviewed_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** Set once when the alert is first distributed; guards against sending twice. */
    distributedAt: timestamp("distributed_at", { withTimezone: true }),
    /** The submitting phone's Idempotency-Key: a resend from its offline queue finds this row. */
    clientRequestId: uuid("client_request_id"),
    /** Optional Guyana Police Force case number or station; staff only (verification checks it). */
    policeReference: text("police_reference"),
    /** How a verified alert was closed: found_safe, found_other or closed_other (shared/cases.ts). */
    outcome: text("outcome"),
    /** The closing staff member's note; staff only. */
    outcomeNote: text("outcome_note"),
    /** When the case was closed (resolved, rejected or denied); the redaction clock starts here. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** Staff confirmed the person is still missing (the stale-case check); resets that clock. */
    confirmedMissingAt: timestamp("confirmed_missing_at", { withTimezone: true }),
    /** The public record was cut to first name, "found" and dates (the case lifecycle job). */
    redactedAt: timestamp("redacted_at", { withTimezone: true }),
    /** The staff record was purged after the retention period: only a tombstone is left. */
    purgedAt: timestamp("purged_at", { withTimezone: true }),
    /** 'red', 'concern' or 'local' (shared/levels.ts), chosen at verification; null before. */
    level: text("level"),
    /** How the person may be moving: 'foot' or 'vehicle'; it sizes the search area. */
    travelMode: text("travel_mode"),
    /** The search area's growth: 'growing', 'paused', 'stopped' or 'complete'; null before verification. */
    areaState: text("area_state"),
    /**
     * The report form's intake answers (shared/intake.ts): medical needs, water, custody, the
     * reporter's relation, the police report. Staff only; the public sees what helps the search.
     */
    intake: jsonb("intake"),
    /** A police confirmation recorded by a police liaison: station, incident number, officer. */
    policeConfirmation: jsonb("police_confirmation"),
    policeConfirmedAt: timestamp("police_confirmed_at", { withTimezone: true }),
    policeConfirmedById: integer("police_confirmed_by_id").references(() => adminUsers.id, {
      onDelete: "set null",
    }),
    /** 'share_widely', 'recipients_only' or 'staff_only'; null before verification. */
    sharingPolicy: text("sharing_policy"),
    /** The short code on every alert, card and poster that /verify/{code} answers for. */
    verifyCode: text("verify_code"),
    /** Perceptual hash of the photo (hex), compared with earlier cases' to flag a reused photo. */
    photoHash: text("photo_hash"),
    /** An earlier case whose photo this report's photo matches, for the moderator to check. */
    photoReusedFromAlertId: integer("photo_reused_from_alert_id"),
    /** A public drill: a test alert, marked TEST everywhere, sent only to those who opted in. */
    isDrill: boolean("is_drill").notNull().default(false),
  },
  (t) => [
    index("alerts_public_idx").on(t.isVerified, t.isActive, t.createdAt),
    index("alerts_status_idx").on(t.status, t.createdAt),
    // Who may see a photo is looked up by its URL on every /api/photos request (photos.repo.ts);
    // a hash index, because old records may hold megabyte data URLs a btree entry cannot take.
    index("alerts_photo_idx").using("hash", t.photoUrl).where(sql`${t.photoUrl} is not null`),
    uniqueIndex("alerts_client_request_idx").on(t.clientRequestId),
    uniqueIndex("alerts_verify_code_idx").on(t.verifyCode),
  ],
);

/**
 * "I'm safe": a missing person (or a found adult) asks for the appeal to end without saying
 * where they are. Staff verify it and close the case; the reporter is told only that the
 * person is safe.
 */
export const safeRequests = pgTable(
  "safe_requests",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    /** What the person wrote (staff only; never shown to the reporter). */
    message: text("message"),
    /** How staff may reach the person to check (optional; staff only). */
    contact: text("contact"),
    /** 'pending', 'confirmed' (the case was closed) or 'dismissed'. */
    status: text("status").notNull().default("pending"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedById: integer("reviewed_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("safe_requests_status_idx").on(t.status, t.createdAt)],
);

/** A single-use police confirmation link, e-mailed to the address the admin configured. */
export const policeConfirmationLinks = pgTable("police_confirmation_links", {
  tokenHash: text("token_hash").primaryKey(),
  alertId: integer("alert_id")
    .notNull()
    .references(() => alerts.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sightings = pgTable(
  "sightings",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    reporterName: text("reporter_name"),
    reporterContact: text("reporter_contact"),
    location: text("location").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    sightingTime: timestamp("sighting_time", { withTimezone: true }).notNull(),
    description: text("description").notNull(),
    isVerified: boolean("is_verified").notNull().default(false),
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedById: integer("reviewed_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The submitting phone's Idempotency-Key: a resend from its offline queue finds this row. */
    clientRequestId: uuid("client_request_id"),
    /** How it came in: 'web' (the forms), or 'sms' / 'whatsapp' (a reply to an alert text). Staff only. */
    source: text("source").notNull().default("web"),
    /** A reply's provider message id (Twilio MessageSid): a webhook delivered twice stores one sighting. */
    providerMessageId: text("provider_message_id"),
  },
  (t) => [
    uniqueIndex("sightings_client_request_idx").on(t.clientRequestId),
    uniqueIndex("sightings_provider_message_idx").on(t.providerMessageId),
    index("sightings_alert_idx").on(t.alertId, t.createdAt),
    index("sightings_pending_idx").on(t.isVerified, t.createdAt),
  ],
);
