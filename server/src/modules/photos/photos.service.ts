import { randomBytes } from "node:crypto";
import { MAX_PHOTO_DATA_URL_CHARS, PHOTO_MAX_WIDTH } from "@shared/constants";
import { isPhotoId } from "@shared/photos";
import type { OutputInfo } from "sharp";
import type { Db } from "../../db/client";
import { AppError, invalid } from "../../errors";
import { loadSharp } from "../../images";
import { perceptualHash } from "./photo-hash";
import { deletePhotoRow, findPhoto, insertPhoto, isPublicPhoto } from "./photos.repo";

const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]+)$/i;
const MAX_OUTPUT_HEIGHT = 1600;
// Refuse decompression bombs before decoding: 40 megapixels is far beyond any phone photo.
const MAX_INPUT_PIXELS = 40_000_000;

export const photoUrl = (id: string) => `/api/photos/${id}`;

export interface EncodedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded image as a bounded JPEG with no metadata (EXIF, GPS, ICC are all
 * dropped by sharp unless asked to keep them) and stores it. Returns the URL to serve it.
 */
export async function storePhotoFromDataUrl(db: Db, dataUrl: string, field = "photoUrl"): Promise<string> {
  return storeJpegPhoto(db, await encodePhotoFromDataUrl(dataUrl, field));
}

/** The checks and re-encoding of storePhotoFromDataUrl, without storing anything. */
export async function encodePhotoFromDataUrl(dataUrl: string, field = "photoUrl"): Promise<EncodedPhoto> {
  if (dataUrl.length > MAX_PHOTO_DATA_URL_CHARS) {
    throw new AppError("too_large", `${field}: the photo is too large (at most 6 MB)`, field);
  }
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw invalid(`${field}: must be an image data URL (data:image/...;base64,...)`, field);
  const input = Buffer.from(match[2]!, "base64");
  let output: { data: Buffer; info: OutputInfo };
  try {
    const sharp = await loadSharp();
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize({ width: PHOTO_MAX_WIDTH, height: MAX_OUTPUT_HEIGHT, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalid(`${field}: the file is not a readable image`, field);
  }
  return { data: output.data, width: output.info.width, height: output.info.height };
}

/** Stores an already-encoded JPEG (no metadata) under a new random id; returns the URL to serve it. */
export async function storeJpegPhoto(db: Db, jpeg: EncodedPhoto): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await insertPhoto(db, { id, contentType: "image/jpeg", ...jpeg });
  return photoUrl(id);
}

/** Accepts what a client may send for a photo: nothing, an empty string, or a data URL. */
export async function storeOptionalPhoto(
  db: Db,
  value: string | null | undefined,
  field: string,
): Promise<string | null> {
  if (!value) return null;
  return storePhotoFromDataUrl(db, value, field);
}

/**
 * A report's photo, stored as storeOptionalPhoto stores it, with the perceptual hash of what was
 * stored (photo-hash.ts), worked out while the photo is written.
 */
export async function storeOptionalPhotoWithHash(
  db: Db,
  value: string | null | undefined,
  field: string,
): Promise<{ url: string; hash: string } | null> {
  if (!value) return null;
  const encoded = await encodePhotoFromDataUrl(value, field);
  const [url, hash] = await Promise.all([storeJpegPhoto(db, encoded), perceptualHash(encoded.data)]);
  return { url, hash };
}

/**
 * Whether the viewer may see the photo with this id, and whether it is public: a public one (on
 * a verified alert or an active supporter) to anyone, any other (an unverified, denied or
 * taken-down report's) to staff only. Null for what the viewer may not see, the same as for a
 * photo that does not exist. Decided before the photo's bytes are read.
 */
export async function photoAccess(
  db: Db,
  id: string,
  viewer: { isStaff: boolean },
): Promise<{ isPublic: boolean } | null> {
  if (!isPhotoId(id)) return null;
  const isPublic = await isPublicPhoto(db, photoUrl(id));
  return isPublic || viewer.isStaff ? { isPublic } : null;
}

/**
 * Deletes the stored photo a record points at (/api/photos/{id}); anything else (no photo, an
 * old inline value) is nothing to delete. True when a photo was deleted.
 */
export async function deletePhotoAt(db: Db, url: string | null): Promise<boolean> {
  const id = photoIdOf(url);
  return id !== null ? deletePhotoRow(db, id) : false;
}

/** The id of a stored photo's URL (/api/photos/{id}); null for anything else. */
export function photoIdOf(url: string | null): string | null {
  const id = url?.startsWith("/api/photos/") ? url.slice("/api/photos/".length) : null;
  return id !== null && isPhotoId(id) ? id : null;
}

export function getPhoto(db: Db, id: string) {
  return findPhoto(db, id);
}
