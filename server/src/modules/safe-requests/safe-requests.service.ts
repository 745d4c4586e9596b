import { AUDIT_ACTIONS } from "@shared/moderation";
import type {
  ConfirmSafeRequestResult,
  CreateSafeRequestResult,
  SafeRequestList,
  SafeRequestStatus,
  StaffSafeRequest,
} from "@shared/safe-requests";
import { type CreateSafeRequestData, confirmSafeRequestInputSchema } from "@shared/safe-requests.schema";
import type { Actor, AppContext } from "../../context";
import { conflict, notFound } from "../../errors";
import { type MailLogger, sendReporterMail } from "../admin/reporter-mail";
import { announceCaseClosed, closeCaseInTransaction } from "../alerts/case.service";
import { recordAudit } from "../audit/audit.service";
import {
  countPendingSafeRequests,
  findAlertForSafeRequest,
  findReporterOfAlert,
  findSafeRequestForUpdate,
  findStaffSafeRequest,
  insertSafeRequest,
  listSafeRequests,
  markSafeRequestReviewed,
  type StaffSafeRequestRow,
} from "./safe-requests.repo";

// "I'm safe": a missing person (or a found adult) asks for the appeal about them to end without
// saying where they are. The public answer never tells whether an alert exists; staff check the
// request (a call, a police safe-and-well check) and close the case from it, and the reporter is
// e-mailed that the person is safe, never where, nor anything the person wrote.

function toStaff(row: StaffSafeRequestRow): StaffSafeRequest {
  const r = row.request;
  return {
    id: r.id,
    alertId: r.alertId,
    alertName: row.alertName,
    alertAge: row.alertAge,
    alertLastLocation: row.alertLastLocation,
    alertIsActive: row.alertIsActive,
    message: r.message,
    contact: r.contact,
    status: r.status as SafeRequestStatus,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Keeps a request about a verified case still open; anything else (unknown, pending, closed) is
 * dropped with the very same answer, so the form cannot be used to learn which alerts exist.
 */
export async function fileSafeRequest(
  ctx: AppContext,
  input: CreateSafeRequestData,
): Promise<CreateSafeRequestResult> {
  const db = ctx.database.db;
  const alert = await findAlertForSafeRequest(db, input.alertId);
  if (alert?.isVerified && alert.isActive) {
    await insertSafeRequest(db, {
      alertId: input.alertId,
      message: input.message,
      contact: input.contact,
      status: "pending",
      createdAt: ctx.now(),
    });
  }
  return { received: true };
}

export async function listForStaff(ctx: AppContext, status: SafeRequestStatus): Promise<SafeRequestList> {
  const db = ctx.database.db;
  const rows = await listSafeRequests(db, status);
  return { items: rows.map(toStaff), pendingCount: await countPendingSafeRequests(db) };
}

async function reload(ctx: AppContext, id: number): Promise<StaffSafeRequest> {
  const row = await findStaffSafeRequest(ctx.database.db, id);
  if (!row) throw notFound("Safe request not found");
  return toStaff(row);
}

/** The reporter learns that the person is safe and that the appeal ended: no place, no message. */
async function tellReporterSafe(ctx: AppContext, logger: MailLogger, alertId: number): Promise<boolean> {
  const alert = await findReporterOfAlert(ctx.database.db, alertId);
  if (!alert?.reporterEmail) return false;
  const brand = ctx.config.site.brandName;
  try {
    const outcome = await sendReporterMail(ctx.config, logger, {
      to: alert.reporterEmail,
      // No name in the subject: it is the one part of a message that mail logs keep.
      subject: `${brand}: the person you reported missing is safe`,
      text:
        `Dear ${alert.reporterName},\n\n` +
        `We have confirmed that ${alert.name} is safe.\n\n` +
        "To protect their privacy we cannot tell you where they are, or pass on anything they told us.\n\n" +
        "The public appeal has ended. Thank you for reporting, and thank you to everyone who helped look.\n\n" +
        brand,
    });
    return outcome.transport === "smtp";
  } catch {
    // The case is closed whatever the mail server says; staff can still call the reporter.
    return false;
  }
}

/**
 * Staff checked that the person is safe: the case is closed as found safe (with the note of how
 * they checked, staff only) in the same transaction that marks the request, and the reporter is
 * e-mailed once, when this confirmation is what closed the case. Confirming twice changes nothing.
 */
export async function confirmSafeRequest(
  ctx: AppContext,
  logger: MailLogger,
  id: number,
  body: unknown,
  actor: Actor,
): Promise<ConfirmSafeRequestResult> {
  const { note } = confirmSafeRequestInputSchema.parse(body ?? {});
  const now = ctx.now();
  const result = await ctx.database.db.transaction(async (tx) => {
    const request = await findSafeRequestForUpdate(tx, id);
    if (!request) throw notFound("Safe request not found");
    if (request.status === "dismissed")
      throw conflict("This request was dismissed: it can no longer close the case");
    if (request.status === "confirmed") return { alertId: request.alertId, closed: null };
    const closed = await closeCaseInTransaction(
      tx,
      ctx,
      request.alertId,
      { outcome: "found_safe", note },
      actor,
    );
    await markSafeRequestReviewed(tx, id, { status: "confirmed", at: now, byStaffId: actor.staffId });
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.safeRequestConfirm,
      entityType: "safe_request",
      entityId: id,
      details: { alertId: request.alertId, caseClosed: closed.changed, withNote: note !== null },
    });
    return { alertId: request.alertId, closed };
  });
  const closedNow = result.closed?.changed === true;
  if (result.closed) announceCaseClosed(ctx, result.alertId, actor, result.closed);
  const reporterEmailed = closedNow ? await tellReporterSafe(ctx, logger, result.alertId) : false;
  return { request: await reload(ctx, id), reporterEmailed };
}

/** Not the person, or not safe to end the appeal: the request is set aside and the case goes on. */
export async function dismissSafeRequest(
  ctx: AppContext,
  id: number,
  actor: Actor,
): Promise<StaffSafeRequest> {
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const request = await findSafeRequestForUpdate(tx, id);
    if (!request) throw notFound("Safe request not found");
    if (request.status === "confirmed") throw conflict("This request already closed the case");
    const changed = request.status === "pending";
    if (changed)
      await markSafeRequestReviewed(tx, id, { status: "dismissed", at: now, byStaffId: actor.staffId });
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.safeRequestDismiss,
      entityType: "safe_request",
      entityId: id,
      details: { alertId: request.alertId, changed },
    });
  });
  return reload(ctx, id);
}
