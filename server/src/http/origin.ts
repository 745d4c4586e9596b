/**
 * Cross-site WebSocket hijacking guard for the upgrade request. Browsers always send Origin on
 * a WebSocket handshake; it must be the site itself: PUBLIC_URL's origin, or the host the
 * request was addressed to (same-origin through a proxy or the Vite dev server). Clients that
 * are not browsers send no Origin and hold no visitor's cookies, so they pass.
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
