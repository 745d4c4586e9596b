import type { StaffAlert } from "../../../../shared/alerts";
import { AUDIT_ACTIONS, type PendingSighting } from "../../../../shared/moderation";
import type { StaffSighting } from "../../../../shared/sightings";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../errors";
import { planDistribution, planResolutionFollowUp } from "../../notifications/planning";
import { toStaffAlert } from "../alerts/alerts.shape";
import { type Actor, recordAudit } from "../audit/audit.service";
import { toStaffSighting } from "../sightings/sightings.shape";
import {
  claimDistribution,
  findAlert,
  findAlertForUpdate,
  findSighting,
  findSightingForUpdate,
  listPendingSightings,
  markAlertApproved,
  markAlertDenied,
  markAlertResolved,
  markSightingVerified,
} from "./moderation.repo";

// Review rules. Each review runs in one transaction: lock the row, change it, write the
// audit row; events go out after the commit and only when the state really changed, so a
// repeated click (or two moderators at once) never notifies anybody twice.

const closedMessage = "This report is closed (resolved or denied) and can no longer be verified";

/**
 * Verify (moderator) and Approve (admin) are the same change: the alert becomes verified and
 * approved, and is distributed to subscribers once.
 */
async function approve(
  ctx: AppContext,
  alertId: number,
  actor: Actor,
  action: typeof AUDIT_ACTIONS.alertVerify | typeof AUDIT_ACTIONS.alertApprove,
): Promise<StaffAlert> {
  const { db } = ctx.database;
  const now = ctx.now();
  const { alert, changed, queued } = await db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, alertId);
    if (!before) throw notFound("Alert not found");
    if (!before.isActive) throw conflict(closedMessage);
    const changed = !before.isVerified || before.status !== "approved";
    if (changed) await markAlertApproved(tx, alertId, { byStaffId: actor.staffId, at: now });
    const firstDistribution = await claimDistribution(tx, alertId, now);
    // The outbox rows are written in this same transaction, so the alert is sent if and only
    // if the review commits, and never twice (claimDistribution succeeds once per alert).
    const queued = firstDistribution ? (await planDistribution(tx, alertId, now)).queued : 0;
    await recordAudit(tx, actor, {
      action,
      entityType: "alert",
      entityId: alertId,
      details: {
        changed,
        distributed: firstDistribution,
        queued,
        from: { status: before.status, isVerified: before.isVerified },
      },
    });
    return { alert: (await findAlert(tx, alertId))!, changed, queued };
  });
  if (changed) ctx.events.emit("alert.verified", { alertId, byStaffId: actor.staffId });
  if (queued > 0) ctx.events.emit("notifications.queued", { alertId, count: queued });
  return toStaffAlert(alert);
}

export function verifyAlert(ctx: AppContext, alertId: number, actor: Actor): Promise<StaffAlert> {
  return approve(ctx, alertId, actor, AUDIT_ACTIONS.alertVerify);
}

export function approveAlert(ctx: AppContext, alertId: number, actor: Actor): Promise<StaffAlert> {
  return approve(ctx, alertId, actor, AUDIT_ACTIONS.alertApprove);
}

/** Admin Deny: only a report still waiting for review can be denied. */
export async function denyAlert(ctx: AppContext, alertId: number, actor: Actor): Promise<StaffAlert> {
  const { db } = ctx.database;
  const now = ctx.now();
  const { alert, changed } = await db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, alertId);
    if (!before) throw notFound("Alert not found");
    const changed = before.status !== "denied";
    if (changed && (before.isVerified || before.status === "approved" || !before.isActive)) {
      throw conflict("Only a pending report can be denied; resolve an approved alert instead");
    }
    if (changed) await markAlertDenied(tx, alertId, { byStaffId: actor.staffId, at: now });
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.alertDeny,
      entityType: "alert",
      entityId: alertId,
      details: { changed, from: { status: before.status, isVerified: before.isVerified } },
    });
    return { alert: (await findAlert(tx, alertId))!, changed };
  });
  if (changed) ctx.events.emit("alert.denied", { alertId, byStaffId: actor.staffId });
  return toStaffAlert(alert);
}

/** Resolve (the dashboard's Reject, or a found person): the alert leaves the public list. */
export async function resolveAlert(ctx: AppContext, alertId: number, actor: Actor): Promise<StaffAlert> {
  const { db } = ctx.database;
  const now = ctx.now();
  const { alert, changed, queued } = await db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, alertId);
    if (!before) throw notFound("Alert not found");
    const changed = before.isActive;
    if (changed) await markAlertResolved(tx, alertId, { byStaffId: actor.staffId, at: now });
    // Everyone the alert reached hears that the case is closed; unsent alert messages are cancelled.
    const followUps = changed && before.distributedAt ? await planResolutionFollowUp(tx, alertId, now) : null;
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.alertResolve,
      entityType: "alert",
      entityId: alertId,
      details: {
        changed,
        followUps: followUps?.queued ?? 0,
        from: { status: before.status, isVerified: before.isVerified },
      },
    });
    return { alert: (await findAlert(tx, alertId))!, changed, queued: followUps?.queued ?? 0 };
  });
  if (changed) ctx.events.emit("alert.resolved", { alertId, byStaffId: actor.staffId });
  if (queued > 0) ctx.events.emit("notifications.queued", { alertId, count: queued });
  return toStaffAlert(alert);
}

export async function verifySighting(
  ctx: AppContext,
  sightingId: number,
  actor: Actor,
): Promise<StaffSighting> {
  const { db } = ctx.database;
  const now = ctx.now();
  const { sighting, changed } = await db.transaction(async (tx) => {
    const before = await findSightingForUpdate(tx, sightingId);
    if (!before) throw notFound("Sighting not found");
    const changed = !before.isVerified;
    if (changed) await markSightingVerified(tx, sightingId, { byStaffId: actor.staffId, at: now });
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.sightingVerify,
      entityType: "sighting",
      entityId: sightingId,
      details: { changed, alertId: before.alertId },
    });
    return { sighting: (await findSighting(tx, sightingId))!, changed };
  });
  if (changed) {
    ctx.events.emit("sighting.verified", {
      sightingId,
      alertId: sighting.alertId,
      byStaffId: actor.staffId,
    });
  }
  return toStaffSighting(sighting);
}

export const PENDING_SIGHTINGS_LIMIT = 500;

export async function pendingSightings(db: Db): Promise<PendingSighting[]> {
  const rows = await listPendingSightings(db, PENDING_SIGHTINGS_LIMIT);
  return rows.map((r) => ({
    ...r,
    sightingTime: r.sightingTime.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}
