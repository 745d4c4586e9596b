import { type AlertLevel, type AreaState, areaProfile, type TravelMode } from "@shared/levels";
import type { NotificationSettings } from "@shared/settings";
import { sharingPolicyOf } from "@shared/sharing";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import {
  ceilingMiles,
  getNotificationSettings,
  growthMinutes,
  growthRings,
  levelCeilingKm,
  queueAreaRing,
  type Ring,
  type RingBatch,
  splitRings,
  startRadiusKm,
} from "../../notifications";
import { publishCapAreaUpdate } from "../cap/cap.service";
import type { AlertRow } from "./alerts.repo";
import { levelOf } from "./alerts.shape";
import {
  cancelScheduledSteps,
  countScheduledSteps,
  growCircle,
  insertCircle,
  insertSteps,
  lockAlertUnlessBusy,
  lockScheduledStep,
  markStepDone,
  markStepStarted,
  nextStepSeq,
  type StepRow,
  stopGrowth,
  updateAlertArea,
} from "./area.repo";
import { findAlertForUpdate } from "./review.repo";

// The living search area of a verified alert (docs/decisions/020): circles (the last known
// place, then each verified sighting) whose radius starts by level and profile and doubles on a
// schedule counted from the circle's clock, up to the level's ceiling. Every ring is a step row,
// queued nearest first a batch per transaction (the alert's row locked: the reviews lock it
// before calling in, the scheduler itself); a step with people left stays scheduled and begun
// (ran_at) for the scheduler to go on with, and the batch that finds nobody left marks it done.

export interface AreaChoice {
  level: AlertLevel;
  travelMode: TravelMode;
}

type Place = { latitude: number; longitude: number };

