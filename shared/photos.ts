// Responsive photo sizes: a stored photo (a JPEG at most PHOTO_MAX_WIDTH wide, served
// at /api/photos/{id}) is also served narrower and as WebP, chosen by query parameters, so a phone
// showing a card 300 px wide downloads a 400 px WebP rather than the 800 px JPEG.
// GET /api/photos/{id}?w=400&format=webp. Isomorphic and zod-free: the client builds the URLs
// for its srcset from this on the first load; the server validates the same lists.

export const PHOTO_WIDTHS = [400, 800] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_FORMATS = ["webp", "jpeg"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** A stored photo's id (random, URL-safe), the last segment of /api/photos/{id}. */
const PHOTO_ID = "[A-Za-z0-9_-]{10,64}";
const PHOTO_ID_ONLY = new RegExp(`^${PHOTO_ID}$`);
const SERVED_PHOTO = new RegExp(`^/api/photos/${PHOTO_ID}$`);

/** True for a string shaped like a stored photo's id. */
export function isPhotoId(id: string): boolean {
  return PHOTO_ID_ONLY.test(id);
}

/** True for a URL of a photo this server stores (older records may hold other URLs). */
export function isServedPhotoUrl(url: string): boolean {
  return SERVED_PHOTO.test(url);
}

/** Photos are served by URL; anything else (an old inline data URL) is never sent in a response. */
export function servablePhotoUrl(value: string | null): string | null {
  return value?.startsWith("/api/photos/") ? value : null;
}

/** A Local alert shows no photo on any public surface (page, lists, previews, feeds, messages). */
export function publicPhotoUrl(alert: { level: string | null; photoUrl: string | null }): string | null {
  return alert.level === "local" ? null : servablePhotoUrl(alert.photoUrl);
}

/** The URL of a stored photo at a width and in a format. */
export function photoVariantUrl(url: string, width: PhotoWidth, format: PhotoFormat): string {
  return `${url}?w=${width}&format=${format}`;
}

/** A srcset of a stored photo at every served width, in one format. */
export function photoSrcSet(url: string, format: PhotoFormat): string {
  return PHOTO_WIDTHS.map((w) => `${photoVariantUrl(url, w, format)} ${w}w`).join(", ");
}

/**
 * How wide the alert page shows its photo (the sizes attribute). The server's preload of the
 * photo in the page's HTML uses the same, so the browser picks the same file for both.
 */
export const ALERT_PAGE_PHOTO_SIZES = "(min-width: 768px) 18rem, 100vw";
