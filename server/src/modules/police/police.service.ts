import { createHash } from "node:crypto";
import { formatGuyanaDateTime } from "@shared/guyana-time";
import {
  intakeOf,
  type PoliceCaseView,
  type PoliceConfirmation,
  type PoliceLinkSent,
  policeConfirmationReasons,
  policeConfirmPagePath,
} from "@shared/intake";
import { policeConfirmationSchema } from "@shared/intake.schema";
import type { Actor, AppContext } from "../../context";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../errors";
import { type MailLogger, sendReporterMail } from "../admin/reporter-mail";
import { recordAudit } from "../audit/audit.service";
import { looksLikeToken, newToken } from "../auth/tokens";
import {
  type AlertRowForPolice,
  findAlertForPolice,
  findPoliceLink,
  insertPoliceLink,
  listUnconfirmedOpenReports,
  lockAlertForPolice,
  markPoliceLinkUsed,
  recordPoliceConfirmation,
} from "./police.repo";

// Police confirmation of a case: a police liaison's account, or a single-use link e-mailed to the
// address the admin configured, records the station, incident number and officer in one step.
// A case that needs one (a custody or protection order, a reporter who is not the guardian, an
// adult) cannot be published before (alerts/police-gate.ts), and once there is one the public
// surfaces say "Police-confirmed", never the details.

export const POLICE_AUDIT = {
  confirm: "alert.police_confirm",
  requestLink: "alert.police_link_request",
} as const;

/** One answer for an unknown, used or expired link: nothing tells which it was. */
export const INVALID_POLICE_LINK =
  "This confirmation link is not valid: it may have expired or been used already.";
const CLOSED_CASE = "This case is closed; there is nothing to confirm";
const ALREADY_CONFIRMED = "The police have already confirmed this case";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function reasonsOf(row: AlertRowForPolice): string[] {
  return policeConfirmationReasons({ age: row.age, intake: intakeOf(row.intake) });
}

/** What an officer sees before confirming: enough to find the case, not the medical answers. */
export function toPoliceCaseView(row: AlertRowForPolice): PoliceCaseView {
  const intake = intakeOf(row.intake);
  return {
    alertId: row.id,
    name: row.name,
    age: row.age,
    lastLocation: row.lastLocation,
    lastSeen: row.lastSeen.toISOString(),
    description: row.description,
    circumstances: row.circumstances,
    reporterName: row.reporterName,
    reporterRelationship: row.reporterRelationship,
    reporterPhone: row.reporterPhone,
    legalGuardian: intake?.legalGuardian ?? null,
    custodyOrder: intake?.custodyOrder ?? null,
    lastSeenWith: intake?.lastSeenWith ?? null,
    familyPoliceReport: {
      station: intake?.policeStation ?? null,
      incidentNumber: intake?.policeIncidentNumber ?? null,
      officer: intake?.policeOfficer ?? null,
    },
    reasons: reasonsOf(row),
    createdAt: row.createdAt.toISOString(),
    confirmed: row.policeConfirmedAt !== null,
  };
}

/**
 * Records a confirmation on a locked, open case; the audit row names the way it came (an
 * account or a link), not the details. Emits after the caller's commit.
 */
async function confirm(
  ctx: AppContext,
  alertId: number,
  body: unknown,
  by: { actor: Actor | null; via: "account" | "link"; beforeCommit?: (tx: Db) => Promise<void> },
) {
  const confirmation: PoliceConfirmation = policeConfirmationSchema.parse(body ?? {});
  const now = ctx.now();
  const row = await ctx.database.db.transaction(async (tx) => {
    const before = await lockAlertForPolice(tx, alertId);
    if (!before) throw notFound("Alert not found");
    if (!before.isActive) throw conflict(CLOSED_CASE);
    // Staff may correct a confirmation; a link only ever adds the first one.
    if (by.via === "link" && before.policeConfirmedAt) throw conflict(ALREADY_CONFIRMED);
    const after = await recordPoliceConfirmation(tx, alertId, {
      confirmation,
      at: now,
      byStaffId: by.actor?.staffId ?? null,
    });
    await by.beforeCommit?.(tx);
    await recordAudit(tx, by.actor, {
      action: POLICE_AUDIT.confirm,
      entityType: "alert",
      entityId: alertId,
      details: { via: by.via, again: before.policeConfirmedAt !== null, reasons: reasonsOf(before) },
    });
    return after;
  });
  ctx.events.emit("alert.police_confirmed", { alertId, byStaffId: by.actor?.staffId ?? null });
  return row;
}

/** POST /api/alerts/{id}/police-confirmation: a police liaison (or an admin) confirms the case. */
export function confirmAsStaff(ctx: AppContext, alertId: number, body: unknown, actor: Actor) {
  return confirm(ctx, alertId, body, { actor, via: "account" });
}

