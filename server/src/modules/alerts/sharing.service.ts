import type { StaffAlert } from "@shared/alerts";
import { AUDIT_ACTIONS } from "@shared/moderation";
import { type SharingPolicy, sharingPolicyOf } from "@shared/sharing";
import { changeSharingPolicyRequestSchema } from "@shared/sharing.schema";
import type { Actor, AppContext } from "../../context";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../errors";
import { cancelUnsentAlertMessages, getNotificationSettings, STAFF_ONLY_NOT_SENT } from "../../notifications";
import { recordAudit } from "../audit/audit.service";
import { publishCapAlert, publishCapCancel } from "../cap/cap.service";
import type { AlertRow } from "./alerts.repo";
import { staffAlertView } from "./alerts.service";
import { updateAlertArea } from "./area.repo";
import { areaFieldsAtVerification, choiceOf, startSearchArea } from "./area.service";
import { findAlertForUpdate, updateReviewedAlert } from "./review.repo";

// A verified alert's sharing policy (shared/sharing.ts), changed by a moderator or an admin after
// verification; every change is audited. The public surfaces read the policy at request time
// (alerts.service isVisibleTo, getShareablePublicAlert; the photos, CAP and page-preview queries),
// so a change shows everywhere once the public caches clear. What this service does besides is
// what cannot wait for a request: messages and the CAP feed.

const notVerified = "Only a verified alert has a sharing policy: choose one when verifying it";
const closed = "This case is closed: its sharing policy no longer changes";

interface PolicyChange {
  cancelled: number;
  /** Messages queued by an area started now (a staff-only alert opened to the public). */
  queued: number;
  /** The search area started or its growth paused: the scheduler and dispatcher wake. */
  areaChanged: boolean;
}

/** Staff and police only: nothing more goes out to the public, and the area stops growing. */
async function withdrawFromPublic(tx: Db, alert: AlertRow, now: Date): Promise<PolicyChange> {
  const cancelled = await cancelUnsentAlertMessages(tx, alert.id, now, STAFF_ONLY_NOT_SENT);
  const pause = alert.areaState === "growing";
  if (pause) await updateAlertArea(tx, alert.id, { areaState: "paused" });
  return { cancelled, queued: 0, areaChanged: pause };
}

/**
 * A staff-only alert opened to the public: when it was never sent (verified as staff-only), its
 * search area starts now, as verification would have started it. One that was sent before keeps
 * its area as staff left it (paused growth is resumed in the search area).
 */
async function openToPublic(
  tx: Db,
  ctx: AppContext,
  alert: AlertRow,
  actor: Actor,
  now: Date,
): Promise<PolicyChange> {
  const choice = choiceOf(alert);
  if (alert.distributedAt !== null || !choice) return { cancelled: 0, queued: 0, areaChanged: false };
  const settings = await getNotificationSettings(tx, ctx.config.site.brandName);
  const area = areaFieldsAtVerification(alert, choice, settings, now);
  await updateReviewedAlert(tx, alert.id, { distributedAt: now });
  const withArea = await updateAlertArea(tx, alert.id, area);
  const { queued } = await startSearchArea(
    tx,
    withArea,
    settings,
    now,
    actor.staffId,
    ctx.config.scheduler.batchRows,
  );
  return { cancelled: 0, queued, areaChanged: true };
}

/** PUT /api/alerts/{id}/sharing-policy. */
export async function changeSharingPolicy(
  ctx: AppContext,
  alertId: number,
  body: unknown,
  actor: Actor,
): Promise<StaffAlert> {
  const { sharingPolicy: to } = changeSharingPolicyRequestSchema.parse(body ?? {});
  const now = ctx.now();
  const result = await ctx.database.db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, alertId);
    if (!before) throw notFound("Alert not found");
    if (!before.isVerified) throw conflict(notVerified);
    if (!before.isActive) throw conflict(closed);
    const from: SharingPolicy = sharingPolicyOf(before.sharingPolicy);
    const changed = from !== to;
    let change: PolicyChange = { cancelled: 0, queued: 0, areaChanged: false };
    let alert = before;
    if (changed) {
      alert = await updateReviewedAlert(tx, alertId, { sharingPolicy: to });
      if (to === "staff_only") change = await withdrawFromPublic(tx, alert, now);
      else if (from === "staff_only") change = await openToPublic(tx, ctx, alert, actor, now);
      // The CAP feed carries only widely shared alerts: an Alert when one becomes so, a Cancel
      // (which names nothing once the alert left the feed) when it stops being so.
      alert = (await findAlertForUpdate(tx, alertId))!;
      if (to === "share_widely") await publishCapAlert(tx, ctx, alert);
      else if (from === "share_widely") await publishCapCancel(tx, ctx, alert);
    }
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.alertSharingPolicyChange,
      entityType: "alert",
      entityId: alertId,
      details: { changed, from, to, cancelled: change.cancelled, queued: change.queued },
    });
    return { alert, changed, change };
  });
  if (result.changed) {
    ctx.events.emit("alert.sharing_changed", { alertId, byStaffId: actor.staffId });
    if (result.change.areaChanged)
      ctx.events.emit("alert.area_changed", { alertId, queued: result.change.queued });
  }
  return staffAlertView(ctx, result.alert);
}
