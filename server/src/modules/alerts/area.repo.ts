import { and, asc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alertNotifications, alerts, searchAreaSteps, searchCircles } from "../../db/schema";
import { iso, rowsOf } from "../../db/sql-result";
import type { AlertRow } from "./alerts.repo";

// The search area's rows: an alert's circles and their steps (the scheduler's due rows). Steps
// are claimed by locking their alert's row first (FOR UPDATE SKIP LOCKED) and then the step, the
// order every review and staff action follows too, so a step runs once and never interleaves
// with a level change, a pause or the case's end.

export type CircleRow = typeof searchCircles.$inferSelect;
export type StepRow = typeof searchAreaSteps.$inferSelect;
export type NewStepRow = typeof searchAreaSteps.$inferInsert;

export async function insertCircle(db: Db, values: typeof searchCircles.$inferInsert): Promise<CircleRow> {
  const rows = await db.insert(searchCircles).values(values).returning();
  return rows[0]!;
}

export async function insertSteps(db: Db, values: NewStepRow[]): Promise<StepRow[]> {
  if (values.length === 0) return [];
  return db.insert(searchAreaSteps).values(values).returning();
}

/** The next ring number of the alert (1 for its first). */
export async function nextStepSeq(db: Db, alertId: number): Promise<number> {
  const [row] = await db
    .select({ seq: max(searchAreaSteps.seq) })
    .from(searchAreaSteps)
    .where(eq(searchAreaSteps.alertId, alertId));
  return (row?.seq ?? 0) + 1;
}

export function listCircles(db: Db, alertId: number): Promise<CircleRow[]> {
  return db
    .select()
    .from(searchCircles)
    .where(eq(searchCircles.alertId, alertId))
    .orderBy(asc(searchCircles.id));
}

export function listSteps(db: Db, alertId: number): Promise<StepRow[]> {
  return db
    .select()
    .from(searchAreaSteps)
    .where(eq(searchAreaSteps.alertId, alertId))
    .orderBy(asc(searchAreaSteps.seq));
}

/** The alert's row for a step, or undefined while another transaction holds it (try again later). */
export async function lockAlertUnlessBusy(db: Db, alertId: number): Promise<AlertRow | undefined> {
  const rows = await db.select().from(alerts).where(eq(alerts.id, alertId)).limit(1).for("update", {
    skipLocked: true,
  });
  return rows[0];
}

/** A step still scheduled, locked (its alert's row is locked first). */
export async function lockScheduledStep(db: Db, stepId: number): Promise<StepRow | undefined> {
  const rows = await db
    .select()
    .from(searchAreaSteps)
    .where(and(eq(searchAreaSteps.id, stepId), eq(searchAreaSteps.status, "scheduled")))
    .limit(1)
    .for("update");
  return rows[0];
}

/** The alert's earliest scheduled step not yet begun (Expand now runs it). */
export async function nextScheduledStep(db: Db, alertId: number): Promise<StepRow | undefined> {
  const rows = await db
    .select()
    .from(searchAreaSteps)
    .where(and(eq(searchAreaSteps.alertId, alertId), eq(searchAreaSteps.status, "scheduled"), notStarted))
    .orderBy(asc(searchAreaSteps.dueAt), asc(searchAreaSteps.seq))
    .limit(1)
    .for("update");
  return rows[0];
}

