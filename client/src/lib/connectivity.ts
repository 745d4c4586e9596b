import { useSyncExternalStore } from "react";

// What the page knows about its connection, for the offline banner (docs/decisions/009): whether
// the browser says it is online, and how old the data on screen is. The service worker (see
// vite.config.ts) stamps each answer it stores with the time, and marks an answer it serves from
// the phone because the network failed or was too slow; api-client.ts reports every answer here.

/** Set by the service worker on an answer served from the phone's saved copy. */
export const FROM_CACHE_HEADER = "x-sw-from-cache";
/** Set by the service worker on each answer it saves: when (milliseconds, the phone's clock). */
export const CACHED_AT_HEADER = "x-sw-cached-at";

export interface Connectivity {
  /** navigator.onLine: false means surely offline; true may still be a connection that fails. */
  online: boolean;
  /** Some data on screen came from the phone's saved copy instead of the network. */
  fromCache: boolean;
  /** When the data on screen was last fetched (the oldest saved copy in use), if known. */
  dataAsOf: number | null;
}

/** url → when its saved copy was stored, and when the page was last given it. */
const savedCopies = new Map<string, { cachedAt: number; notedAt: number }>();
let lastFreshAt: number | null = null;
let online = typeof navigator === "undefined" ? true : navigator.onLine;
let snapshot: Connectivity = { online, fromCache: false, dataAsOf: null };
const listeners = new Set<() => void>();

function publish(): void {
  const fromCache = savedCopies.size > 0;
  const dataAsOf = fromCache ? Math.min(...[...savedCopies.values()].map((c) => c.cachedAt)) : lastFreshAt;
  if (snapshot.online === online && snapshot.fromCache === fromCache && snapshot.dataAsOf === dataAsOf)
    return;
  snapshot = { online, fromCache, dataAsOf };
  for (const listener of listeners) listener();
}

/** Called by api-client.ts with every answer: fresh from the network, or a saved copy. */
export function noteResponse(url: string, res: Response): void {
  const { headers } = res;
  if (headers.get(FROM_CACHE_HEADER)) {
    const stamped = Number(headers.get(CACHED_AT_HEADER));
    const dated = Date.parse(headers.get("date") ?? "");
    const cachedAt =
      Number.isFinite(stamped) && stamped > 0 ? stamped : Number.isNaN(dated) ? Date.now() : dated;
    savedCopies.set(url, { cachedAt, notedAt: Date.now() });
  } else {
    savedCopies.delete(url);
    if (res.ok) lastFreshAt = Date.now();
  }
  publish();
}

/**
 * A page the service worker kept and showed again (offline, or the network too slow): its data is
 * as of `savedAt` (milliseconds, the phone's clock), until it is fetched again.
 */
export function noteSavedPage(savedAt: number): void {
  savedCopies.set("page", { cachedAt: savedAt, notedAt: Date.now() });
  publish();
}

/**
 * After the data on screen was fetched again (from `since`): saved copies that were not handed
 * out again since then are no longer on screen.
 */
export function forgetSavedCopiesNotedBefore(since: number): void {
  for (const [url, copy] of savedCopies) if (copy.notedAt < since) savedCopies.delete(url);
  publish();
}

const onOnline = () => {
  online = true;
  publish();
};
const onOffline = () => {
  online = false;
  publish();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") {
    online = navigator.onLine;
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    publish();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    }
  };
}

const getSnapshot = () => snapshot;

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
