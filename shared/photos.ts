// Responsive photo sizes (issue 14): a stored photo (a JPEG at most PHOTO_MAX_WIDTH wide, served
// at /api/photos/{id}) is also served narrower and as WebP, chosen by query parameters, so a phone
// showing a card 300 px wide downloads a 400 px WebP rather than the 800 px JPEG.
// GET /api/photos/{id}?w=400&format=webp. Isomorphic and zod-free: the client builds the URLs
// for its srcset from this on the first load; the server validates the same lists.

export const PHOTO_WIDTHS = [400, 800] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_FORMATS = ["webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const SERVED_PHOTO = /^\/api\/photos\/[A-Za-z0-9_-]{10,64}$/;

/** True for a URL of a photo this server stores (older records may hold other URLs). */
export function isServedPhotoUrl(url: string): boolean {
  return SERVED_PHOTO.test(url);
}

/** The URL of a stored photo at a width and in a format. */
export function photoVariantUrl(url: string, width: PhotoWidth, format: PhotoFormat): string {
  return `${url}?w=${width}&format=${format}`;
}
