import { isNotInFuture } from "../../../../shared/alerts";
import type { CreateSightingData } from "../../../../shared/sightings";
import type { AppContext } from "../../context";
import { invalid } from "../../errors";
import { publicAlertsCache } from "../alerts/alerts.cache";
import { getVisibleAlert, type Viewer } from "../alerts/alerts.service";
import { insertSighting, listSightingsOfAlert, type SightingRow } from "./sightings.repo";

/**
 * A sighting starts pending and unverified. It must be about an alert the caller can see:
 * the public cannot attach sightings to (or learn of) a report that is not yet verified.
 */
export async function createSighting(
  ctx: AppContext,
  input: CreateSightingData,
  viewer: Viewer,
): Promise<SightingRow> {
  const now = ctx.now();
  if (input.sightingTime && !isNotInFuture(input.sightingTime, now)) {
    throw invalid("sightingTime: cannot be in the future", "sightingTime");
  }
  const alert = await getVisibleAlert(ctx, input.alertId, viewer);
  const row = await insertSighting(ctx.database.db, {
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
  });
  ctx.events.emit("sighting.created", { sightingId: row.id, alertId: row.alertId });
  return row;
}

/** Verified sightings for the public; every sighting for staff. The alert must be visible. */
export async function listAlertSightings(
  ctx: AppContext,
  alertId: number,
  viewer: Viewer,
): Promise<SightingRow[]> {
  await getVisibleAlert(ctx, alertId, viewer);
  if (viewer.isStaff) return listSightingsOfAlert(ctx.database.db, alertId, { verifiedOnly: false });
  return publicAlertsCache(ctx).get(`sightings:${alertId}`, () =>
    listSightingsOfAlert(ctx.database.db, alertId, { verifiedOnly: true }),
  );
}
