import { type ReactNode, Suspense, use, useId } from "react";
import { useBrowserValue } from "@/lib/use-hydrated";

// A server-rendered page is on screen, readable and with working links, before any of its code
// has run. Taking all of it over at once (hydrating it, so React answers its buttons and runs its
// effects) is what keeps a cheap phone from answering a tap in the first seconds. So the parts of a
// page are taken over when they are needed (docs/decisions/018):
//
//   - "interaction": at the first sign of a person using the page anywhere (a touch, a click, a
//     key, a focus, a scroll or a mouse movement), or once the page has loaded and the phone is
//     idle, whichever comes first: the parts on the first screen, whose text needs no code to be
//     read but whose live parts (a map, a count that updates, a field that needs the map) must
//     start without a touch;
//   - "visible": when the part comes near the screen, or is touched: the parts below it.
//
// React keeps a part that waits as the server's HTML (its selective hydration), and takes it over
// synchronously when an event reaches it: a tap on a button that waits is answered, not lost. A page
// the phone renders itself (staff screens, a page the service worker kept) renders everything at
// once, as any other.

export type HydrateTrigger = "interaction" | "visible";

/** A promise React's `use` reads as settled at once (a thenable with status "fulfilled"). */
interface Wait extends Promise<void> {
  status: "pending" | "fulfilled";
  value?: undefined;
  settle(): void;
}

function newWait(): Wait {
  let resolve!: () => void;
  const wait = new Promise<void>((r) => {
    resolve = r;
  }) as Wait;
  wait.status = "pending";
  // Marked settled before the event that caused it reaches React, so React takes the part over in
  // that same event instead of a task later.
  wait.settle = () => {
    if (wait.status === "fulfilled") return;
    wait.status = "fulfilled";
    wait.value = undefined;
    resolve();
  };
  return wait;
}

/** Signs of a person using the page, listened for on the whole document. */
const USE_EVENTS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
  "click",
  // A field filled without a focus first (a file chosen, the browser's autofill).
  "input",
  "change",
];
/** Signs of a person using one part. */
const TOUCH_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin", "click"];
const NEAR_SCREEN = "100px";

let firstUse: Wait | undefined;

/** After the load event, at the phone's first idle moment (React then hydrates in slices). */
function whenLoadedAndIdle(run: () => void) {
  const idle = () =>
    "requestIdleCallback" in window
      ? window.requestIdleCallback(run, { timeout: IDLE_WAIT_MS })
      : setTimeout(run, 0);
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
/** The longest an idle moment is waited for once the page has loaded. */
const IDLE_WAIT_MS = 2000;

function pageInUse(): Wait {
  if (firstUse) return firstUse;
  const wait = newWait();
  firstUse = wait;
  const settle = () => {
    for (const type of USE_EVENTS) window.removeEventListener(type, settle, true);
    wait.settle();
  };
  for (const type of USE_EVENTS) window.addEventListener(type, settle, { capture: true, passive: true });
  whenLoadedAndIdle(settle);
  return wait;
}

const nearWaits = new Map<string, Wait>();

function nearOrTouched(id: string): Wait {
  const existing = nearWaits.get(id);
  if (existing) return existing;
  const wait = newWait();
  nearWaits.set(id, wait);
  const element = document.querySelector(`[data-hydrate-when="${CSS.escape(id)}"]`);
  if (!element || typeof IntersectionObserver === "undefined") {
    wait.settle();
    return wait;
  }
  const settle = () => {
    observer.disconnect();
    for (const type of TOUCH_EVENTS) element.removeEventListener(type, settle, true);
    wait.settle();
  };
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && settle(), {
    rootMargin: NEAR_SCREEN,
  });
  observer.observe(element);
  for (const type of TOUCH_EVENTS) element.addEventListener(type, settle, { capture: true, passive: true });
  return wait;
}

function WaitForTrigger({
  id,
  trigger,
  children,
}: {
  id: string;
  trigger: HydrateTrigger;
  children: ReactNode;
}) {
  // True on the server and while the phone takes the page over: the server renders at once.
  const takingOver = useBrowserValue(() => false, true);
  if (takingOver && typeof document !== "undefined")
    use((trigger === "interaction" ? pageInUse() : nearOrTouched(id)) as Promise<void>);
  return children;
}

/**
 * Server-rendered in full; in the browser taken over on `trigger`. A "visible" part is held in a
 * block (styled by `className`) that the browser watches; an "interaction" part adds no element.
 */
export function HydrateWhen({
  trigger,
  className,
  children,
}: {
  trigger: HydrateTrigger;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const part = (
    <Suspense fallback={null}>
      <WaitForTrigger id={id} trigger={trigger}>
        {children}
      </WaitForTrigger>
    </Suspense>
  );
  if (trigger === "interaction") return part;
  return (
    <div data-hydrate-when={id} className={className}>
      {part}
    </div>
  );
}
