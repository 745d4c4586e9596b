import type { StaffAlert } from "@shared/alerts";
import { closeCaseInputSchema, isFoundOutcome, type StaleCasesResponse } from "@shared/cases";
import { DAY_MS } from "@shared/constants";
import { AUDIT_ACTIONS } from "@shared/moderation";
import type { Actor, AppContext } from "../../context";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../errors";
import {
  cancelUnsentAlertMessages,
  getNotificationSettings,
  planResolutionFollowUp,
} from "../../notifications";
import { recordAudit } from "../audit/audit.service";
import { publishCapCancel } from "../cap/cap.service";
import type { AlertRow } from "./alerts.repo";
import { staffAlertView } from "./alerts.service";
import { endSearchArea } from "./area.service";
import { confirmMissing, listStaleAlerts } from "./case.repo";
import { closeAlert, findAlertForUpdate } from "./review.repo";

// The ends of a verified alert. Closing records an outcome and a staff note; a
// found person's follow-up goes to everyone the alert reached, once. Rejecting a pending
// report (review.service.ts, resolve) is a different ending: it was never public.

export interface ClosedCase {
  alert: AlertRow;
  /** False for a repeat with the same outcome: nothing changed, nothing was sent. */
  changed: boolean;
  followUps: number;
}

/**
 * Closes a verified, active alert with an outcome, in the caller's transaction: lock, close,
 * cancel what was not sent and the search area's steps still to come, queue the follow-up (found
 * outcomes only), publish the CAP Cancel, audit. Unless the settings announce found people, the
 * public record is redacted at once (decision 014's view): the page says only that the appeal
 * ended, the photo, card, poster, sightings and chat stop answering, the CAP Cancel and the
 * follow-up name nothing. A repeat with the same outcome changes nothing and sends nothing.
 */
export async function closeCaseInTransaction(
  tx: Db,
  ctx: AppContext,
  alertId: number,
  /** The request body, parsed here (CloseCaseInput). */
  input: unknown,
  actor: Actor,
): Promise<ClosedCase> {
  const { outcome, note } = closeCaseInputSchema.parse(input);
  const now = ctx.now();
  const before = await findAlertForUpdate(tx, alertId);
  if (!before) throw notFound("Alert not found");
  if (!before.isVerified)
    throw conflict("Only a verified alert is closed with an outcome; a pending report is rejected instead");
  if (!before.isActive) {
    if (before.outcome === outcome) return { alert: before, changed: false, followUps: 0 };
    throw conflict("This alert is already closed");
  }
  const { announceFound } = await getNotificationSettings(tx, ctx.config.site.brandName);
  const alert = await closeAlert(tx, alertId, {
    byStaffId: actor.staffId,
    at: now,
    outcome: { outcome, note },
    redact: !announceFound,
  });
  let followUps = 0;
  if (before.distributedAt) {
    if (isFoundOutcome(outcome)) followUps = (await planResolutionFollowUp(tx, alertId, now)).queued;
    else await cancelUnsentAlertMessages(tx, alertId, now);
  }
  await endSearchArea(tx, alertId);
  await publishCapCancel(tx, ctx, alert);
  await recordAudit(tx, actor, {
    action: AUDIT_ACTIONS.alertClose,
    entityType: "alert",
    entityId: alertId,
    details: { outcome, followUps, withNote: note !== null, endedQuietly: !announceFound },
  });
  return { alert, changed: true, followUps };
}

/** After the commit: public views clear and the dispatcher wakes for the follow-ups. */
export function announceCaseClosed(ctx: AppContext, alertId: number, actor: Actor, closed: ClosedCase): void {
  if (closed.changed)
    ctx.events.emit("alert.resolved", { alertId, byStaffId: actor.staffId, followUps: closed.followUps });
}

/** POST /api/alerts/{id}/close: closeCaseInTransaction in its own transaction. */
export async function closeCase(
  ctx: AppContext,
  alertId: number,
  /** The request body, parsed here (CloseCaseInput). */
  input: unknown,
  actor: Actor,
): Promise<StaffAlert> {
  const result = await ctx.database.db.transaction((tx) =>
    closeCaseInTransaction(tx, ctx, alertId, input, actor),
  );
  announceCaseClosed(ctx, alertId, actor, result);
  return staffAlertView(ctx, result.alert);
}

/** "Still missing": staff checked on a quiet case; its stale clock starts again. */
export async function confirmStillMissing(
  ctx: AppContext,
  alertId: number,
  actor: Actor,
): Promise<StaffAlert> {
  const now = ctx.now();
  const alert = await ctx.database.db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, alertId);
    if (!before) throw notFound("Alert not found");
    if (!before.isVerified || !before.isActive)
      throw conflict("Only a verified, active alert can be confirmed as still missing");
    const updated = await confirmMissing(tx, alertId, now);
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.alertConfirmMissing,
      entityType: "alert",
      entityId: alertId,
      details: { previousConfirmation: before.confirmedMissingAt?.toISOString() ?? null },
    });
    return updated;
  });
  return staffAlertView(ctx, alert);
}

/** Verified, active alerts with no update for the configured days, the longest-quiet first. */
export async function listStaleCases(ctx: AppContext): Promise<StaleCasesResponse> {
  const staleAfterDays = ctx.config.cases.staleAfterDays;
  const now = ctx.now();
  const rows = await listStaleAlerts(ctx.database.db, new Date(now.getTime() - staleAfterDays * DAY_MS));
  return {
    staleAfterDays,
    cases: rows.map((row) => ({
      id: row.id,
      name: row.name,
      age: row.age,
      lastLocation: row.lastLocation,
      lastUpdateAt: row.lastUpdateAt.toISOString(),
      daysSinceUpdate: Math.floor((now.getTime() - row.lastUpdateAt.getTime()) / DAY_MS),
    })),
  };
}
