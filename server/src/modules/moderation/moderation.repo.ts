import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alerts, sightings } from "../../db/schema";

/** Every unverified sighting of an open case, newest first, with the case's name and age: one query. */
export async function listPendingSightings(db: Db, limit: number) {
  return db
    .select({
      id: sightings.id,
      alertId: sightings.alertId,
      alertName: alerts.name,
      alertAge: alerts.age,
      reporterName: sightings.reporterName,
      reporterContact: sightings.reporterContact,
      source: sightings.source,
      location: sightings.location,
      latitude: sightings.latitude,
      longitude: sightings.longitude,
      sightingTime: sightings.sightingTime,
      description: sightings.description,
      createdAt: sightings.createdAt,
    })
    .from(sightings)
    .innerJoin(alerts, eq(alerts.id, sightings.alertId))
    .where(and(eq(sightings.isVerified, false), eq(sightings.status, "pending"), eq(alerts.isActive, true)))
    .orderBy(desc(sightings.createdAt), desc(sightings.id))
    .limit(limit);
}
