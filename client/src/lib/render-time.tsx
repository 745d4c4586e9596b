import { createContext, type ReactNode, useContext, useSyncExternalStore } from "react";

// "Reported 3 hours ago" depends on when it is read. A server-rendered page is rendered at one
// time and taken over (hydrated) by the phone a moment later, on a clock that may be minutes or
// hours off: the words would differ and React would throw the server's markup away. So a page
// that the server rendered keeps the server's clock: "now" is the time it was rendered plus the
// time since the phone took it over. Nothing changes at the takeover (no second render of every
// card), and a phone set to the wrong time still reads the right "hours ago". The time moves on
// every minute.

const ServerRenderTime = createContext<number | null>(null);

/** The time the page is rendered at, on the server (client/src/entry-server.tsx). */
export function ServerRenderTimeProvider({ time, children }: { time: Date | null; children: ReactNode }) {
  return <ServerRenderTime.Provider value={time?.getTime() ?? null}>{children}</ServerRenderTime.Provider>;
}

const MINUTE_MS = 60_000;
/** The server's clock minus the phone's, once the phone has taken over a server-rendered page. */
let serverClockOffset = 0;
let now = Date.now();
const listeners = new Set<() => void>();
let ticker: ReturnType<typeof setInterval> | undefined;

/**
 * Called with the render time of the server-rendered page the phone is about to take over:
 * from then on, the page's clock is the server's.
 */
export function adoptServerClock(renderedAt: Date): void {
  serverClockOffset = renderedAt.getTime() - Date.now();
  now = renderedAt.getTime();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  ticker ??= setInterval(() => {
    now = Date.now() + serverClockOffset;
    for (const notify of listeners) notify();
  }, MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };
}

/** Now, to the minute (see above): milliseconds, so an unchanged time is an unchanged snapshot. */
export function useNow(): Date {
  const serverTime = useContext(ServerRenderTime);
  const time = useSyncExternalStore(
    subscribe,
    () => now,
    () => serverTime ?? now,
  );
  return new Date(time);
}
