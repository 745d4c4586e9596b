import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts } from "../../db/schema";
import { rowsOf } from "../../db/sql-result";
import type { AlertRow } from "./alerts.repo";

// The case lifecycle job's queries (lifecycle.service.ts).

/** One key for the job across every instance (pg advisory locks take a bigint). */
const CASE_LIFECYCLE_LOCK_KEY = 7_310_017;

/**
 * Takes the job's lock for the rest of the transaction, or answers false at once when another
 * instance holds it (that instance is doing the work).
 */
export async function tryCaseLifecycleLock(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select pg_try_advisory_xact_lock(${CASE_LIFECYCLE_LOCK_KEY}) as locked`,
  );
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}

/** Closed public cases whose redaction is due, locked for the transaction. */
export function lockCasesToRedact(db: Db, closedBefore: Date): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.isVerified, true),
        eq(alerts.isActive, false),
        lte(alerts.closedAt, closedBefore),
        isNull(alerts.redactedAt),
      ),
    )
    .orderBy(alerts.id)
    .for("update");
}

/** Closed cases (public or not) whose retention period is over, locked for the transaction. */
export function lockCasesToPurge(db: Db, closedBefore: Date): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(eq(alerts.isActive, false), lte(alerts.closedAt, closedBefore), isNull(alerts.purgedAt)))
    .orderBy(alerts.id)
    .for("update");
}

/**
 * How many cases each step of the job would take now (the same conditions as the two locks
 * above, without locking): a number that stays above zero means the job is not running.
 */
export async function countCaseStepsDue(
  db: Db,
  cutoffs: { redactClosedBefore: Date; purgeClosedBefore: Date },
): Promise<{ redact: number; purge: number }> {
  const [row] = await db
    .select({
      redact: sql<number>`count(*) filter (where ${alerts.isVerified} and ${alerts.closedAt} <= ${cutoffs.redactClosedBefore.toISOString()}::timestamptz and ${alerts.redactedAt} is null)::int`,
      purge: sql<number>`count(*) filter (where ${alerts.closedAt} <= ${cutoffs.purgeClosedBefore.toISOString()}::timestamptz and ${alerts.purgedAt} is null)::int`,
    })
    .from(alerts)
    .where(eq(alerts.isActive, false));
  return { redact: Number(row?.redact ?? 0), purge: Number(row?.purge ?? 0) };
}

export async function markRedacted(db: Db, id: number, at: Date): Promise<void> {
  await db.update(alerts).set({ redactedAt: at }).where(eq(alerts.id, id));
}

/**
 * What is left of a purged case: its id, the first name, the outcome and the dates, so counts
 * and the audit log still make sense. Everything that identifies the person, the place, the
 * reporter or the police case is gone.
 */
export async function scrubPurgedCase(db: Db, id: number, firstName: string, at: Date): Promise<void> {
  await db
    .update(alerts)
    .set({
      name: firstName,
      description: "",
      clothing: "",
      lastLocation: "",
      latitude: null,
      longitude: null,
      circumstances: null,
      photoUrl: null,
      // Derived from the photo: it goes with it.
      photoHash: null,
      photoReusedFromAlertId: null,
      adminNotes: null,
      reporterName: "",
      reporterRelationship: "",
      reporterPhone: "",
      reporterEmail: "",
      policeReference: null,
      outcomeNote: null,
      clientRequestId: null,
      redactedAt: sql`coalesce(${alerts.redactedAt}, ${at.toISOString()}::timestamptz)`,
      purgedAt: at,
    })
    .where(eq(alerts.id, id));
}
