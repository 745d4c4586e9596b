import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { alerts } from "./alerts";
import { adminUsers } from "./staff";

/**
 * "Report a problem with this alert" requests (decision 013): filed by anyone about a public
 * alert, answered and closed by staff. The contact is the requester's, for staff only.
 */
export const problemReports = pgTable(
  "problem_reports",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id")
      .notNull()
      .references(() => alerts.id, { onDelete: "cascade" }),
    /** this_is_me, found, false_report, privacy or other (shared/problem-reports.ts). */
    reason: text("reason").notNull(),
    contact: text("contact").notNull(),
    message: text("message").notNull(),
    /** open or closed. */
    status: text("status").notNull().default("open"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredById: integer("answered_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    /** When staff took the alert down from this request. */
    alertTakenDownAt: timestamp("alert_taken_down_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    closedById: integer("closed_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("problem_reports_status_idx").on(t.status, t.createdAt)],
);
