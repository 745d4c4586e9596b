import { publicPhotoUrl } from "@shared/photos";
import { sharingPolicyOf } from "@shared/sharing";
import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../errors";
import { publicAlertsCache } from "../../public-alerts-cache";
import {
  alertArea,
  type CapArea,
  type CapMsgType,
  capIdentifier,
  capMessageFile,
  capReferences,
  capSender,
  expiresAfter,
  parseCapMessageFile,
  searchAreaOf,
  wholeSeconds,
} from "./cap.format";
import {
  type CapMessageRow,
  findPublishedCapMessage,
  insertCapMessage,
  latestCapSent,
  listAlertsWithoutCapMessages,
  listAreaCircles,
  listCapMessagesOfAlert,
  listFeedMessages,
  lockAlertForCap,
  type PublishedCapMessageRow,
} from "./cap.repo";
import {
  type CapMessageRecord,
  type CapSite,
  type FeedEntry,
  renderAtomFeed,
  renderCapMessage,
} from "./cap.xml";

// CAP 1.2 messages of the public alerts (docs/decisions/010-cap-feed.md). The reviews call the
// publish functions with their transaction, so a message exists if and only if the state
// change committed; what identifies a message (identifier, sender, sent, references, area) is
// written once and never changed. The alert row is locked first (by the calling review, or by
// the feed for alerts no review published), so the messages of one case are numbered without
// gaps or duplicates even when two reviews run at once.

type LockedAlert = NonNullable<Awaited<ReturnType<typeof lockAlertForCap>>>;

const isPublished = (alert: Pick<LockedAlert, "isVerified" | "status">) =>
  alert.isVerified && alert.status === "approved";
/** Only a widely shared alert is offered to aggregators (recipients-only and staff-only are not). */
const isWidelyShared = (alert: LockedAlert) => sharingPolicyOf(alert.sharingPolicy) === "share_widely";

async function append(
  tx: Db,
  ctx: AppContext,
  alert: { id: number; level: string | null },
  earlier: CapMessageRow[],
  msgType: CapMsgType,
  area: CapArea,
  sightingId: number | null = null,
): Promise<void> {
  const alertId = alert.id;
  const sent = wholeSeconds(ctx.now());
  const sender = capSender(ctx.config.publicUrl);
  const seq = earlier.length + 1;
  await insertCapMessage(tx, {
    alertId,
    seq,
    msgType,
    identifier: capIdentifier(sender, alertId, seq),
    sender,
    sent,
    expires: expiresAfter(sent, ctx.config.cap.expiresDays),
    references: capReferences(earlier),
    sightingId,
    areaDesc: area.areaDesc,
    latitude: area.latitude,
    longitude: area.longitude,
    radiusKm: area.radiusKm,
    circles: area.circles ?? null,
    level: alert.level,
  });
}

/** The alert's area now: its search area's circles, or (without any) the one circle of before. */
async function currentArea(tx: Db, alert: LockedAlert, seenNear: string | null = null): Promise<CapArea> {
  const area = searchAreaOf(alert, await listAreaCircles(tx, alert.id), seenNear);
  if (area) return area;
  return seenNear
    ? { ...alertArea(alert), areaDesc: `Seen near ${seenNear}; ${alertArea(alert).areaDesc}` }
    : alertArea(alert);
}

/** What publishing needs of the alert: the caller read it under its own lock of the row. */
export type CapAlertState = LockedAlert;

/**
 * The Alert message, when an alert is first verified/approved, or first shared widely after
 * that (nothing if it already has one). The caller holds the alert's row locked (its review, or
 * the feed for an alert no review published), so a review locks the row once.
 */
export async function publishCapAlert(tx: Db, ctx: AppContext, alert: CapAlertState): Promise<void> {
  if (!isPublished(alert) || !isWidelyShared(alert) || !alert.isActive) return;
  const earlier = await listCapMessagesOfAlert(tx, alert.id);
  if (earlier.length > 0) return;
  await append(tx, ctx, alert, earlier, "Alert", await currentArea(tx, alert));
}

/**
 * An Update when a published, still open alert's search area changed (a ring ran, a verified
 * sighting added a circle, staff changed the level or widened the area), or a sighting of it
 * was verified: it references every earlier message and lists every circle of the area as it is
 * now. `sighting`: the verified sighting it announces. The caller holds the alert's row locked
 * (its review or the scheduler's step), so the messages of a case are numbered without gaps.
 */
