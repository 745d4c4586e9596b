import { AUDIT_ACTIONS } from "@shared/moderation";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAuditLog, adminUsers, alerts, subscribers } from "../../db/schema";

// The drills' rows: alerts with is_drill, and whom a drill would reach.

/**
 * Holds, until the transaction ends, the one lock under which a drill is started, so two admins
 * starting one at the same moment run one drill, not two.
 */
export async function lockDrills(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('public drill'))`);
}

/** The drill still running, if any. */
export async function findRunningDrill(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.isDrill, true), eq(alerts.isActive, true)))
    .limit(1);
  return row?.id;
}

const drillColumns = {
  id: alerts.id,
  distributedAt: alerts.distributedAt,
  createdAt: alerts.createdAt,
  closedAt: alerts.closedAt,
  isActive: alerts.isActive,
  // Who started it, from its audit entry (reviewed_by changes when the drill is ended).
  startedBy: sql<string | null>`(select u.username from ${adminAuditLog} l
    join ${adminUsers} u on u.id = l.admin_id
    where l.entity_type = 'alert' and l.entity_id = "alerts"."id" and l.action = ${AUDIT_ACTIONS.drillStart}
    order by l.id limit 1)`,
};

export type DrillRow = Awaited<ReturnType<typeof listDrills>>[number];

/** The drills, newest first; `id` narrows to one. */
export function listDrills(db: Db, limit: number, id?: number) {
  return db
    .select(drillColumns)
    .from(alerts)
    .where(id === undefined ? eq(alerts.isDrill, true) : and(eq(alerts.isDrill, true), eq(alerts.id, id)))
    .orderBy(desc(alerts.id))
    .limit(limit);
}

/** Active subscribers who asked for the drills. */
export async function countDrillOptIns(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscribers)
    .where(and(eq(subscribers.isActive, true), eq(subscribers.drillOptIn, true)));
  return row?.n ?? 0;
}
