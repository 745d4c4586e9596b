import type { CreateAlertData, PublicAlertView, StaffAlert } from "@shared/alerts";
import { isNotInFuture } from "@shared/alerts";
import { ALERTS_LIST_MAX_LIMIT, DEFAULT_NOTIFICATION_RADIUS_MILES } from "@shared/constants";
import { sharingPolicyOf } from "@shared/sharing";
import type { AppContext } from "../../context";
import { invalid, notFound } from "../../errors";
import { type Submitted, submitOnce } from "../../http/idempotency";
import { getNotificationSettings } from "../../notifications";
import { publicAlertsCache } from "../../public-alerts-cache";
import { storeOptionalPhotoWithHash } from "../photos/photos.service";
import {
  type AlertFilter,
  type AlertRow,
  type AlertSummaryRow,
  countAlerts,
  findAlertByClientRequestId,
  findAlertById,
  insertAlertOnce,
  inTransaction,
  listAlertRows,
  listAlertSummaries,
  listLocationSegments,
} from "./alerts.repo";
import { levelStyleOf, toPublicAlert, toRedactedView, toStaffAlert } from "./alerts.shape";
import { listCircles, listSteps } from "./area.repo";
import { toPublicSearchArea } from "./area.shape";
import { completeNewReport } from "./report-checks.service";

/** Who is asking: the public, or a member of staff (moderator or admin). */
export interface Viewer {
  isStaff: boolean;
}

/** Thrown inside a transaction to roll it back when a concurrent request stored the key first. */
class KeyTakenMeanwhile extends Error {}

/**
 * A new report: stored pending and unverified, its photo re-encoded (no EXIF/GPS), all in one
 * transaction so a bad photo stores nothing. Distribution waits for a moderator. With a client
 * request id (the Idempotency-Key of a phone's offline queue) a resend returns the report its
 * first request stored, and stores nothing (no second row, no second photo, no second event).
 */
export async function createAlert(
  ctx: AppContext,
  input: CreateAlertData,
  clientRequestId?: string,
): Promise<Submitted<AlertRow>> {
  const db = ctx.database.db;
  const submitted = await submitOnce(clientRequestId, {
    find: (key) => findAlertByClientRequestId(db, key),
    // A key names one submission: the same key with another report is refused, not answered.
    isSame: (row) =>
      row.name === input.name &&
      row.reporterEmail === input.reporterEmail &&
      row.lastSeen.getTime() === new Date(input.lastSeen).getTime(),
    store: async () => {
      // The shared schema checked against the caller's clock; the server's clock decides.
      if (!isNotInFuture(input.lastSeen, ctx.now()))
        throw invalid("lastSeen: cannot be in the future", "lastSeen");
      try {
        return await inTransaction(db, async (tx) => {
          const photo = await storeOptionalPhotoWithHash(tx, input.photoUrl, "photoUrl");
          const inserted = await insertAlertOnce(tx, {
            name: input.name,
            age: input.age,
            description: input.description,
            clothing: input.clothing,
            lastLocation: input.lastLocation,
            lastSeen: new Date(input.lastSeen),
            latitude: input.latitude ?? null,
            longitude: input.longitude ?? null,
            circumstances: input.circumstances,
            photoUrl: photo?.url ?? null,
            isVerified: false,
            isActive: true,
            status: "pending",
            notificationRadius: DEFAULT_NOTIFICATION_RADIUS_MILES,
            reporterName: input.reporterName,
            reporterRelationship: input.reporterRelationship,
            reporterPhone: input.reporterPhone,
            reporterEmail: input.reporterEmail,
            policeReference: input.policeReference,
            intake: input.intake ?? null,
            createdAt: ctx.now(),
            clientRequestId: clientRequestId ?? null,
          });
          // Rolls back the photo stored above: the concurrent request's report has its own.
          if (!inserted) throw new KeyTakenMeanwhile();
          return completeNewReport(tx, inserted, photo?.hash ?? null);
        });
      } catch (error) {
        if (error instanceof KeyTakenMeanwhile) return undefined;
        throw error;
      }
    },
  });
  if (!submitted.replayed) ctx.events.emit("alert.created", { alertId: submitted.row.id });
  return submitted;
}

/**
 * The public sees verified alerts (active or resolved) but those for staff and police only;
 * staff see every alert.
 */
export function isVisibleTo(alert: Pick<AlertRow, "isVerified" | "sharingPolicy">, viewer: Viewer): boolean {
  return viewer.isStaff || (alert.isVerified && sharingPolicyOf(alert.sharingPolicy) !== "staff_only");
}

