import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/**
 * False on the server and while the phone takes a server-rendered page over (hydrates it), true
 * from then on (after the first render, for a page the phone renders itself). For what only the
 * phone can know, such as what this browser has stored: it is left out of the server's markup
 * and of the takeover, so the two match, and shown right after, as a transition (the browser
 * keeps painting and answering taps while it renders).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

const never = () => () => {};

/**
 * A value only the browser knows and that does not change while the page is open (what the
 * browser supports), as `serverValue` on the server and while the phone takes a server-rendered
 * page over, then the browser's own (a page the phone renders itself has it from the start).
 */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): T {
  return useSyncExternalStore(never, browserValue, () => serverValue);
}
