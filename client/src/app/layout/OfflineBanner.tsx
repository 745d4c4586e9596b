import { layout } from "@shared/i18n/layout.en";
import { useQueryClient } from "@tanstack/react-query";
import { RefreshCw, WifiOff } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef } from "react";
import { timeAgo } from "@/i18n/dates";
import { type Translate, useT } from "@/i18n/i18n";
import { forgetSavedCopiesNotedBefore, useConnectivity } from "@/lib/connectivity";
import { alertsPrefix } from "@/lib/query-keys";
import { useUpdateReady } from "@/lib/service-worker";

const TICK_MS = 30_000;

/** "Offline: last updated 5 minutes ago", or what is still possible when nothing is known yet. */
export function offlineMessage(
  t: Translate<typeof layout.en>,
  dataAsOf: number | null,
  now: Date = new Date(),
): string {
  if (dataAsOf === null) return t("offline.nothingYet");
  return t("offline.lastUpdated", { ago: timeAgo(t, new Date(dataAsOf).toISOString(), now) });
}

/**
 * Under the header (in ConnectionNotices' live region): says when the page shows saved data (no
 * connection, or the network failed and the service worker answered from the phone) and how old
 * it is, and offers the reload once a new version has taken over.
 */
export function OfflineBanner() {
  const { online, fromCache, dataAsOf } = useConnectivity();
  const updateReady = useUpdateReady();
  const queryClient = useQueryClient();
  const t = useT(layout);
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const show = !online || fromCache;

  useEffect(() => {
    if (!show) return;
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [show]);

  // The saved alert data on screen is fetched again; what is not handed out again is gone.
  const refresh = useCallback(async () => {
    const since = Date.now();
    await queryClient.invalidateQueries({ queryKey: alertsPrefix });
    forgetSavedCopiesNotedBefore(since);
  }, [queryClient]);

  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current && fromCache) void refresh();
    wasOnline.current = online;
  }, [online, fromCache, refresh]);

  return (
    <>
      {show && (
        <div className="border-b border-amber-300 bg-amber-50 text-amber-950">
          <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm">
            <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <p className="min-w-0 flex-1">
              <span className="font-semibold">{offlineMessage(t, dataAsOf)}</span>
              {online && (
                <button
                  type="button"
                  onClick={() => void refresh()}
                  className="ml-2 inline-flex items-center gap-1 rounded font-medium underline underline-offset-2 hover:text-amber-800"
                >
                  <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />
                  {t("offline.tryAgain")}
                </button>
              )}
            </p>
          </div>
        </div>
      )}
      {updateReady && (
        <div className="border-b border-blue-200 bg-blue-50 text-blue-950">
          <p className="mx-auto max-w-7xl px-4 py-2 text-sm">
            {t("offline.updateReady")}{" "}
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="rounded font-medium underline underline-offset-2"
            >
              {t("offline.reload")}
            </button>
          </p>
        </div>
      )}
    </>
  );
}