export function placeOf(point: { latitude: number | null; longitude: number | null }): Place | null {
  const { latitude, longitude } = point;
  if (latitude == null || longitude == null || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return null;
  return { latitude, longitude };
}

export function choiceOf(alert: AlertRow): AreaChoice | null {
  const level = levelOf(alert);
  if (!level) return null;
  return { level, travelMode: alert.travelMode === "vehicle" ? "vehicle" : "foot" };
}

/** The rings a circle grows through under a level, from its clock. */
export function circleRings(
  clock: Date,
  age: number,
  choice: AreaChoice,
  settings: NotificationSettings,
): Ring[] {
  return growthRings({
    clock,
    startRadiusKm: startRadiusKm(choice.level, areaProfile(age, choice.travelMode), settings),
    ceilingKm: levelCeilingKm(choice.level, settings),
    growthMinutes: growthMinutes(choice.level, settings),
  });
}

/**
 * What a first verification records on the alert, in the review's one update: the level and
 * travel mode, whether the area will grow, and the fields that went before levels (high priority
 * is Red; the notification radius is the level's ceiling, in miles).
 */
export function areaFieldsAtVerification(
  alert: AlertRow,
  choice: AreaChoice,
  settings: NotificationSettings,
  now: Date,
) {
  const place = placeOf(alert);
  const grows =
    place !== null &&
    splitRings(circleRings(alert.lastSeen, alert.age, choice, settings), now).upcoming.length > 0;
  const areaState: AreaState = grows ? "growing" : "complete";
  return {
    level: choice.level,
    travelMode: choice.travelMode,
    areaState,
    highPriority: choice.level === "red",
    notificationRadius: ceilingMiles(choice.level, settings),
  };
}

export interface StartedArea {
  queued: number;
  /** The first ring's radius (null: no place, everyone was queued). */
  radiusKm: number | null;
  /** Growth steps scheduled after it. */
  scheduled: number;
}

/**
 * One batch of a step in the caller's transaction (the alert's row locked): its nearest people
 * not yet queued. The batch that finds nobody left marks the step done; until then it stays
 * scheduled and started, for the scheduler to go on with.
 */
async function queueStepBatch(
  tx: Db,
  alert: AlertRow,
  step: StepRow,
  circle: { latitude: number; longitude: number; sightingId: number | null },
  settings: NotificationSettings,
  now: Date,
  batchRows: number,
  expandedBy?: number,
): Promise<RingBatch> {
  const batch = await queueAreaRing(
    tx,
    {
      alertId: alert.id,
      level: levelOf(alert) ?? "concern",
      stepId: step.id,
      circle: { latitude: circle.latitude, longitude: circle.longitude, radiusKm: step.radiusKm },
      sightingId: circle.sightingId,
      withUnplaced: step.kind === "start",
      now,
      drillOnly: alert.isDrill,
    },
    settings,
    batchRows,
  );
  const changes = {
    ranAt: step.ranAt ?? now,
    ...(expandedBy !== undefined && { kind: "expanded", byStaffId: expandedBy, dueAt: now }),
  };
  if (batch.complete) await markStepDone(tx, step.id, changes);
  else await markStepStarted(tx, step.id, changes);
  return batch;
}

/**
 * Verification's part: the last-seen circle with its first ring queued now, in the review's
 * transaction (a case reported late starts as wide as it would have grown by now), and the
 * growth steps still to come. An alert without a place goes to everyone at once, as before.
 */
export async function startSearchArea(
  tx: Db,
  alert: AlertRow,
  settings: NotificationSettings,
  now: Date,
  byStaffId: number,
  batchRows: number,
): Promise<StartedArea> {
  const choice = choiceOf(alert)!;
  const place = placeOf(alert);
  const ring = {
    alertId: alert.id,
    level: choice.level,
    sightingId: null,
    withUnplaced: true,
    now,
    drillOnly: alert.isDrill,
  };
  if (!place) {
    // Without a place there is no step to go on with: everyone is queued in this transaction.
    const { queued } = await queueAreaRing(
      tx,
      { ...ring, stepId: null, circle: null },
      settings,
      Number.MAX_SAFE_INTEGER,
    );
    return { queued, radiusKm: null, scheduled: 0 };
  }
  const { currentKm, upcoming } = splitRings(circleRings(alert.lastSeen, alert.age, choice, settings), now);
  const circle = await insertCircle(tx, {
    alertId: alert.id,
    source: "last_seen",
    ...place,
    radiusKm: currentKm,
    startedAt: alert.lastSeen,
  });
  const steps = await insertSteps(tx, [
    {
      alertId: alert.id,
      circleId: circle.id,
      seq: 1,
      kind: "start",
      radiusKm: currentKm,
      dueAt: now,
      ranAt: now,
      byStaffId,
    },
    ...upcoming.map((r, i) => ({
      alertId: alert.id,
      circleId: circle.id,
      seq: i + 2,
      kind: "scheduled",
      radiusKm: r.radiusKm,
      dueAt: r.dueAt,
    })),
  ]);
  const start = steps.find((s) => s.seq === 1)!;
  const { queued } = await queueStepBatch(
    tx,
    alert,
    start,
    { ...place, sightingId: null },
    settings,
    now,
    batchRows,
  );
  return { queued, radiusKm: currentKm, scheduled: upcoming.length };
}

export interface SightingForArea {
  id: number;
  latitude: number | null;
  longitude: number | null;
  sightingTime: Date;
}

/**
 * A verified sighting of a verified, open alert adds a circle around it: its first ring (an
 * Update to people newly inside) is queued now, in the sighting review's transaction, and it
 * grows from the sighting's time like the first circle (not when staff stopped the growth).
 * `alert` is the row the caller locked. Returns the messages queued, or null when no circle was
 * added (no coordinates, or an alert without a search area).
 */
export async function addSightingCircle(
  tx: Db,
  alert: AlertRow,
  sighting: SightingForArea,
  settings: NotificationSettings,
  now: Date,
  byStaffId: number,
  batchRows: number,
): Promise<number | null> {
  const choice = choiceOf(alert);
  const place = placeOf(sighting);
  if (!choice || !place || !alert.isActive || !alert.isVerified) return null;
  // A staff-only alert sends the public nothing, an Update included.
  if (sharingPolicyOf(alert.sharingPolicy) === "staff_only") return null;
  const { currentKm, upcoming } = splitRings(
    circleRings(sighting.sightingTime, alert.age, choice, settings),
    now,
  );
  const grows = alert.areaState !== "stopped";
  const circle = await insertCircle(tx, {
    alertId: alert.id,
    source: "sighting",
    sightingId: sighting.id,
    ...place,
    radiusKm: currentKm,
    startedAt: sighting.sightingTime,
  });
  const seq = await nextStepSeq(tx, alert.id);
  const growth = grows ? upcoming : [];
  const steps = await insertSteps(tx, [
    {
      alertId: alert.id,
      circleId: circle.id,
      seq,
      kind: "sighting",
      radiusKm: currentKm,
      dueAt: now,
      ranAt: now,
      byStaffId,
    },
    ...growth.map((r, i) => ({
      alertId: alert.id,
      circleId: circle.id,
      seq: seq + i + 1,
      kind: "scheduled",
      radiusKm: r.radiusKm,
      dueAt: r.dueAt,
    })),
  ]);
  if (growth.length > 0 && alert.areaState === "complete")
    await updateAlertArea(tx, alert.id, { areaState: "growing" });
  const first = steps.find((s) => s.seq === seq)!;
  const batch = await queueStepBatch(
    tx,
    alert,
    first,
    { ...place, sightingId: sighting.id },
    settings,
    now,
    batchRows,
  );
  return batch.queued;
}

/**
 * The sighting review's part, in its transaction: locks the alert's row (the review's one lock on
 * it), adds the sighting's circle and publishes the CAP Update. Returns the Update messages
 * queued (null: no circle).
 */
export async function searchAroundSighting(
  tx: Db,
  ctx: AppContext,
  sighting: SightingForArea & { alertId: number; location: string },
  byStaffId: number,
): Promise<number | null> {
  const alert = await findAlertForUpdate(tx, sighting.alertId);
  if (!alert) return null;
  const settings = await getNotificationSettings(tx, ctx.config.site.brandName);
  const queued = await addSightingCircle(
    tx,
    alert,
    sighting,
    settings,
    ctx.now(),
    byStaffId,
    ctx.config.scheduler.batchRows,
  );
  // Any verified sighting of a published case is a CAP Update; with coordinates, its circle is in it.
  await publishCapAreaUpdate(tx, ctx, alert, sighting);
  return queued;
}

/** The case ended (closed, taken down): the steps not yet run are cancelled. The caller holds the alert's row. */
export async function endSearchArea(tx: Db, alertId: number): Promise<number> {
  await stopGrowth(tx, alertId);
  return cancelScheduledSteps(tx, alertId, { keepStarted: false });
}

/**
 * Runs a batch of one step in the caller's transaction (the alert row locked): the circle reaches
 * the step's radius, its nearest people not yet queued are queued, and the step is done once
 * nobody is left. The area is complete once no step is left. `expandedBy`: a moderator pressed
 * Expand now. The caller publishes the CAP Update (once, however many steps it runs).
 */
export async function runStep(
  tx: Db,
  alert: AlertRow,
  step: StepRow,
  settings: NotificationSettings,
  now: Date,
  batchRows: number,
  expandedBy?: number,
): Promise<RingBatch> {
  const circle = await growCircle(tx, step.circleId, step.radiusKm);
  const batch = await queueStepBatch(tx, alert, step, circle, settings, now, batchRows, expandedBy);
  if (batch.complete && alert.areaState === "growing" && (await countScheduledSteps(tx, alert.id)) === 0)
    await updateAlertArea(tx, alert.id, { areaState: "complete" });
  return batch;
}

export type DueStepOutcome =
  /** A batch was queued; `complete`: it was the step's last. */
  | { kind: "ran"; alertId: number; queued: number; complete: boolean }
  | { kind: "cancelled"; alertId: number }
  /** Another instance holds the alert, the step already ran, or it is not due (paused). */
  | { kind: "skipped" };

/** A step due now, in its own transaction: the scheduler's unit of work. */
export async function runDueStep(
  ctx: AppContext,
  candidate: { id: number; alertId: number },
  now: Date,
): Promise<DueStepOutcome> {
  return ctx.database.db.transaction(async (tx): Promise<DueStepOutcome> => {
    const alert = await lockAlertUnlessBusy(tx, candidate.alertId);
    if (!alert) return { kind: "skipped" };
    const step = await lockScheduledStep(tx, candidate.id);
    if (!step) return { kind: "skipped" };
    if (!alert.isActive || !alert.isVerified) {
      await endSearchArea(tx, alert.id);
      return { kind: "cancelled", alertId: alert.id };
    }
    // A started step goes on whatever the growth state: its ring was already decided.
    const started = step.ranAt !== null;
    if (!started && (alert.areaState !== "growing" || step.dueAt.getTime() > now.getTime()))
      return { kind: "skipped" };
    const settings = await getNotificationSettings(tx, ctx.config.site.brandName);
    const batch = await runStep(tx, alert, step, settings, now, ctx.config.scheduler.batchRows);
    // The area changed when the step began; its later batches only reach more of the same ring.
    if (!started) await publishCapAreaUpdate(tx, ctx, alert);
    return { kind: "ran", alertId: alert.id, ...batch };
  });
}
