import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAuditLog, settings } from "../../db/schema";

export interface StoredSetting {
  value: unknown;
  updatedAt: Date;
  updatedById: number | null;
}

export async function findSetting(db: Db, key: string): Promise<StoredSetting | undefined> {
  const rows = await db
    .select({ value: settings.value, updatedAt: settings.updatedAt, updatedById: settings.updatedById })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return rows[0];
}

/** Locks the row (when it exists) so two admins saving at once apply their changes one after the other. */
export async function findSettingForUpdate(db: Db, key: string): Promise<StoredSetting | undefined> {
  const rows = await db
    .select({ value: settings.value, updatedAt: settings.updatedAt, updatedById: settings.updatedById })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1)
    .for("update");
  return rows[0];
}

export async function saveSetting(
  db: Db,
  key: string,
  value: unknown,
  by: { staffId: number | null; at: Date },
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: by.at, updatedById: by.staffId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedAt: by.at, updatedById: by.staffId },
    });
}

export async function insertSettingsAudit(
  db: Db,
  entry: { staffId: number | null; ip: string | null; details: unknown; at: Date },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.staffId,
    action: "settings.update",
    entityType: "settings",
    entityId: null,
    details: entry.details,
    ipAddress: entry.ip,
    createdAt: entry.at,
  });
}
