import type { AreaAction, SearchAreaView } from "@shared/levels";
import { changeLevelRequestSchema } from "@shared/levels.schema";
import { AUDIT_ACTIONS } from "@shared/moderation";
import { sharingPolicyOf } from "@shared/sharing";
import type { Actor, AppContext } from "../../context";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../errors";
import {
  ceilingMiles,
  getNotificationSettings,
  hurryQueuedAlertMessages,
  levelCeilingKm,
  splitRings,
} from "../../notifications";
import { recordAudit } from "../audit/audit.service";
import { publishCapAreaUpdate } from "../cap/cap.service";
import { type AlertRow, findAlertById } from "./alerts.repo";
import {
  cancelScheduledSteps,
  countScheduledSteps,
  deleteScheduledSteps,
  insertSteps,
  listCircles,
  listSteps,
  nextScheduledStep,
  nextStepSeq,
  reachByStep,
  type StepRow,
  sightingPlaces,
  updateAlertArea,
} from "./area.repo";
import { choiceOf, circleRings, runStep } from "./area.service";
import { roundKm, toSearchAreaView } from "./area.shape";
import { findAlertForUpdate } from "./review.repo";

// What moderators do with a search area: see it (rings, their times, whom each reached), expand
// it now, pause or resume its growth, stop it, and change the alert's level. Each action locks
// the alert's row once, is audited, and announces the change after its commit.

const notVerified = "This alert has no search area: it is not verified";
const legacy = "This alert was sent before search areas existed: it has no search area";

async function viewOf(db: Db, alert: AlertRow): Promise<SearchAreaView> {
  const circles = await listCircles(db, alert.id);
  const steps = await listSteps(db, alert.id);
  const places = await sightingPlaces(
    db,
    circles.flatMap((c) => (c.sightingId === null ? [] : [c.sightingId])),
  );
  return toSearchAreaView({
    alert,
    circles,
    steps,
    reach: await reachByStep(db, alert.id),
    sightingPlaces: places,
  });
}

function assertHasArea(alert: AlertRow | undefined): asserts alert is AlertRow {
  if (!alert) throw notFound("Alert not found");
  if (!alert.isVerified) throw conflict(notVerified);
  if (!alert.level) throw conflict(legacy);
}

/** GET /api/alerts/{id}/search-area. */
export async function getSearchArea(ctx: AppContext, alertId: number): Promise<SearchAreaView> {
  const db = ctx.database.db;
  const alert = await findAlertById(db, alertId);
  assertHasArea(alert);
  return viewOf(db, alert);
}

const ACTION_AUDIT = {
  expand: AUDIT_ACTIONS.areaExpand,
  pause: AUDIT_ACTIONS.areaPause,
  resume: AUDIT_ACTIONS.areaResume,
  stop: AUDIT_ACTIONS.areaStop,
} as const;

/**
 * Expand now: the next scheduled step runs at once; once the schedule is spent, the last known
 * place's circle doubles, up to the level's ceiling.
 */
async function expand(tx: Db, ctx: AppContext, alert: AlertRow, actor: Actor, now: Date) {
  const settings = await getNotificationSettings(tx, ctx.config.site.brandName);
  let step: StepRow | undefined = await nextScheduledStep(tx, alert.id);
  if (!step) {
    const choice = choiceOf(alert)!;
    const ceiling = levelCeilingKm(choice.level, settings);
    const circle = (await listCircles(tx, alert.id)).find((c) => c.source === "last_seen");
    if (!circle) throw conflict("This alert has no place on the map: it went to every subscriber at once");
    if (circle.radiusKm >= ceiling - 1e-6)
      throw conflict(
        `The search area has reached its ceiling (${roundKm(ceiling)} km for ${settings.levels[choice.level].name})`,
      );
    [step] = await insertSteps(tx, [
      {
        alertId: alert.id,
        circleId: circle.id,
        seq: await nextStepSeq(tx, alert.id),
        kind: "expanded",
        radiusKm: Math.min(circle.radiusKm * 2, ceiling),
        dueAt: now,
        byStaffId: actor.staffId,
      },
    ]);
  }
  const batchRows = ctx.config.scheduler.batchRows;
  // A ring larger than a batch is finished by the scheduler, woken after the commit.
  const { queued } = await runStep(tx, alert, step!, settings, now, batchRows, actor.staffId);
  await publishCapAreaUpdate(tx, ctx, alert);
  return { queued, details: { seq: step!.seq, radiusKm: step!.radiusKm, queued } };
}

