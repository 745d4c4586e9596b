import { and, asc, eq, gt, isNotNull, isNull, like, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts } from "../../db/schema";
import { rowsOf } from "../../db/sql-result";

/** Bits that differ between a stored hash and `hash` (both 16 hex digits, checked by the caller). */
const distanceTo = (hash: string) =>
  sql`bit_count(('x' || ${alerts.photoHash})::bit(64) # ('x' || ${hash})::bit(64))`;

/**
 * Stores the report's photo hash and the earlier case whose photo is nearest to it within
 * `maxDistance` bits (the oldest of equally near ones: the original, not a copy), or none. Returns that case's id.
 */
export async function recordPhotoHash(
  db: Db,
  alertId: number,
  hash: string,
  maxDistance: number,
): Promise<number | null> {
  const result = await db.execute(sql`
    update ${alerts}
       set photo_hash = ${hash},
           photo_reused_from_alert_id = (
             select earlier.id from (
               select ${alerts.id} as id, ${distanceTo(hash)} as distance
                 from ${alerts}
                where ${alerts.id} < ${alertId} and ${alerts.photoHash} is not null
             ) earlier
              where earlier.distance <= ${maxDistance}
              order by earlier.distance, earlier.id
              limit 1)
     where ${alerts.id} = ${alertId}
     returning photo_reused_from_alert_id as "reusedFrom"`);
  return rowsOf<{ reusedFrom: number | null }>(result)[0]?.reusedFrom ?? null;
}

/**
 * Alerts after `afterId` with a stored photo but no hash (stored before photos were hashed),
 * oldest first.
 */
export async function alertPhotosWithoutHash(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{ id: number; photoUrl: string }[]> {
  const rows = await db
    .select({ id: alerts.id, photoUrl: alerts.photoUrl })
    .from(alerts)
    .where(
      and(
        gt(alerts.id, afterId),
        isNull(alerts.photoHash),
        isNotNull(alerts.photoUrl),
        like(alerts.photoUrl, "/api/photos/%"),
      ),
    )
    .orderBy(asc(alerts.id))
    .limit(limit);
  return rows.flatMap((row) => (row.photoUrl ? [{ id: row.id, photoUrl: row.photoUrl }] : []));
}

/** Stores an older photo's hash without flagging anything: it was reviewed long ago. */
export async function storePhotoHash(db: Db, alertId: number, hash: string): Promise<void> {
  await db.update(alerts).set({ photoHash: hash }).where(eq(alerts.id, alertId));
}
