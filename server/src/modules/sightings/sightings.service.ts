import { isNotInFuture } from "@shared/alerts";
import { AUDIT_ACTIONS } from "@shared/moderation";
import type { CreateSightingData, StaffSighting } from "@shared/sightings";
import type { Actor, AppContext } from "../../context";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../errors";
import { type Submitted, submitOnce } from "../../http/idempotency";
import { publicAlertsCache } from "../../public-alerts-cache";
import { getUnredactedPublicAlert, getVisibleAlert, type Viewer } from "../alerts/alerts.service";
import { searchAroundSighting } from "../alerts/area.service";
import { recordAudit } from "../audit/audit.service";
import {
  deleteSightingsOfAlert,
  findSightingByClientRequestId,
  findSightingForUpdate,
  insertSightingOnce,
  listSightingsOfAlert,
  markSightingVerified,
  type SightingRow,
} from "./sightings.repo";
import { toStaffSighting } from "./sightings.shape";

/**
 * A sighting starts pending and unverified. It must be about an alert the caller can see:
 * the public cannot attach sightings to (or learn of) a report that is not yet verified. With a
 * client request id (the Idempotency-Key of a phone's offline queue) a resend returns the
 * sighting its first request stored and stores nothing.
 */
export async function createSighting(
  ctx: AppContext,
  input: CreateSightingData,
  viewer: Viewer,
  clientRequestId?: string,
): Promise<Submitted<SightingRow>> {
  const db = ctx.database.db;
  const submitted = await submitOnce(clientRequestId, {
    find: (key) => findSightingByClientRequestId(db, key),
    // A key names one submission: the same key with another sighting is refused, not answered.
    isSame: (row) =>
      row.alertId === input.alertId &&
      row.location === input.location &&
      row.description === input.description,
    store: async () => {
      const now = ctx.now();
      if (input.sightingTime && !isNotInFuture(input.sightingTime, now)) {
        throw invalid("sightingTime: cannot be in the future", "sightingTime");
      }
      const alert = viewer.isStaff
        ? await getVisibleAlert(ctx, input.alertId, viewer)
        : await getUnredactedPublicAlert(ctx, input.alertId);
      return insertSightingOnce(db, {
        alertId: alert.id,
        reporterName: input.reporterName,
        reporterContact: input.reporterContact,
        location: input.location,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
        sightingTime: input.sightingTime ? new Date(input.sightingTime) : now,
        description: input.description,
        isVerified: false,
        status: "pending",
        createdAt: now,
        clientRequestId: clientRequestId ?? null,
      });
    },
  });
  const { row, replayed } = submitted;
  if (!replayed) ctx.events.emit("sighting.created", { sightingId: row.id, alertId: row.alertId });
  return submitted;
}

/** Verified sightings for the public; every sighting for staff. The alert must be visible. */
export async function listAlertSightings(
  ctx: AppContext,
  alertId: number,
  viewer: Viewer,
): Promise<SightingRow[]> {
  // A redacted record's sightings (exact places) are no longer public.
  if (viewer.isStaff) await getVisibleAlert(ctx, alertId, viewer);
  else await getUnredactedPublicAlert(ctx, alertId);
  if (viewer.isStaff) return listSightingsOfAlert(ctx.database.db, alertId, { verifiedOnly: false });
  return publicAlertsCache(ctx).get(`sightings:${alertId}`, () =>
    listSightingsOfAlert(ctx.database.db, alertId, { verifiedOnly: true }),
  );
}

/**
 * A moderator verifies a sighting: it joins the alert's public list, and with coordinates it
 * adds a circle to the alert's search area, whose people newly inside get an Update (one
 * transaction, one event).
 */
export async function verifySighting(
  ctx: AppContext,
  sightingId: number,
  actor: Actor,
): Promise<StaffSighting> {
  const now = ctx.now();
  const { sighting, changed, queued } = await ctx.database.db.transaction(async (tx) => {
    const before = await findSightingForUpdate(tx, sightingId);
    if (!before) throw notFound("Sighting not found");
    const changed = !before.isVerified;
    const sighting = changed
      ? await markSightingVerified(tx, sightingId, { byStaffId: actor.staffId, at: now })
      : before;
    const queued = changed ? await searchAroundSighting(tx, ctx, sighting, actor.staffId) : null;
    await recordAudit(tx, actor, {
      action: AUDIT_ACTIONS.sightingVerify,
      entityType: "sighting",
      entityId: sightingId,
      details: { changed, alertId: before.alertId, ...(queued !== null && { searchCircle: true, queued }) },
    });
    return { sighting, changed, queued };
  });
  if (changed) {
    ctx.events.emit("sighting.verified", { sightingId, alertId: sighting.alertId, byStaffId: actor.staffId });
    if (queued !== null) ctx.events.emit("alert.area_changed", { alertId: sighting.alertId, queued });
  }
  return toStaffSighting(sighting);
}

/** A purged case's sightings go with it (the case lifecycle job, in its transaction). */
export function forgetSightingsOfAlert(tx: Db, alertId: number): Promise<number> {
  return deleteSightingsOfAlert(tx, alertId);
}
