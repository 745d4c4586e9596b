import { and, asc, eq, gt, isNull, max, ne, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts, capMessages, searchCircles, sightings } from "../../db/schema";
import type { SearchCircle } from "./cap.format";

export type CapMessageRow = typeof capMessages.$inferSelect;
export type NewCapMessageRow = typeof capMessages.$inferInsert;

/** What publishing needs of an alert: its state and where it applies. Locks the row. */
export async function lockAlertForCap(db: Db, alertId: number) {
  const rows = await db
    .select({
      id: alerts.id,
      isVerified: alerts.isVerified,
      isActive: alerts.isActive,
      status: alerts.status,
      lastLocation: alerts.lastLocation,
      latitude: alerts.latitude,
      longitude: alerts.longitude,
      notificationRadius: alerts.notificationRadius,
      level: alerts.level,
      sharingPolicy: alerts.sharingPolicy,
    })
    .from(alerts)
    .where(eq(alerts.id, alertId))
    .limit(1)
    .for("update");
  return rows[0];
}

/** The circles of the alert's search area, the last known place's first, with each sighting's place. */
export async function listAreaCircles(db: Db, alertId: number): Promise<SearchCircle[]> {
  return db
    .select({
      latitude: searchCircles.latitude,
      longitude: searchCircles.longitude,
      radiusKm: searchCircles.radiusKm,
      sightingPlace: sightings.location,
    })
    .from(searchCircles)
    .leftJoin(sightings, eq(sightings.id, searchCircles.sightingId))
    .where(eq(searchCircles.alertId, alertId))
    .orderBy(asc(searchCircles.id));
}

/** An alert's messages in publication order. */
export function listCapMessagesOfAlert(db: Db, alertId: number): Promise<CapMessageRow[]> {
  return db.select().from(capMessages).where(eq(capMessages.alertId, alertId)).orderBy(asc(capMessages.seq));
}

export async function insertCapMessage(db: Db, values: NewCapMessageRow): Promise<void> {
  await db.insert(capMessages).values(values);
}

/** The alert's public record, as a message shows it: no reporter, no review data. */
const alertContent = {
  id: alerts.id,
  name: alerts.name,
  age: alerts.age,
  description: alerts.description,
  clothing: alerts.clothing,
  lastLocation: alerts.lastLocation,
  lastSeen: alerts.lastSeen,
  circumstances: alerts.circumstances,
  photoUrl: alerts.photoUrl,
  highPriority: alerts.highPriority,
  outcome: alerts.outcome,
  level: alerts.level,
  // Only whether the police confirmed the case, never the confirmation itself.
  policeConfirmed: sql<boolean>`${alerts.policeConfirmedAt} is not null`,
};

/** Alerts verified before sharing policies existed are shared widely, as they were. */
const widelyShared = sql`coalesce(${alerts.sharingPolicy}, 'share_widely') = 'share_widely'`;

/**
 * Whether the feed may still show the alert: verified, shared widely (a recipients-only or
 * staff-only alert is not for aggregators to pass on), neither redacted nor purged.
 */
const stillPublic = and(
  eq(alerts.isVerified, true),
  widelyShared,
  isNull(alerts.redactedAt),
  isNull(alerts.purgedAt),
)!;

const publishedColumns = {
  message: capMessages,
  alert: alertContent,
  isPublic: sql<boolean>`coalesce(${stillPublic}, false)`,
  // A public drill's messages are CAP status Test, withdrawn or not.
  isDrill: alerts.isDrill,
  // Only where and when a verified sighting was: never its reporter or its text.
  sightingLocation: sightings.location,
  sightingTime: sightings.sightingTime,
};

/** Messages with their alert and, for an Update, the verified sighting it tells of. */
const publishedMessages = (db: Db) =>
  db
    .select(publishedColumns)
    .from(capMessages)
    .innerJoin(alerts, eq(alerts.id, capMessages.alertId))
    .leftJoin(sightings, and(eq(sightings.id, capMessages.sightingId), eq(sightings.isVerified, true)));

/**
 * A message of a verified alert (the only alerts that have any), with what it shows. Of an alert
 * the public may no longer see (taken down, redacted, purged) only the Cancel is served, and
 * `isPublic` false tells the service to show nothing of the alert in it.
 */
export async function findPublishedCapMessage(db: Db, alertId: number, seq: number) {
  const rows = await publishedMessages(db)
    .where(
      and(
        eq(capMessages.alertId, alertId),
        eq(capMessages.seq, seq),
        or(stillPublic, eq(capMessages.msgType, "Cancel")),
      ),
    )
    .limit(1);
  return rows[0];
}

export type PublishedCapMessageRow = NonNullable<Awaited<ReturnType<typeof findPublishedCapMessage>>>;

/**
 * The feed's entries: every message still in force (not expired), Alert, Updates and Cancel, so
 * a reader that only polls the feed sees each case begin, change and end. Of an alert the public
 * may no longer see (taken down, redacted, purged) only the Cancel is listed, and it names
 * nothing. The latest message of a case still open stays listed after it expires: the case is
 * still current. Newest first; a message's place in the list never changes what it says.
 */
export function listFeedMessages(db: Db, now: Date): Promise<PublishedCapMessageRow[]> {
  const latest = sql`(select max(m.seq) from ${capMessages} m where m.alert_id = ${capMessages.alertId})`;
  const latestOfOpenCase = and(
    eq(capMessages.seq, latest),
    stillPublic,
    eq(alerts.status, "approved"),
    eq(alerts.isActive, true),
    ne(capMessages.msgType, "Cancel"),
  );
  return publishedMessages(db)
    .where(
      and(
        or(stillPublic, eq(capMessages.msgType, "Cancel")),
        or(gt(capMessages.expires, now), latestOfOpenCase),
      ),
    )
    .orderBy(sql`${capMessages.sent} desc`, sql`${capMessages.alertId} desc`, sql`${capMessages.seq} desc`);
}

/** The newest message's sent time (the feed's `updated`), or null before the first. */
export async function latestCapSent(db: Db): Promise<Date | null> {
  const [row] = await db.select({ sent: max(capMessages.sent) }).from(capMessages);
  return row?.sent ?? null;
}

/** Approved, active alerts with no message yet: approved before CAP existed, or by the demo data. */
export async function listAlertsWithoutCapMessages(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(
      and(
        eq(alerts.isVerified, true),
        eq(alerts.isActive, true),
        eq(alerts.status, "approved"),
        widelyShared,
        notExists(db.select({ one: sql`1` }).from(capMessages).where(eq(capMessages.alertId, alerts.id))),
      ),
    )
    .orderBy(asc(alerts.id));
  return rows.map((r) => r.id);
}
