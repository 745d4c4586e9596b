import { DEMO_POPUP_GAP_MS, DEMO_POPUP_VISIBLE_MS } from "@shared/constants";
import { AlertTriangle, Bell, BellOff, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
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
 * Spec section 4: four sample alerts in turn, each visible 8 s, the next 0.5 s after it hides,
 * cycling over the ones not dismissed. A dismissal is remembered in the browser; with all four
 * dismissed the popup and its floating button are gone. The floating button pauses and resumes.
 */
export function DemoAlertPopup() {
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

  return (
    <div className="pointer-events-none fixed right-4 top-20 z-40 flex flex-col items-end gap-2">
      <button
        type="button"
        className="pointer-events-auto flex h-11 w-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
        aria-label={paused ? "Show sample alerts" : "Pause sample alerts"}
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
          aria-label="Sample alert"
          data-testid="demo-alert"
          data-alert-id={current.id}
          className={cn(
            "pointer-events-auto w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-brand-700 bg-white shadow-xl",
          )}
        >
          <div className="flex items-center justify-between gap-2 bg-brand-700 px-3 py-2 text-white">
            <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide">
              <AlertTriangle className="h-4 w-4" aria-hidden="true" />
              Sample alert: missing child
            </p>
            <button
              type="button"
              className="rounded p-1 hover:bg-brand-800"
              aria-label={`Dismiss sample alert for ${current.name}`}
              onClick={() => dismiss(current.id)}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <div className="space-y-1 p-3 text-sm text-gray-800">
            <p className="text-base font-semibold text-gray-900" data-testid="demo-alert-name">
              {current.name}, {current.age}
            </p>
            <p>
              Last seen {current.lastSeen} near {current.location}.
            </p>
            <p className="text-gray-700">{current.description}</p>
            <p className="text-xs text-gray-600">
              An example of the alerts subscribers receive; not a real case.
            </p>
            <div className="pt-2">
              <Link
                href="/report"
                className="inline-flex h-8 items-center rounded-md bg-brand-700 px-3 text-sm font-bold text-white hover:bg-brand-800"
              >
                REPORT
              </Link>
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
