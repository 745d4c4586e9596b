import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts } from "../../db/schema";
import { rowsOf } from "../../db/sql-result";
import type { AlertRow } from "./alerts.repo";

// Queries of the "still missing?" check (closing is review.repo.ts closeAlert).

export async function confirmMissing(db: Db, id: number, at: Date): Promise<AlertRow> {
  const rows = await db.update(alerts).set({ confirmedMissingAt: at }).where(eq(alerts.id, id)).returning();
  return rows[0]!;
}

export interface StaleAlertRow {
  id: number;
  name: string;
  age: number;
  lastLocation: string;
  lastUpdateAt: Date;
}

/**
 * Verified, active alerts whose latest update is before `before`. An update is the
 * verification (or first distribution), a verified sighting, or a "still missing" confirmation.
 */
export async function listStaleAlerts(db: Db, before: Date): Promise<StaleAlertRow[]> {
  const result = await db.execute(sql`
    select id, name, age, last_location, last_update_at from (
      select a.id, a.name, a.age, a.last_location,
        greatest(
          coalesce(a.reviewed_at, a.created_at),
          coalesce(a.distributed_at, a.created_at),
          coalesce(a.confirmed_missing_at, a.created_at),
          coalesce((select max(s.reviewed_at) from sightings s where s.alert_id = a.id and s.is_verified),
                   a.created_at)
        ) as last_update_at
      from alerts a
      where a.is_verified and a.is_active
    ) quiet
    where last_update_at < ${before.toISOString()}::timestamptz
    order by last_update_at, id`);
  return rowsOf<{
    id: number;
    name: string;
    age: number;
    last_location: string;
    last_update_at: string | Date;
  }>(result).map((r) => ({
    id: r.id,
    name: r.name,
    age: r.age,
    lastLocation: r.last_location,
    lastUpdateAt: new Date(r.last_update_at),
  }));
}
