import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Staff accounts. role is 'admin' or 'moderator' for real staff; 'user' is the column's default. */
export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  password: text("password").notNull(),
  email: text("email"),
  role: text("role").notNull().default("user"),
  lastLogin: timestamp("last_login", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Server-side sessions for the admin sign-in; the cookie carries a random token, we store its hash. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sessions_admin_idx").on(t.adminId)],
);

/**
 * Failed sign-in and unlock attempts per key ("signin:user:ana", "unlock:ip:..."), in the
 * database so that every instance counts the same failures and a restart forgets nothing.
 */
export const authFailures = pgTable(
  "auth_failures",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("auth_failures_reset_idx").on(t.resetAt)],
);

/**
 * Personal, revocable moderator access codes. Codes are high-entropy random strings, so a
 * SHA-256 hash is enough and lets the server find the code by an indexed lookup.
 */
export const moderatorAccessCodes = pgTable(
  "moderator_access_codes",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("moderator_access_codes_hash_idx").on(t.codeHash)],
);

export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id"),
    details: jsonb("details"),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt),
    index("admin_audit_log_entity_idx").on(t.entityType, t.entityId),
  ],
);

/** Key/value settings saved by admins (notification templates, radii, ...), validated by shared schemas. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  updatedById: integer("updated_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
});
