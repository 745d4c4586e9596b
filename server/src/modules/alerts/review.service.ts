import type { StaffAlert } from "@shared/alerts";
import { verifyAlertRequestSchema } from "@shared/levels.schema";
import { AUDIT_ACTIONS } from "@shared/moderation";
import { defaultSharingPolicy } from "@shared/sharing";
import type { Actor, AppContext } from "../../context";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../errors";
import { getNotificationSettings, suggestLevel } from "../../notifications";
import { recordAudit } from "../audit/audit.service";
import { publishCapAlert } from "../cap/cap.service";
import type { AlertRow } from "./alerts.repo";
import { staffAlertView } from "./alerts.service";
import { areaFieldsAtVerification, startSearchArea } from "./area.service";
import { assertPoliceConfirmedIfRequired } from "./police-gate";
import { closeAlert, findAlertForUpdate, updateReviewedAlert } from "./review.repo";

// Reviews of an alert: verify (moderator) / approve (admin), deny (admin), resolve (Reject). Each runs
// in one transaction: lock the row, decide, write every change in one update, write the audit
// row; one event goes out after the commit, and only when something changed, so a repeated
// click (or two moderators at once) never notifies anybody twice.

const verifiedAlertClosesWithOutcome =
  "A verified alert is closed with an outcome (found safe, found (other) or closed for another reason): POST /api/alerts/{id}/close";

const closedMessage = "This report is closed (resolved or denied) and can no longer be verified";

export type ApproveAction = typeof AUDIT_ACTIONS.alertVerify | typeof AUDIT_ACTIONS.alertApprove;

export interface Approval {
  alert: AlertRow;
  changed: boolean;
  /** Messages queued for the first ring. */
  queued: number;
}

/**
 * Verify and Approve are the same change: the alert becomes verified and approved, gets its
 * level (the moderator's choice, or what the report suggests) and its search area, whose first
 * ring is queued in the same transaction, so the alert is sent if and only if the review
 * commits; the row lock and distributedAt (set in the same update) make the first distribution
 * happen exactly once. The body ({ level?, travelMode?, sharingPolicy? }) is read only then: a
 * repeated click changes nothing (PUT /api/alerts/{id}/level and /sharing-policy change them).
 * A staff-only alert is verified without being sent: no search area, no message, no CAP.
 * This is the part in the caller's transaction; announceApproval follows the commit.
 */
export async function approveInTransaction(
  tx: Db,
  ctx: AppContext,
  alertId: number,
  actor: Actor,
  action: ApproveAction,
  body: unknown,
): Promise<Approval> {
  const choice = verifyAlertRequestSchema.parse(body ?? {});
  const now = ctx.now();
  const before = await findAlertForUpdate(tx, alertId);
  if (!before) throw notFound("Alert not found");
  if (!before.isActive) throw conflict(closedMessage);
  const changed = !before.isVerified || before.status !== "approved";
  if (changed) assertPoliceConfirmedIfRequired(before);
  const settings = await getNotificationSettings(tx, ctx.config.site.brandName);
  // A staff-only alert verified before has a policy and no distribution: it is not sent here.
  const first = before.distributedAt === null && before.sharingPolicy === null;
  const suggestion = first ? suggestLevel(before, settings) : null;
  const area = suggestion
    ? areaFieldsAtVerification(
        before,
        { level: choice.level ?? suggestion.level, travelMode: choice.travelMode ?? suggestion.travelMode },
        settings,
        now,
      )
    : null;
  const sharingPolicy = area ? (choice.sharingPolicy ?? defaultSharingPolicy(area.level)) : null;
  const reachesPublic = sharingPolicy !== null && sharingPolicy !== "staff_only";
  const alert =
    changed || area
      ? await updateReviewedAlert(tx, alertId, {
          ...(changed && {
            isVerified: true,
            status: "approved",
            reviewedAt: now,
            reviewedById: actor.staffId,
          }),
          ...(area && {
            ...area,
            sharingPolicy,
            // Staff-only: nothing is sent, and the area waits until the alert is opened.
            ...(reachesPublic ? { distributedAt: now } : { areaState: null }),
          }),
        })
      : before;
  const started =
    area && reachesPublic
      ? await startSearchArea(tx, alert, settings, now, actor.staffId, ctx.config.scheduler.batchRows)
      : null;
  if (changed) await publishCapAlert(tx, ctx, alert);
  await recordAudit(tx, actor, {
    action,
    entityType: "alert",
    entityId: alertId,
    details: {
      changed,
      distributed: started !== null,
      queued: started?.queued ?? 0,
      ...(area &&
        suggestion && {
          level: area.level,
          travelMode: area.travelMode,
          sharingPolicy,
          suggested: { level: suggestion.level, travelMode: suggestion.travelMode },
          reasons: suggestion.reasons,
          ...(started && { radiusKm: started.radiusKm, scheduledSteps: started.scheduled }),
        }),
      from: { status: before.status, isVerified: before.isVerified },
    },
  });
  return { alert, changed, queued: started?.queued ?? 0 };
}

