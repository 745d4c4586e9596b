import { DAY_MS } from "@shared/constants";
import { AUDIT_ACTIONS } from "@shared/moderation";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { loggableError } from "../../db/loggable-error";
import { forgetMessageTextsOfAlert } from "../../notifications";
import { recordAudit } from "../audit/audit.service";
import { deletePhotoAt } from "../photos/photos.service";
import { firstNameOf } from "./alerts.shape";
import {
  countCaseStepsDue,
  lockCasesToPurge,
  lockCasesToRedact,
  markRedacted,
  scrubPurgedCase,
  tryCaseLifecycleLock,
} from "./lifecycle.repo";

// A child's name and photo must not outlive the search. After the redaction delay a
// closed case's public record keeps only the first name, found/closed and the dates
// (alerts.shape.ts toRedactedAlert; photos, sightings and chat stop being public). After the
// retention period staff's record goes too: photo, sightings, chat and the outbox's message
// texts are deleted and the row keeps a tombstone. Every step is audited.

/**
 * What the modules built on alerts keep of a case (sightings, chat), forgotten in the purge's
 * transaction. app.ts hands them in, so alerts never imports the modules that import it.
 */
export interface CaseRecordParts {
  forgetSightingsOfAlert(tx: Db, alertId: number): Promise<number>;
  forgetChatOfAlert(tx: Db, alertId: number): Promise<number>;
}

export interface CaseLifecycleRun {
  /** False when another instance held the lock and did the work. */
  ran: boolean;
  redacted: number[];
  purged: number[];
}

/**
 * One run of the job. Safe with several instances: one transaction holds an advisory lock, so
 * a second instance running at the same moment skips; and each step only takes cases not yet
 * done, so a run after a crash (the transaction rolled back) does the work once.
 */
export async function runCaseLifecycle(ctx: AppContext, parts: CaseRecordParts): Promise<CaseLifecycleRun> {
  const now = ctx.now();
  const { redactAfterDays, retentionDays } = ctx.config.cases;
  const run = await ctx.database.db.transaction(async (tx): Promise<CaseLifecycleRun> => {
    if (!(await tryCaseLifecycleLock(tx))) return { ran: false, redacted: [], purged: [] };
    const redacted: number[] = [];
    for (const alert of await lockCasesToRedact(tx, new Date(now.getTime() - redactAfterDays * DAY_MS))) {
      await markRedacted(tx, alert.id, now);
      await recordAudit(tx, null, {
        action: AUDIT_ACTIONS.alertRedact,
        entityType: "alert",
        entityId: alert.id,
        details: { closedAt: alert.closedAt?.toISOString() ?? null, redactAfterDays },
      });
      redacted.push(alert.id);
    }
    const purged: number[] = [];
    for (const alert of await lockCasesToPurge(tx, new Date(now.getTime() - retentionDays * DAY_MS))) {
      await scrubPurgedCase(tx, alert.id, firstNameOf(alert.name), now);
      const photoDeleted = await deletePhotoAt(tx, alert.photoUrl);
      const sightings = await parts.forgetSightingsOfAlert(tx, alert.id);
      const chatMessages = await parts.forgetChatOfAlert(tx, alert.id);
      const messageTexts = await forgetMessageTextsOfAlert(tx, alert.id);
      await recordAudit(tx, null, {
        action: AUDIT_ACTIONS.alertPurge,
        entityType: "alert",
        entityId: alert.id,
        details: { retentionDays, photoDeleted, sightings, chatMessages, messageTexts },
      });
      purged.push(alert.id);
    }
    return { ran: true, redacted, purged };
  });
  const changed = [...new Set([...run.redacted, ...run.purged])];
  if (changed.length > 0) ctx.events.emit("alert.redacted", { alertIds: changed });
  return run;
}

/** The job's steps due now, by step: cases to redact and cases to purge (the metrics' gauge). */
export function caseLifecycleStepsDue(ctx: AppContext): Promise<Record<string, number>> {
  const now = ctx.now().getTime();
  const { redactAfterDays, retentionDays } = ctx.config.cases;
  return countCaseStepsDue(ctx.database.db, {
    redactClosedBefore: new Date(now - redactAfterDays * DAY_MS),
    purgeClosedBefore: new Date(now - retentionDays * DAY_MS),
  });
}

/**
 * Runs the job every `intervalMs` on this instance (the lock makes one instance do the work)
 * and once soon after start. Failures are logged and the next tick tries again.
 */
export function scheduleCaseLifecycle(
  ctx: AppContext,
  parts: CaseRecordParts,
  log: { error: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void },
): { stop: () => void } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runCaseLifecycle(ctx, parts)
      .then((run) => {
        if (run.redacted.length + run.purged.length > 0)
          log.info({ redacted: run.redacted.length, purged: run.purged.length }, "case lifecycle job");
      })
      .catch((error: unknown) => log.error({ err: loggableError(error) }, "case lifecycle job failed"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, ctx.config.cases.jobIntervalMs);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
