import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts } from "../../db/schema";

export type AlertRow = typeof alerts.$inferSelect;
export type NewAlertRow = typeof alerts.$inferInsert;

/** Columns an item of the public list needs; keeps the list query narrow. */
const summaryColumns = {
  id: alerts.id,
  name: alerts.name,
  age: alerts.age,
  description: alerts.description,
  clothing: alerts.clothing,
  lastLocation: alerts.lastLocation,
  lastSeen: alerts.lastSeen,
  latitude: alerts.latitude,
  longitude: alerts.longitude,
  photoUrl: alerts.photoUrl,
  isVerified: alerts.isVerified,
  isActive: alerts.isActive,
  status: alerts.status,
  createdAt: alerts.createdAt,
  level: alerts.level,
};
export type AlertSummaryRow = Pick<AlertRow, keyof typeof summaryColumns>;

export interface AlertFilter {
  verified?: boolean;
  active?: boolean;
  search?: string;
  /** First comma segment of lastLocation, compared exactly (after trimming). */
  location?: string;
  /** Leave out records the case lifecycle job has redacted (public lists). */
  excludeRedacted?: boolean;
  /** Leave out alerts for staff and police only (public lists). */
  excludeStaffOnly?: boolean;
  /** Leave out the public drills: test alerts are not real alerts (public lists). */
  excludeDrills?: boolean;
  limit: number;
  offset: number;
}

/** Runs fn in one transaction; the Drizzle transaction is usable wherever a Db is. */
export function inTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => fn(tx as unknown as Db));
}

export async function insertAlert(db: Db, values: NewAlertRow): Promise<AlertRow> {
  const [row] = await db.insert(alerts).values(values).returning();
  return row!;
}

/**
 * Inserts a report that carries a client request id, or nothing when a report with that id
 * exists (a concurrent resend waits for the first insert's commit, then gets undefined).
 */
export async function insertAlertOnce(db: Db, values: NewAlertRow): Promise<AlertRow | undefined> {
  const [row] = await db
    .insert(alerts)
    .values(values)
    .onConflictDoNothing({ target: alerts.clientRequestId })
    .returning();
  return row;
}

export async function findAlertByClientRequestId(
  db: Db,
  clientRequestId: string,
): Promise<AlertRow | undefined> {
  const rows = await db.select().from(alerts).where(eq(alerts.clientRequestId, clientRequestId)).limit(1);
  return rows[0];
}

export async function findAlertById(db: Db, id: number): Promise<AlertRow | undefined> {
  const rows = await db.select().from(alerts).where(eq(alerts.id, id)).limit(1);
  return rows[0];
}

/** The first comma-separated segment of last_location, trimmed. */
const firstSegment = sql<string>`btrim(split_part(${alerts.lastLocation}, ',', 1))`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: Omit<AlertFilter, "limit" | "offset">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.verified !== undefined) conditions.push(eq(alerts.isVerified, filter.verified));
  if (filter.active !== undefined) conditions.push(eq(alerts.isActive, filter.active));
  if (filter.excludeRedacted) conditions.push(isNull(alerts.redactedAt));
  if (filter.excludeStaffOnly) conditions.push(sql`${alerts.sharingPolicy} is distinct from 'staff_only'`);
  if (filter.excludeDrills) conditions.push(eq(alerts.isDrill, false));
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(or(ilike(alerts.name, pattern), ilike(alerts.lastLocation, pattern))!);
  }
  if (filter.location) conditions.push(sql`${firstSegment} = ${filter.location}`);
  return conditions.length ? and(...conditions) : undefined;
}

export async function countAlerts(db: Db, filter: Omit<AlertFilter, "limit" | "offset">): Promise<number> {
  const [row] = await db.select({ n: count() }).from(alerts).where(whereOf(filter));
  return row?.n ?? 0;
}

/** Newest first; ties broken by id so paging is stable. */
export async function listAlertSummaries(db: Db, filter: AlertFilter): Promise<AlertSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(alerts)
    .where(whereOf(filter))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function listAlertRows(db: Db, filter: AlertFilter): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(whereOf(filter))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Distinct first segments of the last locations of the alerts matching the filter, A to Z. */
export async function listLocationSegments(
  db: Db,
  filter: Pick<AlertFilter, "verified" | "active" | "excludeRedacted" | "excludeStaffOnly" | "excludeDrills">,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ segment: firstSegment })
    .from(alerts)
    .where(whereOf(filter))
    .orderBy(asc(firstSegment));
  return rows.map((r) => r.segment).filter((s) => s.length > 0);
}

/** Many alerts in one statement (demo and benchmark data); PGlite is happiest with ~5,000 rows at a time. */
export async function insertAlerts(db: Db, values: NewAlertRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < values.length; i += 5_000) {
    const rows = await db
      .insert(alerts)
      .values(values.slice(i, i + 5_000))
      .returning({ id: alerts.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
