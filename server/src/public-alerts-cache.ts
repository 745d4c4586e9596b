import { LoadingCache } from "./cache";
import type { AppContext } from "./context";

/** Long enough to absorb bursts (an alert shared on WhatsApp), short enough for several instances to converge. */
export const PUBLIC_ALERTS_CACHE_TTL_MS = 5_000;
/** Distinct queries kept (search text makes many); the least recently used is dropped first. */
const MAX_ENTRIES = 500;

/**
 * The public views of alerts (lists, one alert, its verified sightings), cached per query. They
 * change only when staff verify, resolve or deny an alert or verify a sighting; those events
 * clear the cache at once on this instance, and the short TTL bounds how long another instance
 * can serve the old list. A load that started before a clear is not stored.
 */
export class PublicAlertsCache extends LoadingCache {
  constructor(ttlMs: number = PUBLIC_ALERTS_CACHE_TTL_MS) {
    super({ max: MAX_ENTRIES, ttlMs });
  }
}

const caches = new WeakMap<AppContext, PublicAlertsCache>();

/** One cache per running app, cleared by the review events. */
export function publicAlertsCache(ctx: AppContext): PublicAlertsCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const created = new PublicAlertsCache();
    for (const event of [
      "alert.verified",
      "alert.resolved",
      "alert.denied",
      "alert.taken_down",
      "sighting.verified",
      "alert.redacted",
      "alert.area_changed",
      "alert.police_confirmed",
      "alert.sharing_changed",
    ] as const) {
      ctx.events.on(event, () => created.clear());
    }
    caches.set(ctx, created);
    cache = created;
  }
  return cache;
}
