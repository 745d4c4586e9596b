import type { Db } from "../../db/client";
import { isPerceptualHash, perceptualHash, SAME_PHOTO_MAX_DISTANCE } from "../photos/photo-hash";
import { getPhoto, photoIdOf } from "../photos/photos.service";
import { alertPhotosWithoutHash, recordPhotoHash, storePhotoHash } from "./photo-match.repo";

// A hoax reuses the photo of a child found long ago: a new report's photo is compared with every
// earlier case's, and the nearest match is shown to the moderator ("This photo matches case #N").

/** Stores a new report's photo hash and flags the earlier case it matches; that case's id, or null. */
export function flagReusedPhoto(db: Db, alertId: number, hash: string): Promise<number | null> {
  if (!isPerceptualHash(hash)) throw new Error(`not a perceptual hash: ${hash}`);
  return recordPhotoHash(db, alertId, hash, SAME_PHOTO_MAX_DISTANCE);
}

const BACKFILL_BATCH = 50;

/**
 * Hashes the photos of cases stored before photos were hashed, so a new report can be compared
 * with them too. Nothing is flagged: those cases were reviewed already. How many were hashed.
 */
export async function backfillPhotoHashes(db: Db): Promise<number> {
  let hashed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await alertPhotosWithoutHash(db, afterId, BACKFILL_BATCH);
    if (batch.length === 0) return hashed;
    for (const { id, photoUrl } of batch) {
      afterId = id;
      const photoId = photoIdOf(photoUrl);
      const photo = photoId ? await getPhoto(db, photoId) : undefined;
      if (!photo) continue;
      await storePhotoHash(db, id, await perceptualHash(photo.data));
      hashed += 1;
    }
  }
}