/** An alert the viewer may see; anything else (missing, pending, rejected) is the same 404. */
export async function getVisibleAlert(ctx: AppContext, id: number, viewer: Viewer): Promise<AlertRow> {
  // The public view of one alert is cached too: a shared alert link brings bursts of visits.
  const alert = viewer.isStaff
    ? await findAlertById(ctx.database.db, id)
    : await publicAlertsCache(ctx).get(`alert:${id}`, async () => {
        const row = await findAlertById(ctx.database.db, id);
        return row && isVisibleTo(row, viewer) ? row : null;
      });
  if (!alert || !isVisibleTo(alert, viewer)) throw notFound("Alert not found");
  return alert;
}

/**
 * The public view of one alert, cached like the row: its public fields, its level's name and
 * colour, and its search area in plain words (shared/levels.ts PublicSearchArea).
 */
export function getPublicAlertView(ctx: AppContext, id: number): Promise<{ view: PublicAlertView }> {
  return publicAlertsCache(ctx).get(`view:${id}`, async () => {
    const row = await getVisibleAlert(ctx, id, { isStaff: false });
    const db = ctx.database.db;
    const settings = await getNotificationSettings(db, ctx.config.site.brandName);
    if (row.redactedAt) return { view: toRedactedView(row, settings) };
    const searchArea = row.isActive
      ? toPublicSearchArea(row, await listCircles(db, id), await listSteps(db, id))
      : null;
    return { view: toPublicAlert(row, { levelStyle: levelStyleOf(row, settings), searchArea }) };
  });
}

/** Staff views of alerts under the settings in force (level names; a pending report's suggestion). */
export async function staffAlertViews(ctx: AppContext, rows: AlertRow[]): Promise<StaffAlert[]> {
  const settings = await getNotificationSettings(ctx.database.db, ctx.config.site.brandName);
  return rows.map((row) => toStaffAlert(row, settings));
}

export async function staffAlertView(ctx: AppContext, row: AlertRow): Promise<StaffAlert> {
  return (await staffAlertViews(ctx, [row]))[0]!;
}

/**
 * A public alert that may be passed on: its share card, poster and share image. A recipients-only
 * alert is for the people it reached, so those are the same 404 as for an unknown alert.
 */
export async function getShareablePublicAlert(ctx: AppContext, id: number): Promise<AlertRow> {
  const alert = await getUnredactedPublicAlert(ctx, id);
  if (sharingPolicyOf(alert.sharingPolicy) !== "share_widely") throw notFound("Alert not found");
  return alert;
}

/**
 * A public alert whose details may still be shown: its sightings, chat, photo, share card,
 * poster and feed entries. A redacted record (a found person, after the redaction delay) keeps
 * only its first name and dates, so everything else about it is the same 404 as a missing alert.
 */
export async function getUnredactedPublicAlert(ctx: AppContext, id: number): Promise<AlertRow> {
  const alert = await getVisibleAlert(ctx, id, { isStaff: false });
  if (alert.redactedAt) throw notFound("Alert not found");
  return alert;
}

export interface AlertListQuery {
  verified?: boolean;
  active?: boolean;
  search?: string;
  location?: string;
  limit?: number;
  offset?: number;
}

function filterOf(query: AlertListQuery): AlertFilter {
  return {
    verified: query.verified,
    active: query.active,
    search: query.search || undefined,
    location: query.location && query.location !== "all" ? query.location : undefined,
    limit: query.limit ?? ALERTS_LIST_MAX_LIMIT,
    offset: query.offset ?? 0,
  };
}

/** The public list: verified alerts only (no drill), whatever the query says about verification. Cached. */
export function listPublicAlerts(
  ctx: AppContext,
  query: AlertListQuery,
): Promise<{ items: AlertSummaryRow[]; total: number }> {
  const filter = {
    ...filterOf(query),
    verified: true,
    excludeRedacted: true,
    excludeStaffOnly: true,
    excludeDrills: true,
  };
  const key = JSON.stringify([
    "list",
    filter.active,
    filter.search,
    filter.location,
    filter.limit,
    filter.offset,
  ]);
  return publicAlertsCache(ctx).get(key, async () => ({
    items: await listAlertSummaries(ctx.database.db, filter),
    total: await countAlerts(ctx.database.db, filter),
  }));
}

/** The staff list (pending alerts for moderators and so on): every field. */
export async function listStaffAlerts(
  ctx: AppContext,
  query: AlertListQuery,
): Promise<{ items: AlertRow[]; total: number }> {
  const filter = filterOf(query);
  const [items, total] = [
    await listAlertRows(ctx.database.db, filter),
    await countAlerts(ctx.database.db, filter),
  ];
  return { items, total };
}

/** Location filter options for the public list: first segments of verified, active alerts. */
export function listPublicLocations(ctx: AppContext): Promise<string[]> {
  return publicAlertsCache(ctx).get("locations", () =>
    listLocationSegments(ctx.database.db, {
      verified: true,
      active: true,
      excludeRedacted: true,
      excludeStaffOnly: true,
      excludeDrills: true,
    }),
  );
}
