import type { Language } from "@shared/languages";
import { useEffect, useState } from "react";
import { SCREEN_TEXTS } from "../screen-texts";

// What a screen left on all day needs from its device: to stay awake, and to fill the display.

/** Keeps the display from sleeping while the page is shown, where the browser allows it. */
export function useWakeLock(): void {
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock.request("screen").then(
        (sentinel) => {
          if (stopped) void sentinel.release();
          else lock = sentinel;
        },
        () => {
          // Refused (battery saver, no permission): the device's own settings decide.
        },
      );
    };
    // A lock ends when the page is hidden; it is asked for again when it is shown.
    document.addEventListener("visibilitychange", request);
    request();
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release();
    };
  }, []);
}

/**
 * Whoever sets the screen up fills the display with one press (browsers allow it only on a
 * press); hidden once it is full screen, or where the browser cannot.
 */
export function FullScreenButton({ language }: { language: Language }) {
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
  if (full || !document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
      className="rounded-md border-2 border-white px-3 py-2 text-base font-semibold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-300"
    >
      {SCREEN_TEXTS[language].fullScreen}
    </button>
  );
}
