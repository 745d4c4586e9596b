import type { PhotoFormat, PhotoWidth } from "@shared/photos";
import { LoadingCache } from "../../cache";
import { loadSharp } from "../../images";

// Narrower and WebP copies of a stored photo, made on first request and kept in a small
// in-process cache by size: a few hundred copies, so the server's memory stays bounded, and each
// copy also carries an ETag for browsers. Who may see a copy is decided by the caller, on every
// request, exactly as for the stored photo.

export interface StoredPhoto {
  data: Buffer;
  contentType: string;
  width: number;
}

export interface PhotoVariantRequest {
  width?: PhotoWidth;
  format?: PhotoFormat;
}

export interface PhotoBytes {
  data: Buffer;
  contentType: string;
}

const WEBP_QUALITY = 75;
const JPEG_QUALITY = 80;
const CACHE_BYTES = 8 * 1024 * 1024;

/** The name of a copy, in its ETag and its cache key; empty for the stored photo itself. */
export function variantTag({ width, format }: PhotoVariantRequest): string {
  return [width ? `w${width}` : "", format ?? ""].filter(Boolean).join(".");
}

/** Least recently used copies go first once their bytes pass the budget. */
const cache = new LoadingCache<PhotoBytes>({ maxSize: CACHE_BYTES, sizeOf: (copy) => copy.data.length });

/** For tests: forget every cached copy. */
export function clearPhotoVariantCache(): void {
  cache.clear();
}

/** Whether the request asks for the stored bytes unchanged (a JPEG no wider than asked). */
function isStoredAsIs(photo: StoredPhoto, request: PhotoVariantRequest): boolean {
  const sameFormat = !request.format || `image/${request.format}` === photo.contentType;
  return sameFormat && (!request.width || request.width >= photo.width);
}

async function encode(photo: StoredPhoto, request: PhotoVariantRequest): Promise<PhotoBytes> {
  const format = request.format ?? "jpeg";
  const sharp = await loadSharp();
  let pipeline = sharp(photo.data, { failOn: "error" });
  if (request.width) pipeline = pipeline.resize({ width: request.width, withoutEnlargement: true });
  pipeline =
    format === "webp"
      ? pipeline.webp({ quality: WEBP_QUALITY })
      : pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
  return { data: await pipeline.toBuffer(), contentType: `image/${format}` };
}

/**
 * The photo at the asked width and format: the stored bytes when they already are that, else a
 * copy from the cache or made now (concurrent requests for one copy share the work).
 */
export async function photoVariant(
  id: string,
  photo: StoredPhoto,
  request: PhotoVariantRequest,
): Promise<PhotoBytes> {
  if (isStoredAsIs(photo, request)) return { data: photo.data, contentType: photo.contentType };
  return cache.get(`${id}:${variantTag(request)}`, () => encode(photo, request));
}
