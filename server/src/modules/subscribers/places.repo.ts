import type { PlaceLabel } from "@shared/subscribers";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscriberPlaces } from "../../db/schema";

// A subscriber's places besides home (subscriber_places). Written only in the transaction that
// creates or changes the subscription; deleting the subscriber deletes them (ON DELETE CASCADE).

export type PlaceRow = typeof subscriberPlaces.$inferSelect;
export interface PlaceValues {
  label: PlaceLabel;
  location: string;
  latitude: number;
  longitude: number;
}

/** The subscriber's places in the order they were added (the order the forms show them in). */
export async function listPlaces(db: Db, subscriberId: number): Promise<PlaceRow[]> {
  return db
    .select()
    .from(subscriberPlaces)
    .where(eq(subscriberPlaces.subscriberId, subscriberId))
    .orderBy(asc(subscriberPlaces.id));
}

export async function insertPlaces(
  db: Db,
  subscriberId: number,
  places: PlaceValues[],
  now: Date,
): Promise<void> {
  if (places.length === 0) return;
  await db
    .insert(subscriberPlaces)
    .values(places.map((place) => ({ ...place, subscriberId, createdAt: now })));
}

/** Changes one of the subscriber's places (its kind, or its kind and point). */
export async function updatePlace(
  db: Db,
  subscriberId: number,
  id: number,
  changes: Partial<PlaceValues>,
): Promise<void> {
  await db
    .update(subscriberPlaces)
    .set(changes)
    .where(and(eq(subscriberPlaces.id, id), eq(subscriberPlaces.subscriberId, subscriberId)));
}

export async function deletePlaces(db: Db, subscriberId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(subscriberPlaces)
    .where(and(eq(subscriberPlaces.subscriberId, subscriberId), inArray(subscriberPlaces.id, ids)));
}
