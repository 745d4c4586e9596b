import { AUDIT_ACTIONS } from "@shared/moderation";
import type {
  CreateProblemReportData,
  ProblemReason,
  ProblemReportList,
  ProblemReportStatus,
  StaffProblemReport,
} from "@shared/problem-reports";
import { sharingPolicyOf } from "@shared/sharing";
import type { Actor, AppContext } from "../../context";
import { conflict, notFound } from "../../errors";
import { cancelUnsentAlertMessages } from "../../notifications";
import { type MailLogger, sendReporterMail } from "../admin/reporter-mail";
import { endSearchArea } from "../alerts/area.service";
import { recordAudit } from "../audit/audit.service";
import { publishCapCancel } from "../cap/cap.service";
import {
  countOpenProblemReports,
  findAlertVisibility,
  findProblemReportForUpdate,
  findStaffProblemReport,
  insertProblemReport,
  listProblemReports,
  lockAlert,
  type StaffProblemReportRow,
  takeAlertDown,
  updateProblemReport,
} from "./problem-reports.repo";

// "Report a problem with this alert" (decision 013): anyone may file one about an
// alert the public can see; staff answer it, take the alert down, and close it. Every staff
// action is audited, in the transaction of the change; the audit rows carry ids and the
// reason, never the requester's contact or message.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toStaff(row: StaffProblemReportRow): StaffProblemReport {
  const r = row.report;
  return {
    id: r.id,
    alertId: r.alertId,
    alertName: row.alertName,
    alertStatus: row.alertStatus,
    alertIsPublic: row.alertIsPublic,
    reason: r.reason as ProblemReason,
    contact: r.contact,
    message: r.message,
    status: r.status as ProblemReportStatus,
    answer: r.answer,
    answeredAt: iso(r.answeredAt),
    alertTakenDownAt: iso(r.alertTakenDownAt),
    closedAt: iso(r.closedAt),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Files a request about a public alert; anything else (pending, denied, unknown) is the same 404. */
export async function fileProblemReport(ctx: AppContext, alertId: number, input: CreateProblemReportData) {
  const alert = await findAlertVisibility(ctx.database.db, alertId);
  if (!alert?.isVerified || sharingPolicyOf(alert.sharingPolicy) === "staff_only")
    throw notFound("Alert not found");
  const row = await insertProblemReport(ctx.database.db, {
    alertId,
    reason: input.reason,
    contact: input.contact,
    message: input.message,
    status: "open",
    createdAt: ctx.now(),
  });
  return { id: row.id, status: "open" as const, createdAt: row.createdAt.toISOString() };
}

export async function listForStaff(ctx: AppContext, status: ProblemReportStatus): Promise<ProblemReportList> {
  const db = ctx.database.db;
  const rows = await listProblemReports(db, status);
  return { items: rows.map(toStaff), openCount: await countOpenProblemReports(db) };
}

async function reload(ctx: AppContext, id: number): Promise<StaffProblemReport> {
  const row = await findStaffProblemReport(ctx.database.db, id);
  if (!row) throw notFound("Problem report not found");
  return toStaff(row);
}

/**
 * Takes the request's alert down at once: hidden from every public surface (its state leaves
 * 'verified'), unsent alert messages cancelled, and a CAP Cancel published when a CAP Alert
 * was. The request stays open for an answer. Taking down an alert already down changes nothing.
 */
export async function takeDownFromReport(
  ctx: AppContext,
  id: number,
  actor: Actor,
): Promise<StaffProblemReport> {
  const now = ctx.now();
  const result = await ctx.database.db.transaction(async (tx) => {
    const report = await findProblemReportForUpdate(tx, id);
    if (!report) throw notFound("Problem report not found");
    const alert = await lockAlert(tx, report.alertId);
    if (!alert) throw notFound("Alert not found");
    // The CAP Cancel is written while the alert is still published (the CAP module checks).
    await publishCapCancel(tx, ctx, alert);
    const changed = alert.isVerified || alert.isActive;
    if (changed) {
      await takeAlertDown(tx, report.alertId, { at: now, byStaffId: actor.staffId });
      await cancelUnsentAlertMessages(tx, report.alertId, now);
      await endSearchArea(tx, report.alertId);
    }
    if (!report.alertTakenDownAt) await updateProblemReport(tx, id, { alertTakenDownAt: now });
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.alertTakeDown,
      entityType: "alert",
      entityId: report.alertId,
      details: {
        changed,
        problemReportId: id,
        reason: report.reason,
        from: { status: alert.status, isVerified: alert.isVerified, isActive: alert.isActive },
      },
    });
    return { alertId: report.alertId, changed };
  });
  if (result.changed)
    ctx.events.emit("alert.taken_down", { alertId: result.alertId, byStaffId: actor.staffId });
  return reload(ctx, id);
}

/**
 * Stores staff's answer with the request and, when the requester gave an e-mail address,
 * sends it through the same mail channel as Request More Info. A failed e-mail keeps the answer.
 */
export async function answerReport(
  ctx: AppContext,
  logger: MailLogger,
  id: number,
  answer: string,
  actor: Actor,
): Promise<StaffProblemReport & { emailed: boolean }> {
  const now = ctx.now();
  const report = await ctx.database.db.transaction(async (tx) => {
    const before = await findProblemReportForUpdate(tx, id);
    if (!before) throw notFound("Problem report not found");
    if (before.status === "closed") throw conflict("This request is closed and can no longer be answered");
    await updateProblemReport(tx, id, { answer, answeredAt: now, answeredById: actor.staffId });
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.problemReportAnswer,
      entityType: "problem_report",
      entityId: id,
      details: { alertId: before.alertId, answerLength: answer.length },
    });
    return before;
  });
  let emailed = false;
  if (report.contact.includes("@")) {
    try {
      const outcome = await sendReporterMail(ctx.config, logger, {
        to: report.contact,
        subject: `${ctx.config.site.brandName}: about the alert you reported a problem with`,
        text: `${answer}\n\n${ctx.config.site.brandName}`,
      });
      emailed = outcome.transport === "smtp";
    } catch {
      emailed = false;
    }
  }
  return { ...(await reload(ctx, id)), emailed };
}

export async function closeReport(ctx: AppContext, id: number, actor: Actor): Promise<StaffProblemReport> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const before = await findProblemReportForUpdate(tx, id);
    if (!before) throw notFound("Problem report not found");
    const changed = before.status !== "closed";
    if (changed)
      await updateProblemReport(tx, id, { status: "closed", closedAt: now, closedById: actor.staffId });
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.problemReportClose,
      entityType: "problem_report",
      entityId: id,
      details: { changed, alertId: before.alertId, answered: before.answer !== null },
    });
  });
  return reload(ctx, id);
}