/** The link's row when it can still be used; the same 404 for unknown, used and expired. */
async function usableLink(ctx: AppContext, token: string, tx?: Db) {
  if (!looksLikeToken(token)) throw notFound(INVALID_POLICE_LINK);
  const link = await findPoliceLink(tx ?? ctx.database.db, hashOf(token), { forUpdate: tx !== undefined });
  if (!link || link.usedAt || link.expiresAt.getTime() <= ctx.now().getTime())
    throw notFound(INVALID_POLICE_LINK);
  return link;
}

/** GET /api/police-confirmation/{token}: the case the link is for (it stays usable until submitted). */
export async function getCaseForLink(ctx: AppContext, token: string): Promise<PoliceCaseView> {
  const link = await usableLink(ctx, token);
  const row = await findAlertForPolice(ctx.database.db, link.alertId);
  if (!row?.isActive) throw notFound(INVALID_POLICE_LINK);
  return toPoliceCaseView(row);
}

/** POST /api/police-confirmation/{token}: records the confirmation and spends the link. */
export async function confirmByLink(ctx: AppContext, token: string, body: unknown): Promise<PoliceCaseView> {
  const link = await usableLink(ctx, token);
  const row = await confirm(ctx, link.alertId, body, {
    actor: null,
    via: "link",
    // Spent in the same transaction, after a second look under the lock: two submissions of one
    // link record one confirmation.
    beforeCommit: async (tx) => {
      await usableLink(ctx, token, tx);
      await markPoliceLinkUsed(tx, hashOf(token), ctx.now());
    },
  });
  return toPoliceCaseView(row);
}

function linkMail(ctx: AppContext, row: AlertRowForPolice, token: string, expiresAt: Date) {
  const brand = ctx.config.site.brandName;
  const url = `${ctx.config.publicUrl}${policeConfirmPagePath(token)}`;
  return {
    subject: `Police confirmation requested: case #${row.id}`,
    text: [
      `${brand} has received a missing-person report (case #${row.id}) that we publish only once the police confirm it.`,
      "",
      `Open this link to see the case and confirm it with the station, incident number and officer:`,
      url,
      "",
      `The link works once and expires on ${formatGuyanaDateTime(expiresAt)} (Guyana time).`,
      "If you did not expect this e-mail, you can ignore it.",
    ].join("\n"),
  };
}

/**
 * E-mails a new single-use link for the case to the configured police address. 409 when no
 * address is configured or the case is closed or already confirmed.
 */
export async function requestPoliceLink(
  ctx: AppContext,
  alertId: number,
  actor: Actor | null,
  logger: MailLogger,
): Promise<PoliceLinkSent> {
  const to = ctx.config.police.confirmationEmail;
  if (!to) throw conflict("No police confirmation address is configured (POLICE_CONFIRMATION_EMAIL)");
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ctx.config.police.linkHours * 3_600_000);
  const row = await ctx.database.db.transaction(async (tx) => {
    const row = await lockAlertForPolice(tx, alertId);
    if (!row) throw notFound("Alert not found");
    if (!row.isActive) throw conflict(CLOSED_CASE);
    if (row.policeConfirmedAt) throw conflict(ALREADY_CONFIRMED);
    await insertPoliceLink(tx, { tokenHash: hashOf(token), alertId, expiresAt, createdAt: now });
    await recordAudit(tx, actor, {
      action: POLICE_AUDIT.requestLink,
      entityType: "alert",
      entityId: alertId,
      details: { automatic: actor === null, expiresAt: expiresAt.toISOString() },
    });
    return row;
  });
  const outcome = await sendReporterMail(ctx.config, logger, { to, ...linkMail(ctx, row, token, expiresAt) });
  return { transport: outcome.transport, expiresAt: expiresAt.toISOString() };
}

/**
 * A new report that needs a police confirmation sends its link at once, when an address is
 * configured. A failure is logged (without the case's details); a moderator can ask again.
 */
export function sendLinksForFlaggedReports(
  ctx: AppContext,
  logger: MailLogger & { warn(object: object, message: string): void },
): () => void {
  return ctx.events.on("alert.created", ({ alertId }) => {
    if (!ctx.config.police.confirmationEmail) return;
    void (async () => {
      const row = await findAlertForPolice(ctx.database.db, alertId);
      if (!row || reasonsOf(row).length === 0) return;
      await requestPoliceLink(ctx, alertId, null, logger);
    })().catch((error: unknown) => {
      logger.warn(
        { alertId, error: error instanceof Error ? error.message : String(error) },
        "police confirmation link not sent",
      );
    });
  });
}

/** GET /api/police/cases: open reports waiting for a police confirmation, for the police screen. */
export async function listCasesAwaitingPolice(ctx: AppContext): Promise<PoliceCaseView[]> {
  const rows = await listUnconfirmedOpenReports(ctx.database.db, 200);
  return rows.filter((row) => reasonsOf(row).length > 0).map(toPoliceCaseView);
}
