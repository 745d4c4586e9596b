import { lazy, Suspense, useEffect, useState } from "react";
import { useToasts } from "./use-toast";

// Radix Toast (with its collection, dismissable layer and portal) is about a tenth of the first
// load and nothing shows a toast before someone acts, so the Toaster renders at the first toast.
// Its code is fetched as soon as something on the page takes focus (a form's first field, a
// button: toasts answer what people do, and one that says a submission was kept offline must
// appear without a connection), or at the first toast; fetching it renders nothing. The toast
// store lives in use-toast.ts, outside the lazy chunk, so a toast raised before the chunk arrives
// shows when it does.
const loadToaster = () => import("./toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

export function ToasterOnDemand() {
  const toasts = useToasts();
  // Once shown, the Toaster stays: the last toast's closing animation needs it.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const preload = () => void loadToaster().catch(() => undefined);
    document.addEventListener("focusin", preload, { once: true, capture: true, passive: true });
    return () => document.removeEventListener("focusin", preload, { capture: true });
  }, []);
  useEffect(() => {
    if (toasts.length > 0) setShown(true);
  }, [toasts.length]);

  if (!shown && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
