import { DEFAULT_NOTIFICATION_RADIUS_MILES } from "@shared/constants";
import {
  DRILL_LEVEL,
  DRILL_PERSON,
  type DrillCapType,
  type DrillSummary,
  type DrillsResponse,
} from "@shared/drills";
import { AUDIT_ACTIONS } from "@shared/moderation";
import type { Actor, AppContext } from "../../context";
import { conflict, notFound } from "../../errors";
import { alertReach } from "../analytics/time-to-alert.service";
import { recordAudit } from "../audit/audit.service";
import { capMessagesOf, publishCapAreaUpdate } from "../cap/cap.service";
import { insertAlert } from "./alerts.repo";
import { announceCaseClosed, closeCaseInTransaction } from "./case.service";
import { countDrillOptIns, type DrillRow, findRunningDrill, listDrills, lockDrills } from "./drill.repo";
import { findAlertForUpdate } from "./review.repo";
import { announceApproval, approveInTransaction } from "./review.service";

// The public drill (docs/decisions/026-time-to-alert-and-drills.md): a test alert of a fixed
// test person, approved at once through the real review (level, search area, outbox, CAP Alert)
// and sent by the real dispatcher, but only to the subscribers who opted in to the drills, every
// message marked TEST, CAP status Test. The admin then sends a test Update (CAP) and ends it
// (the CAP Cancel, through the real case ending). Its result is read from the delivery log.

/** Drills listed in the Drills section. */
const DRILLS_SHOWN = 20;

const DRILL_ENDED_NOTE = "Drill ended by the admin";

async function summaryOf(ctx: AppContext, row: DrillRow): Promise<DrillSummary> {
  const db = ctx.database.db;
  const [messages, reach] = await Promise.all([capMessagesOf(db, row.id), alertReach(db, row.id)]);
  return {
    id: row.id,
    startedAt: (row.distributedAt ?? row.createdAt).toISOString(),
    endedAt: row.isActive ? null : (row.closedAt?.toISOString() ?? null),
    startedBy: row.startedBy,
    capMessages: messages.map((m) => ({
      msgType: m.msgType as DrillCapType,
      sent: m.sent.toISOString(),
      file: m.file,
    })),
    reach,
  };
}

async function drillSummary(ctx: AppContext, id: number): Promise<DrillSummary> {
  const [row] = await listDrills(ctx.database.db, 1, id);
  if (!row) throw notFound("No such drill");
  return summaryOf(ctx, row);
}

export async function listDrillSummaries(ctx: AppContext): Promise<DrillsResponse> {
  const db = ctx.database.db;
  const [rows, optedIn] = await Promise.all([listDrills(db, DRILLS_SHOWN), countDrillOptIns(db)]);
  return { optedIn, drills: await Promise.all(rows.map((row) => summaryOf(ctx, row))) };
}

/**
 * Starts a drill: in one transaction the test alert is written and approved as an admin's
 * approval is (so its messages are queued, and its CAP Alert published, if and only if it
 * commits), and the start is audited. One drill runs at a time.
 */
export async function startDrill(ctx: AppContext, actor: Actor): Promise<DrillSummary> {
  const now = ctx.now();
  const { alertId, approval } = await ctx.database.db.transaction(async (tx) => {
    await lockDrills(tx);
    if (await findRunningDrill(tx)) throw conflict("A drill is running: end it before starting another");
    const row = await insertAlert(tx, {
      ...DRILL_PERSON,
      lastSeen: now,
      createdAt: now,
      isDrill: true,
      isVerified: false,
      isActive: true,
      status: "pending",
      notificationRadius: DEFAULT_NOTIFICATION_RADIUS_MILES,
      // The alert page's contact line reads "TEST (public drill)", with no number to call.
      reporterName: "TEST",
      reporterRelationship: "public drill",
      reporterPhone: "",
      reporterEmail: "",
    });
    const approval = await approveInTransaction(tx, ctx, row.id, actor, AUDIT_ACTIONS.alertApprove, {
      level: DRILL_LEVEL,
      travelMode: "foot",
      sharingPolicy: "share_widely",
    });
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.drillStart,
      entityType: "alert",
      entityId: row.id,
      details: { queued: approval.queued },
    });
    return { alertId: row.id, approval };
  });
  announceApproval(ctx, alertId, actor, approval);
  return drillSummary(ctx, alertId);
}

/** The drill's row, locked, if it is a drill still running. */
async function lockRunningDrill(tx: Parameters<typeof findAlertForUpdate>[0], id: number) {
  const alert = await findAlertForUpdate(tx, id);
  if (!alert?.isDrill) throw notFound("No such drill");
  if (!alert.isActive) throw conflict("This drill has ended");
  return alert;
}

/** The test Update: a CAP Update (status Test) of the running drill; no message goes out. */
export async function updateDrill(ctx: AppContext, id: number, actor: Actor): Promise<DrillSummary> {
  await ctx.database.db.transaction(async (tx) => {
    const alert = await lockRunningDrill(tx, id);
    await publishCapAreaUpdate(tx, ctx, alert);
    await recordAudit(tx, actor, { action: AUDIT_ACTIONS.drillUpdate, entityType: "alert", entityId: id });
  });
  // The feed and the alert's public views read anew.
  ctx.events.emit("alert.area_changed", { alertId: id, queued: 0 });
  return drillSummary(ctx, id);
}

/**
 * Ends the drill as a case is closed ("closed for another reason": no follow-up message, what
 * was not sent yet is cancelled, the CAP Cancel is published).
 */
export async function endDrill(ctx: AppContext, id: number, actor: Actor): Promise<DrillSummary> {
  const closed = await ctx.database.db.transaction(async (tx) => {
    await lockRunningDrill(tx, id);
    const result = await closeCaseInTransaction(
      tx,
      ctx,
      id,
      { outcome: "closed_other", note: DRILL_ENDED_NOTE },
      actor,
    );
    await recordAudit(tx, actor, { action: AUDIT_ACTIONS.drillEnd, entityType: "alert", entityId: id });
    return result;
  });
  announceCaseClosed(ctx, id, actor, closed);
  return drillSummary(ctx, id);
}