/** After the commit: the dispatcher wakes for the messages, public views clear. */
export function announceApproval(ctx: AppContext, alertId: number, actor: Actor, result: Approval): void {
  if (result.changed || result.queued > 0)
    ctx.events.emit("alert.verified", { alertId, byStaffId: actor.staffId, queued: result.queued });
}

async function approve(ctx: AppContext, alertId: number, actor: Actor, action: ApproveAction, body: unknown) {
  const result = await ctx.database.db.transaction((tx) =>
    approveInTransaction(tx, ctx, alertId, actor, action, body),
  );
  announceApproval(ctx, alertId, actor, result);
  return staffAlertView(ctx, result.alert);
}

export function verifyAlert(
  ctx: AppContext,
  alertId: number,
  actor: Actor,
  body?: unknown,
): Promise<StaffAlert> {
  return approve(ctx, alertId, actor, AUDIT_ACTIONS.alertVerify, body);
}

export function approveAlert(
  ctx: AppContext,
  alertId: number,
  actor: Actor,
  body?: unknown,
): Promise<StaffAlert> {
  return approve(ctx, alertId, actor, AUDIT_ACTIONS.alertApprove, body);
}

/** Admin Deny: only a report still waiting for review can be denied. */
export async function denyAlert(ctx: AppContext, alertId: number, actor: Actor): Promise<StaffAlert> {
  const now = ctx.now();
  const { alert, changed } = await ctx.database.db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, alertId);
    if (!before) throw notFound("Alert not found");
    const changed = before.status !== "denied";
    if (changed && (before.isVerified || before.status === "approved" || !before.isActive)) {
      throw conflict("Only a pending report can be denied; resolve an approved alert instead");
    }
    const alert = changed
      ? await updateReviewedAlert(tx, alertId, {
          isVerified: false,
          isActive: false,
          status: "denied",
          reviewedAt: now,
          reviewedById: actor.staffId,
          closedAt: now,
        })
      : before;
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.alertDeny,
      entityType: "alert",
      entityId: alertId,
      details: { changed, from: { status: before.status, isVerified: before.isVerified } },
    });
    return { alert, changed };
  });
  if (changed) ctx.events.emit("alert.denied", { alertId, byStaffId: actor.staffId });
  return staffAlertView(ctx, alert);
}

/**
 * Resolve: the moderator dashboard's Reject of a report still waiting for
 * review. It was never public, so it stays private: nothing is sent, nothing is published. A
 * verified alert ends differently, with an outcome (case.service.ts closeCase): a 409 names
 * that call, so a Reject can never pass for "found".
 */
export async function resolveAlert(ctx: AppContext, alertId: number, actor: Actor): Promise<StaffAlert> {
  const now = ctx.now();
  const { alert, changed } = await ctx.database.db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, alertId);
    if (!before) throw notFound("Alert not found");
    if (before.isVerified && before.isActive) throw conflict(verifiedAlertClosesWithOutcome);
    const changed = before.isActive;
    const alert = changed ? await closeAlert(tx, alertId, { byStaffId: actor.staffId, at: now }) : before;
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.alertResolve,
      entityType: "alert",
      entityId: alertId,
      details: { changed, from: { status: before.status, isVerified: before.isVerified } },
    });
    return { alert, changed };
  });
  if (changed) ctx.events.emit("alert.resolved", { alertId, byStaffId: actor.staffId, followUps: 0 });
  return staffAlertView(ctx, alert);
}
