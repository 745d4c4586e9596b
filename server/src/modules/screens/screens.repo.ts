import type { ScreenArea } from "@shared/screens";
import { and, desc, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alertScreens, alerts } from "../../db/schema";

export type ScreenRow = typeof alertScreens.$inferSelect;
export type NewScreenRow = typeof alertScreens.$inferInsert;

export async function insertScreen(db: Db, values: NewScreenRow): Promise<ScreenRow> {
  const [row] = await db.insert(alertScreens).values(values).returning();
  return row!;
}

/** Every screen, newest first (a few hundred at most: one per partner's screen). */
export function listScreens(db: Db): Promise<ScreenRow[]> {
  return db.select().from(alertScreens).orderBy(desc(alertScreens.createdAt), desc(alertScreens.id));
}

export async function findScreenByTokenHash(db: Db, tokenHash: string): Promise<ScreenRow | undefined> {
  const [row] = await db.select().from(alertScreens).where(eq(alertScreens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Turns a screen off (a time) or back on (null); undefined when there is no such screen. */
export async function setScreenDisabledAt(
  db: Db,
  id: number,
  disabledAt: Date | null,
): Promise<ScreenRow | undefined> {
  const [row] = await db.update(alertScreens).set({ disabledAt }).where(eq(alertScreens.id, id)).returning();
  return row;
}

/**
 * Records a check-in unless one was recorded since `notBefore`: the condition is in the UPDATE
 * too, so two instances answering the same screen at once write it once.
 */
export async function recordScreenCheckIn(db: Db, id: number, now: Date, notBefore: Date): Promise<void> {
  await db
    .update(alertScreens)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(alertScreens.id, id),
        or(isNull(alertScreens.lastSeenAt), lte(alertScreens.lastSeenAt, notBefore)),
      ),
    );
}

const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle distance in km from the alert's last known place to a point. */
function distanceFromAlertKm(latitude: number, longitude: number): SQL {
  return sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(${alerts.latitude} - ${latitude}::float8) / 2), 2) +
    cos(radians(${latitude}::float8)) * cos(radians(${alerts.latitude})) *
    power(sin(radians(${alerts.longitude} - ${longitude}::float8) / 2), 2))))`;
}

/**
 * Inside the screen's area: the alert's last known place within the circle. An alert without a
 * place is on every screen, as it goes to every subscriber: nobody can tell it is far away.
 */
function insideArea(area: ScreenArea | null): SQL | undefined {
  if (!area) return undefined;
  return or(
    isNull(alerts.latitude),
    isNull(alerts.longitude),
    sql`${distanceFromAlertKm(area.latitude, area.longitude)} <= ${area.radiusKm}::float8`,
  );
}

export interface ScreenAlertRow {
  id: number;
  name: string;
  age: number;
  lastLocation: string;
  lastSeen: Date;
  photoUrl: string | null;
  level: string | null;
}

/**
 * The alerts a public screen may show: verified, active and shared widely (a recipients-only
 * alert is not for passers-by, a staff-only one not for the public at all; alerts verified before
 * sharing policies existed are shared widely), neither redacted nor purged, and no drill (its
 * test is for the people who opted in). Red first, then the newest.
 */
export function listScreenAlerts(db: Db, area: ScreenArea | null, limit: number): Promise<ScreenAlertRow[]> {
  return db
    .select({
      id: alerts.id,
      name: alerts.name,
      age: alerts.age,
      lastLocation: alerts.lastLocation,
      lastSeen: alerts.lastSeen,
      photoUrl: alerts.photoUrl,
      level: alerts.level,
    })
    .from(alerts)
    .where(
      and(
        eq(alerts.isVerified, true),
        eq(alerts.isActive, true),
        isNull(alerts.redactedAt),
        isNull(alerts.purgedAt),
        sql`coalesce(${alerts.sharingPolicy}, 'share_widely') = 'share_widely'`,
        eq(alerts.isDrill, false),
        insideArea(area),
      ),
    )
    .orderBy(sql`(${alerts.level} = 'red') desc nulls last`, desc(alerts.createdAt), desc(alerts.id))
    .limit(limit);
}
