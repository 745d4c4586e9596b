import { DEMO_POPUP_GAP_MS, DEMO_POPUP_VISIBLE_MS } from "@shared/constants";
import { homeMore } from "@shared/i18n/home-more.en";
import { AlertTriangle, Bell, BellOff, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";
import { DEMO_ALERTS, DISMISSED_DEMO_ALERTS_KEY } from "../demo-alerts";

export function readDismissedDemoAlerts(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_DEMO_ALERTS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function writeDismissedDemoAlerts(ids: string[]): void {
  try {
    localStorage.setItem(DISMISSED_DEMO_ALERTS_KEY, JSON.stringify(ids));
  } catch {
    // Storage refused (private browsing): the dismissal lasts for this visit only.
  }
}

/** The sample after `id` in the fixed order, skipping dismissed ones; null when none is left. */
export function nextDemoAlertId(id: string | null, dismissed: string[]): string | null {
  const start = id === null ? 0 : DEMO_ALERTS.findIndex((a) => a.id === id) + 1;
  for (let i = 0; i < DEMO_ALERTS.length; i += 1) {
    const candidate = DEMO_ALERTS[(start + i) % DEMO_ALERTS.length]!;
    if (!dismissed.includes(candidate.id)) return candidate.id;
  }
  return null;
}

/**
 * Four sample alerts in turn, each visible DEMO_POPUP_VISIBLE_MS, the next DEMO_POPUP_GAP_MS after it hides,
 * cycling over the ones not dismissed. A dismissal is remembered in the browser; with all four
 * dismissed the popup and its floating button are gone. The floating button pauses and resumes.
 */
export function DemoAlertPopup() {
  const t = useT(homeMore);
  const [dismissed, setDismissed] = useState<string[]>(readDismissedDemoAlerts);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const [paused, setPaused] = useState(false);
  const allDismissed = DEMO_ALERTS.every((a) => dismissed.includes(a.id));

  useEffect(() => {
    if (allDismissed || paused) return;
    const timer = visible
      ? setTimeout(() => setVisible(false), DEMO_POPUP_VISIBLE_MS)
      : setTimeout(() => {
          setCurrentId((id) => nextDemoAlertId(id, dismissed));
          setVisible(true);
        }, DEMO_POPUP_GAP_MS);
    return () => clearTimeout(timer);
  }, [visible, paused, allDismissed, dismissed]);

  if (allDismissed) return null;
  const current = DEMO_ALERTS.find((a) => a.id === currentId);

  const dismiss = (id: string) => {
    const next = [...new Set([...dismissed, id])];
    writeDismissedDemoAlerts(next);
    setDismissed(next);
    setVisible(false);
  };

  // Phones (below sm): a compact bar docked at the bottom, left of the WhatsApp button, so the
  // hero's headline and calls to action stay readable; fixed, so showing it moves nothing.
  // Wider screens: the popup top-right.
  return (
    <div
      className="pointer-events-none fixed bottom-3 left-3 right-20 z-40 flex items-end gap-2 sm:bottom-auto sm:left-auto sm:right-4 sm:top-20 sm:flex-col"
      data-floating-dock=""
    >
      <button
        type="button"
        className="pointer-events-auto flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
        aria-label={paused ? t("demo.show") : t("demo.pause")}
        aria-pressed={paused}
        onClick={() => {
          setPaused((p) => !p);
          setVisible(false);
        }}
        data-testid="demo-alert-toggle"
      >
        {paused ? (
          <Bell className="h-5 w-5" aria-hidden="true" />
        ) : (
          <BellOff className="h-5 w-5" aria-hidden="true" />
        )}
      </button>
      {current && visible && !paused && (
        <section
          aria-label={t("demo.label")}
          data-testid="demo-alert"
          data-alert-id={current.id}
          className={cn(
            "pointer-events-auto min-w-0 flex-1 overflow-hidden rounded-lg border border-brand-700 bg-white shadow-xl",
            "sm:w-[min(22rem,calc(100vw-2rem))] sm:flex-none",
          )}
        >
          <div className="flex items-center justify-between gap-2 bg-brand-700 px-3 py-1 text-white sm:py-2">
            <p className="flex min-w-0 items-center gap-2 text-xs font-bold uppercase tracking-wide sm:text-sm">
              <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
              <span className="truncate">
                {t("demo.title")}
                <span className="hidden sm:inline">{t("demo.titleMore")}</span>
              </span>
            </p>
            <button
              type="button"
              className="shrink-0 rounded p-1 hover:bg-brand-800"
              aria-label={t("demo.dismiss", { name: current.name })}
              onClick={() => dismiss(current.id)}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <div className="flex items-center gap-2 px-3 py-2 text-sm text-gray-800 sm:block sm:space-y-1 sm:p-3">
            <div className="min-w-0 flex-1 sm:space-y-1">
              <p className="truncate font-semibold text-gray-900 sm:text-base" data-testid="demo-alert-name">
                {current.name}, {current.age}
              </p>
              <p className="truncate text-xs sm:whitespace-normal sm:text-sm">
                {t("demo.lastSeen", {
                  ago:
                    current.hoursAgo === 1 ? t("demo.hourAgo") : t("demo.hoursAgo", { n: current.hoursAgo }),
                  place: current.location,
                })}
              </p>
              <p className="hidden text-gray-700 sm:block">
                {t(`demo.samples.${current.id as keyof typeof homeMore.en.demo.samples}`)}
              </p>
              <p className="hidden text-xs text-gray-600 sm:block">{t("demo.note")}</p>
            </div>
            <div className="shrink-0 sm:pt-2">
              <Link
                href="/report"
                className="inline-flex h-8 items-center rounded-md bg-brand-700 px-3 text-sm font-bold text-white hover:bg-brand-800"
              >
                {t("demo.report")}
              </Link>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
