import type { AppContext } from "../../context";
import type { Db } from "../../db/client";
import { invalid, notFound } from "../../errors";
import { publicAlertsCache } from "../alerts/alerts.cache";
import { servablePhotoUrl } from "../alerts/alerts.shape";
import {
  alertArea,
  type CapArea,
  type CapMsgType,
  capIdentifier,
  capReferences,
  capSender,
  expiresAfter,
  parseCapMessageFile,
  sightingArea,
  wholeSeconds,
} from "./cap.format";
import {
  type CapMessageRow,
  findPublishedCapMessage,
  insertCapMessage,
  latestCapSent,
  listAlertsWithoutCapMessages,
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
// written once and never changed. The alert row is locked first, so the messages of one case
// are numbered without gaps or duplicates even when two reviews run at once.

type LockedAlert = NonNullable<Awaited<ReturnType<typeof lockAlertForCap>>>;

const isPublished = (alert: LockedAlert) => alert.isVerified && alert.status === "approved";

async function append(
  tx: Db,
  ctx: AppContext,
  alertId: number,
  earlier: CapMessageRow[],
  msgType: CapMsgType,
  area: CapArea,
  sightingId: number | null = null,
): Promise<void> {
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
  });
}

/** The Alert message, when an alert is first verified/approved (nothing if it already has one). */
export async function publishCapAlert(tx: Db, ctx: AppContext, alertId: number): Promise<void> {
  const alert = await lockAlertForCap(tx, alertId);
  if (!alert || !isPublished(alert) || !alert.isActive) return;
  const earlier = await listCapMessagesOfAlert(tx, alertId);
  if (earlier.length > 0) return;
  await append(tx, ctx, alertId, earlier, "Alert", alertArea(alert));
}

/**
 * An Update when a sighting of a published, still open alert is verified: it references every
 * earlier message and circles the sighting's coordinates. An unverified sighting, or one of an
 * alert that has no Alert message or is closed, publishes nothing.
 */
export async function publishCapSightingUpdate(
  tx: Db,
  ctx: AppContext,
  sighting: {
    id: number;
    alertId: number;
    isVerified: boolean;
    location: string;
    latitude: number | null;
    longitude: number | null;
  },
): Promise<void> {
  if (!sighting.isVerified) return;
  const alert = await lockAlertForCap(tx, sighting.alertId);
  if (!alert || !isPublished(alert) || !alert.isActive) return;
  const earlier = await listCapMessagesOfAlert(tx, alert.id);
  if (earlier.length === 0 || earlier.at(-1)!.msgType === "Cancel") return;
  const area = sightingArea(sighting, alertArea(alert), alert.notificationRadius);
  await append(tx, ctx, alert.id, earlier, "Update", area, sighting.id);
}

/** The Cancel (all clear) when a case with a published Alert is resolved; it references every earlier message. */
export async function publishCapCancel(tx: Db, ctx: AppContext, alertId: number): Promise<void> {
  const alert = await lockAlertForCap(tx, alertId);
  if (!alert || !isPublished(alert)) return;
  const earlier = await listCapMessagesOfAlert(tx, alertId);
  const last = earlier.at(-1);
  if (!last || last.msgType === "Cancel") return;
  await append(tx, ctx, alertId, earlier, "Cancel", last);
}

/**
 * Alerts approved without going through a review of this version (approved before CAP
 * existed, or the demo data) get their Alert message the first time the feed is built.
 */
async function publishMissingAlerts(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  for (const alertId of await listAlertsWithoutCapMessages(db)) {
    await db.transaction((tx) => publishCapAlert(tx, ctx, alertId));
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
    sighting:
      message.sightingId !== null && row.sightingLocation !== null && row.sightingTime !== null
        ? { location: row.sightingLocation, sightingTime: row.sightingTime }
        : null,
  };
  // Nothing of an alert the public may no longer see (taken down, redacted, purged).
  if (!row.isPublic) return { message: { ...record, sighting: null }, alert: null };
  return { message: record, alert: { ...alert, photoUrl: servablePhotoUrl(alert.photoUrl) } };
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
