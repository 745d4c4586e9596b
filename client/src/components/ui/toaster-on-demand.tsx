import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoad } from "@/lib/after-load";
import { useToasts } from "./use-toast";

// Radix Toast (with its collection, dismissable layer and portal) is about a tenth of the first
// load and nothing shows a toast before someone acts, so the Toaster loads on demand: when the
// browser is idle after the page has loaded (so a toast appears at once, offline too), or at the
// first toast, whichever is first. The toast store lives in use-toast.ts, outside the lazy chunk,
// so a toast raised before the chunk arrives shows when it does.
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 2_000);
  return () => window.clearTimeout(timer);
}

export function ToasterOnDemand() {
  const toasts = useToasts();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    let cancelIdle: (() => void) | undefined;
    const cancelLoad = afterLoad(() => {
      cancelIdle = whenIdle(() => setWanted(true));
    });
    return () => {
      cancelLoad();
      cancelIdle?.();
    };
  }, [wanted]);

  if (!wanted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
