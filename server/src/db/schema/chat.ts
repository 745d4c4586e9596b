import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { alerts } from "./alerts";
import { adminUsers } from "./staff";

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    alertId: integer("alert_id").references(() => alerts.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    message: text("message").notNull(),
    isModerator: boolean("is_moderator").notNull().default(false),
    /** The staff member whose code flagged the message as a moderator's. */
    moderatorId: integer("moderator_id").references(() => adminUsers.id, { onDelete: "set null" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedById: integer("deleted_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Lists page by id within an alert (newest first, ids grow with time).
  (t) => [index("chat_messages_alert_id_idx").on(t.alertId, t.id)],
);
