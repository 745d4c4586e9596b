/**
 * Whether a browser request comes from this site: PUBLIC_URL's origin, or the host the request
 * was addressed to (same-origin through a proxy or the Vite dev server). Used against
 * cross-site WebSocket hijacking (the upgrade) and cross-site request forgery (staff calls).
 * Clients that are not browsers send no Origin and hold no visitor's cookies, so they pass.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null" (sandboxed frames, file: pages)
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  try {
    if (url.origin === new URL(publicUrl).origin) return true;
  } catch {
    // A malformed PUBLIC_URL is refused by config; nothing to compare against here.
  }
  return host !== undefined && host !== "" && url.host === host.toLowerCase();
}

/**
 * The origin a browser says a request comes from: Origin, or the origin of Referer when
 * Origin is absent (older browsers omit it on same-origin requests). Undefined when neither is sent.
 */
export function requestOrigin(headers: { origin?: string; referer?: string }): string | undefined {
  if (headers.origin !== undefined) return headers.origin;
  if (headers.referer === undefined) return undefined;
  try {
    return new URL(headers.referer).origin;
  } catch {
    return "null";
  }
}
