import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { alerts, sightings } from "./alerts";
import { adminUsers } from "./staff";

/**
 * A verified alert's search area is the union of these circles: one around the last known place,
 * and one around each verified sighting. A circle's radius grows through its steps.
 */
export const searchCircles = pgTable(
  "search_circles",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    /** 'last_seen' (the report's place) or 'sighting' (a verified sighting's). */
    source: text("source").notNull(),
    sightingId: integer("sighting_id").references(() => sightings.id, { onDelete: "cascade" }),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    /** The radius reached so far (the last step that ran). */
    radiusKm: doublePrecision("radius_km").notNull(),
    /** The circle's clock: the time last seen, or the sighting's time; steps count from it. */
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("search_circles_alert_idx").on(t.alertId),
    uniqueIndex("search_circles_sighting_idx").on(t.sightingId),
  ],
);

/**
 * One step of a circle: the radius it grows to and when. Steps are the scheduler's due rows,
 * claimed once across instances like the outbox's (status scheduled, due, no live lease); a step
 * that ran queues messages only for people newly inside the area.
 */
export const searchAreaSteps = pgTable(
  "search_area_steps",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    circleId: integer("circle_id")
      .notNull()
      .references(() => searchCircles.id, { onDelete: "cascade" }),
    /** The ring's number within the alert (1 = the inner ring at verification). */
    seq: integer("seq").notNull(),
    /** 'start', 'scheduled', 'expanded' (staff pressed Expand now) or 'sighting'. */
    kind: text("kind").notNull(),
    radiusKm: doublePrecision("radius_km").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** 'scheduled', 'done' or 'cancelled' (growth stopped, or the case closed). */
    status: text("status").notNull().default("scheduled"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    ranAt: timestamp("ran_at", { withTimezone: true }),
    /** The staff member who expanded the area by hand, if one did. */
    byStaffId: integer("by_staff_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("search_area_steps_seq_idx").on(t.alertId, t.seq),
    index("search_area_steps_due_idx").on(t.dueAt).where(sql`${t.status} = 'scheduled'`),
  ],
);
