import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { useConnectivity } from "@/lib/connectivity";
import { useSubmissionsKept } from "@/lib/outbox-flag";
import { useUpdateReady } from "@/lib/service-worker";

// Under the header on every page: the offline banner and the queue of submissions kept on the
// phone. Their code (and the queue's IndexedDB) loads only when there is something to say: the
// phone is offline or shows saved data, a new version waits, or submissions are kept. A page
// loaded with a connection and nothing kept pays for none of it. A chunk that cannot load (the
// connection dropped before the service worker kept it) leaves the notice out, not the page.

const nothing: { default: () => ReactNode } = { default: () => null };
const OfflineBanner = lazy(() =>
  import("./OfflineBanner").then(
    (m) => ({ default: m.OfflineBanner }),
    () => nothing,
  ),
);
const OutboxStatus = lazy(() => import("./OutboxStatus").catch(() => nothing));

/** True from the first time `needed` is, for the rest of the page's life (a notice's code, once loaded, stays). */
function useOnceNeeded(needed: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (needed) setWanted(true);
  }, [needed]);
  return wanted || needed;
}

export function ConnectionNotices() {
  const { online, fromCache } = useConnectivity();
  const updateReady = useUpdateReady();
  const banner = useOnceNeeded(!online || fromCache || updateReady);
  const outbox = useOnceNeeded(useSubmissionsKept());
  return (
    <>
      {/* The live region is always in the page (also the server's), so screen readers announce
          what appears in it; it takes no room while empty. */}
      <div role="status" data-testid="offline-banner">
        {banner && (
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        )}
      </div>
      {outbox && (
        <Suspense fallback={null}>
          <OutboxStatus />
        </Suspense>
      )}
    </>
  );
}
