import { type RefObject, startTransition, useEffect, useRef, useState, useSyncExternalStore } from "react";

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

/**
 * A controlled field of a server-rendered page that the person changed before the page was taken
 * over shows what they typed or chose, but React never heard of it (the change came before React
 * could answer it): when the field is taken over, its value on screen is read back into the state,
 * so a search typed early is searched for.
 */
export function useValueChangedBeforeTakeover(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  setValue: (value: string) => void,
): void {
  const valueAtTakeover = useRef(value);
  useEffect(() => {
    const shown = field.current?.value;
    if (shown !== undefined && shown !== valueAtTakeover.current) setValue(shown);
  }, [field, setValue]);
}
