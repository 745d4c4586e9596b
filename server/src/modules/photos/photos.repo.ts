import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts, photos, subscribers } from "../../db/schema";
import { rowsOf } from "../../db/sql-result";

export type NewPhoto = typeof photos.$inferInsert;

export async function insertPhoto(db: Db, photo: NewPhoto): Promise<void> {
  await db.insert(photos).values(photo);
}

/** Deletes the photo; true when there was one. */
export async function deletePhotoRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(photos).where(eq(photos.id, id)).returning({ id: photos.id });
  return rows.length > 0;
}

export async function findPhoto(db: Db, id: string) {
  const rows = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return rows[0];
}

/**
 * Whether anyone may see the photo at this URL: it shows a verified alert (not one for staff
 * and police only), or an active subscriber in the public supporters list. Decided from the
 * records that show it, at request time, so a report that is denied or taken down, or a found
 * person's redacted record, stops serving its photo at once.
 */
export async function isPublicPhoto(db: Db, url: string): Promise<boolean> {
  // Both lookups use the photo URL indexes (alerts_photo_idx, subscribers_photo_idx).
  const result = await db.execute(sql`
    select exists (select 1 from ${alerts} where ${alerts.photoUrl} = ${url} and ${alerts.isVerified} and ${alerts.redactedAt} is null
                     and ${alerts.sharingPolicy} is distinct from 'staff_only')
        or exists (select 1 from ${subscribers} where ${subscribers.profilePhotoUrl} = ${url} and ${subscribers.isActive})
      as visible`);
  return rowsOf<{ visible: boolean }>(result)[0]?.visible === true;
}