export async function countScheduledSteps(db: Db, alertId: number): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from search_area_steps
      where alert_id = ${alertId} and status = 'scheduled'`),
  );
  return rows[0]?.n ?? 0;
}

/** The circle reaches the step's radius (never shrinks). */
export async function growCircle(db: Db, circleId: number, radiusKm: number): Promise<CircleRow> {
  const rows = await db
    .update(searchCircles)
    .set({ radiusKm: sql`greatest(${searchCircles.radiusKm}, ${radiusKm}::float8)` })
    .where(eq(searchCircles.id, circleId))
    .returning();
  return rows[0]!;
}

export async function markStepDone(
  db: Db,
  stepId: number,
  changes: { ranAt: Date; kind?: string; byStaffId?: number | null; dueAt?: Date },
): Promise<void> {
  await db
    .update(searchAreaSteps)
    .set({ status: "done", leaseUntil: null, ...changes })
    .where(eq(searchAreaSteps.id, stepId));
}

/** A step with people still to queue: scheduled, and its first batch already ran. */
const notStarted = isNull(searchAreaSteps.ranAt);

/** A step has queued a batch but has people left: it stays scheduled (due now) and keeps its first batch's time. */
export async function markStepStarted(
  db: Db,
  stepId: number,
  changes: { ranAt: Date; kind?: string; byStaffId?: number | null; dueAt?: Date },
): Promise<void> {
  await db
    .update(searchAreaSteps)
    .set({ leaseUntil: null, ...changes })
    .where(eq(searchAreaSteps.id, stepId));
}

/**
 * Steps not yet run are cancelled. `keepStarted`: a ring already begun is finished (stopping the
 * growth does not leave a ring half sent); a case that ended cancels those too.
 */
export async function cancelScheduledSteps(
  db: Db,
  alertId: number,
  options: { keepStarted: boolean },
): Promise<number> {
  const rows = await db
    .update(searchAreaSteps)
    .set({ status: "cancelled", leaseUntil: null })
    .where(
      and(
        eq(searchAreaSteps.alertId, alertId),
        eq(searchAreaSteps.status, "scheduled"),
        options.keepStarted ? notStarted : undefined,
      ),
    )
    .returning({ id: searchAreaSteps.id });
  return rows.length;
}

/**
 * Steps not yet begun are re-planned from scratch when the level changes: no message refers to
 * them. A step already begun is finished as it was planned.
 */
export async function deleteScheduledSteps(db: Db, alertId: number): Promise<void> {
  await db
    .delete(searchAreaSteps)
    .where(and(eq(searchAreaSteps.alertId, alertId), eq(searchAreaSteps.status, "scheduled"), notStarted));
}

export type AreaAlertChanges = Partial<
  Pick<AlertRow, "areaState" | "level" | "travelMode" | "highPriority" | "notificationRadius">
>;

export async function updateAlertArea(db: Db, alertId: number, changes: AreaAlertChanges): Promise<AlertRow> {
  const rows = await db.update(alerts).set(changes).where(eq(alerts.id, alertId)).returning();
  return rows[0]!;
}

/** A growing or paused area stops (a complete one, or one never started, keeps its state). */
export async function stopGrowth(db: Db, alertId: number): Promise<void> {
  await db
    .update(alerts)
    .set({ areaState: "stopped" })
    .where(and(eq(alerts.id, alertId), inArray(alerts.areaState, ["growing", "paused"])));
}

/** A step `s` of alert `a` that may run now: due, not held back, and of a growing area, begun, or of an ended case. */
function runnable(alias: "s" | "e", now: Date) {
  const s = (column: string) => sql.raw(`${alias}.${column}`);
  const at = sql`${iso(now)}::timestamptz`;
  return sql`${s("status")} = 'scheduled' and ${s("due_at")} <= ${at}
    and (${s("lease_until")} is null or ${s("lease_until")} <= ${at})
    and (a.area_state = 'growing' or ${s("ran_at")} is not null or not a.is_active or not a.is_verified)`;
}

/**
 * Steps to run: due, scheduled, not held back after a failure, of an area that grows or a closed
 * case, or begun and with people left (the rest of a ring goes out whatever the growth state).
 * An alert's steps run one after another: a wider ring begun while a narrower one still has
 * people left would take them (nearest first, not yet queued) as its own.
 */
export async function listDueSteps(db: Db, now: Date, limit: number) {
  return rowsOf<{ id: number; alertId: number }>(
    await db.execute(sql`
      select s.id, s.alert_id as "alertId"
      from search_area_steps s join alerts a on a.id = s.alert_id
      where ${runnable("s", now)}
        and not exists (select 1 from search_area_steps e
          where e.alert_id = s.alert_id and e.seq < s.seq and ${runnable("e", now)})
      order by s.due_at, s.id
      limit ${limit}`),
  );
}

/** When the scheduler next has work: the earliest such step (null: none). */
export async function nextDueStepAt(db: Db): Promise<Date | null> {
  const rows = rowsOf<{ at: Date | string | null }>(
    await db.execute(sql`
      select min(greatest(s.due_at, coalesce(s.lease_until, s.due_at))) as at
      from search_area_steps s join alerts a on a.id = s.alert_id
      where s.status = 'scheduled'
        and (a.area_state = 'growing' or s.ran_at is not null or not a.is_active or not a.is_verified)`),
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
}

/** A step whose run failed is left alone until `until` (so one bad step cannot spin the scheduler). */
export async function holdStepUntil(db: Db, stepId: number, until: Date): Promise<void> {
  await db
    .update(searchAreaSteps)
    .set({ leaseUntil: until })
    .where(and(eq(searchAreaSteps.id, stepId), eq(searchAreaSteps.status, "scheduled")));
}

/** Messages each ring queued, by channel (alert messages only: the follow-ups are not the ring's). */
export async function reachByStep(db: Db, alertId: number) {
  return db
    .select({
      stepId: alertNotifications.stepId,
      channel: alertNotifications.notificationType,
      count: sql<number>`count(*)::int`,
    })
    .from(alertNotifications)
    .where(and(eq(alertNotifications.alertId, alertId), eq(alertNotifications.kind, "alert")))
    .groupBy(alertNotifications.stepId, alertNotifications.notificationType);
}

/** Circles and steps of several alerts at once (public views). */
export async function listAreasOf(db: Db, alertIds: number[]) {
  if (alertIds.length === 0) return { circles: [], steps: [] };
  const [circles, steps] = [
    await db.select().from(searchCircles).where(inArray(searchCircles.alertId, alertIds)),
    await db.select().from(searchAreaSteps).where(inArray(searchAreaSteps.alertId, alertIds)),
  ];
  return { circles, steps };
}

/** The public places of the verified sightings whose circles these are. */
export async function sightingPlaces(db: Db, sightingIds: number[]): Promise<Map<number, string>> {
  if (sightingIds.length === 0) return new Map();
  const rows = rowsOf<{ id: number; location: string }>(
    await db.execute(
      sql`select id, location from sightings where id in (${sql.join(
        sightingIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((r) => [r.id, r.location]));
}
