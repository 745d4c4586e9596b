import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { settings } from "../db/schema";

// The settings table: one JSON value per key. The notification engine owns the row it reads
// for every batch; the settings module (admin screens) writes it through these functions.

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

/** Writes the value only when the key has none yet (two instances racing keep the first). */
export async function insertSettingIfAbsent(db: Db, key: string, value: unknown, at: Date): Promise<void> {
  await db.insert(settings).values({ key, value, updatedAt: at, updatedById: null }).onConflictDoNothing();
}