export async function publishCapAreaUpdate(
  tx: Db,
  ctx: AppContext,
  alert: CapAlertState,
  sighting: { id: number; location: string } | null = null,
): Promise<void> {
  if (!isPublished(alert) || !isWidelyShared(alert) || !alert.isActive) return;
  const earlier = await listCapMessagesOfAlert(tx, alert.id);
  if (earlier.length === 0 || earlier.at(-1)!.msgType === "Cancel") return;
  const area = await currentArea(tx, alert, sighting?.location ?? null);
  await append(tx, ctx, alert, earlier, "Update", area, sighting?.id ?? null);
}

/**
 * The Cancel (all clear) when a case with a published Alert is resolved, or is no longer shared
 * widely; it references every earlier message. Once the alert left the feed it names nothing.
 * The caller holds the alert's row locked (its review), so a review locks the row once.
 */
export async function publishCapCancel(
  tx: Db,
  ctx: AppContext,
  alert: Pick<CapAlertState, "id" | "isVerified" | "status" | "level">,
): Promise<void> {
  if (!isPublished(alert)) return;
  const earlier = await listCapMessagesOfAlert(tx, alert.id);
  const last = earlier.at(-1);
  if (!last || last.msgType === "Cancel") return;
  await append(tx, ctx, alert, earlier, "Cancel", last);
}

/**
 * Alerts approved without going through a review of this version (approved before CAP
 * existed, or the demo data) get their Alert message the first time the feed is built.
 */
async function publishMissingAlerts(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  for (const alertId of await listAlertsWithoutCapMessages(db)) {
    // No review holds this row: the feed takes the lock itself, once.
    await db.transaction(async (tx) => {
      const alert = await lockAlertForCap(tx, alertId);
      if (alert) await publishCapAlert(tx, ctx, alert);
    });
  }
}

function siteOf(ctx: AppContext): CapSite {
  const { brandName, emergencyPhone, whatsappBusinessNumber } = ctx.config.site;
  return { brandName, emergencyPhone, whatsappBusinessNumber, publicUrl: ctx.config.publicUrl };
}

function toFeedEntry(row: PublishedCapMessageRow): FeedEntry {
  const { message, alert } = row;
  const record: CapMessageRecord = {
    ...message,
    test: row.isDrill,
    sighting:
      message.sightingId !== null && row.sightingLocation !== null && row.sightingTime !== null
        ? { location: row.sightingLocation, sightingTime: row.sightingTime }
        : null,
  };
  // Nothing of an alert the public may no longer see (taken down, redacted, purged).
  if (!row.isPublic) return { message: { ...record, sighting: null }, alert: null };
  return { message: record, alert: { ...alert, photoUrl: publicPhotoUrl(alert) } };
}

/** One message's XML, by its file name ({alertId}-{seq}.xml); 404 for anything not published. */
export function getCapMessageXml(ctx: AppContext, file: string): Promise<string> {
  const ref = parseCapMessageFile(file);
  if (!ref) throw invalid("file: must be {alertId}-{sequence}.xml, e.g. 12-1.xml", "file");
  return publicAlertsCache(ctx).get(`cap:${ref.alertId}-${ref.seq}`, async () => {
    const row = await findPublishedCapMessage(ctx.database.db, ref.alertId, ref.seq);
    if (!row) throw notFound("CAP message not found");
    const { message, alert } = toFeedEntry(row);
    return renderCapMessage(message, alert, siteOf(ctx));
  });
}

/** The Atom feed of the CAP messages in force: one entry per message, Alert, Updates and Cancel. */
export function getCapFeedXml(ctx: AppContext): Promise<string> {
  return publicAlertsCache(ctx).get("cap:feed", async () => {
    await publishMissingAlerts(ctx);
    const db = ctx.database.db;
    const rows = await listFeedMessages(db, ctx.now());
    const updated = (await latestCapSent(db)) ?? new Date(0);
    return renderAtomFeed(rows.map(toFeedEntry), updated, siteOf(ctx));
  });
}

/** An alert's messages as staff list them: type, sent time and the file that serves each. */
export async function capMessagesOf(db: Db, alertId: number) {
  const rows = await listCapMessagesOfAlert(db, alertId);
  return rows.map((m) => ({ msgType: m.msgType, sent: m.sent, file: capMessageFile(m.alertId, m.seq) }));
}
