import type { PendingSighting } from "@shared/moderation";
import type { SightingSource } from "@shared/sightings";
import type { Db } from "../../db/client";
import { listPendingSightings } from "./moderation.repo";

// The moderators' queue views. The reviews themselves belong to the records they change
// (alerts/review.service.ts, sightings/sightings.service.ts).

export const PENDING_SIGHTINGS_LIMIT = 500;

export async function pendingSightings(db: Db): Promise<PendingSighting[]> {
  const rows = await listPendingSightings(db, PENDING_SIGHTINGS_LIMIT);
  return rows.map((r) => ({
    ...r,
    source: r.source as SightingSource,
    sightingTime: r.sightingTime.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}
