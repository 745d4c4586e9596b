import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { alertNotifications } from "../db/schema";
import { affectedRows } from "../db/sql-result";

/**
 * A purged case: its outbox rows stay as anonymous counts (channel, kind, status,
 * times), without the message text or provider errors, which name the person and the place.
 */
export async function forgetMessageTextsOfAlert(db: Db, alertId: number): Promise<number> {
  const result = await db
    .update(alertNotifications)
    .set({ body: null, lastError: null })
    .where(eq(alertNotifications.alertId, alertId));
  return affectedRows(result);
}