/** POST /api/alerts/{id}/search-area/{action}. */
export async function changeSearchArea(
  ctx: AppContext,
  alertId: number,
  action: AreaAction,
  actor: Actor,
): Promise<SearchAreaView> {
  const now = ctx.now();
  const db = ctx.database.db;
  const result = await db.transaction(async (tx) => {
    const alert = await findAlertForUpdate(tx, alertId);
    assertHasArea(alert);
    if (!alert.isActive) throw conflict("This case is closed: its search area no longer changes");
    const state = alert.areaState;
    let changed = true;
    let queued = 0;
    let details: Record<string, unknown> = {};
    if (state === "stopped")
      throw conflict("Growth of this search area was stopped; it cannot change any more");
    if ((action === "expand" || action === "resume") && sharingPolicyOf(alert.sharingPolicy) === "staff_only")
      throw conflict(
        "This alert is for staff and police only: its search area sends nothing until it is shared",
      );
    if (action === "expand") {
      ({ queued, details } = await expand(tx, ctx, alert, actor, now));
    } else if (action === "pause") {
      if (state === "complete")
        throw conflict("The search area has finished growing: there is nothing to pause");
      changed = state !== "paused";
      if (changed) await updateAlertArea(tx, alertId, { areaState: "paused" });
    } else if (action === "resume") {
      if (state === "complete")
        throw conflict("The search area has finished growing: there is nothing to resume");
      changed = state === "paused";
      // Steps that fell due meanwhile run at once (the scheduler is woken after the commit).
      if (changed)
        await updateAlertArea(tx, alertId, {
          areaState: (await countScheduledSteps(tx, alertId)) > 0 ? "growing" : "complete",
        });
    } else {
      const cancelled = await cancelScheduledSteps(tx, alertId, { keepStarted: true });
      await updateAlertArea(tx, alertId, { areaState: "stopped" });
      details = { cancelled };
    }
    await recordAudit(tx, actor, {
      action: ACTION_AUDIT[action],
      entityType: "alert",
      entityId: alertId,
      details: { changed, from: state, ...details },
    });
    return { changed, queued };
  });
  if (result.changed) ctx.events.emit("alert.area_changed", { alertId, queued: result.queued });
  return getSearchArea(ctx, alertId);
}

/**
 * Re-plans a circle's steps not yet run under the new level: from its clock, the rings the new
 * level would have reached by now fold into one step due at once, the later ones keep their
 * times; nothing smaller than what the circle already reached (a message sent is never unsent).
 */
async function replan(tx: Db, alert: AlertRow, settings: Parameters<typeof circleRings>[3], now: Date) {
  const choice = choiceOf(alert)!;
  const steps: Array<{ circleId: number; radiusKm: number; dueAt: Date }> = [];
  for (const circle of await listCircles(tx, alert.id)) {
    const { currentKm, upcoming } = splitRings(
      circleRings(circle.startedAt, alert.age, choice, settings),
      now,
    );
    let reached = circle.radiusKm;
    if (currentKm > reached + 1e-6) {
      steps.push({ circleId: circle.id, radiusKm: currentKm, dueAt: now });
      reached = currentKm;
    }
    for (const ring of upcoming) {
      if (ring.radiusKm <= reached + 1e-6) continue;
      steps.push({ circleId: circle.id, radiusKm: ring.radiusKm, dueAt: ring.dueAt });
      reached = ring.radiusKm;
    }
  }
  await deleteScheduledSteps(tx, alert.id);
  const seq = await nextStepSeq(tx, alert.id);
  return insertSteps(
    tx,
    steps
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
      .map((s, i) => ({ alertId: alert.id, seq: seq + i, kind: "scheduled", ...s })),
  );
}

/** PUT /api/alerts/{id}/level: the level (and travel mode) change; future steps are re-planned. */
export async function changeLevel(
  ctx: AppContext,
  alertId: number,
  body: unknown,
  actor: Actor,
): Promise<SearchAreaView> {
  const input = changeLevelRequestSchema.parse(body ?? {});
  const now = ctx.now();
  const result = await ctx.database.db.transaction(async (tx) => {
    const before = await findAlertForUpdate(tx, alertId);
    assertHasArea(before);
    if (!before.isActive) throw conflict("This case is closed: its level no longer changes");
    const travelMode = input.travelMode ?? choiceOf(before)!.travelMode;
    const changed = input.level !== before.level || travelMode !== before.travelMode;
    let queued = 0;
    if (changed) {
      const settings = await getNotificationSettings(tx, ctx.config.site.brandName);
      let alert = await updateAlertArea(tx, alertId, {
        level: input.level,
        travelMode,
        highPriority: input.level === "red",
        notificationRadius: ceilingMiles(input.level, settings),
      });
      if (alert.areaState !== "stopped") {
        const steps = await replan(tx, alert, settings, now);
        const areaState = alert.areaState === "paused" ? "paused" : steps.length > 0 ? "growing" : "complete";
        alert = await updateAlertArea(tx, alertId, { areaState });
        // A rise that widens the area now is not left to wait for the scheduler.
        if (areaState === "growing")
          for (const step of steps.filter((s) => s.dueAt.getTime() <= now.getTime()))
            queued += (await runStep(tx, alert, step, settings, now, ctx.config.scheduler.batchRows)).queued;
      }
      // Red never waits: messages held for quiet hours go now, with sound.
      if (input.level === "red") await hurryQueuedAlertMessages(tx, alertId, now);
      // The level sets the CAP urgency and severity; the area may have widened.
      await publishCapAreaUpdate(tx, ctx, alert);
    }
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.alertLevelChange,
      entityType: "alert",
      entityId: alertId,
      details: {
        changed,
        from: { level: before.level, travelMode: before.travelMode },
        to: { level: input.level, travelMode },
        queued,
      },
    });
    return { changed, queued };
  });
  if (result.changed) ctx.events.emit("alert.area_changed", { alertId, queued: result.queued });
  return getSearchArea(ctx, alertId);
}
