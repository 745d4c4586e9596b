import { useSyncExternalStore } from "react";
import { afterLoad } from "./after-load";

// The offline service worker (built by vite-plugin-pwa, see vite.config.ts) is registered once
// the page has loaded, so it never competes with the first load. A new version activates at once
// (skipWaiting, clientsClaim) and the page reloads to run the new code with it: at once when
// nothing has been typed on the page, otherwise the layout offers the reload, so a half-written
// report is never thrown away (docs/decisions/009-offline-pwa.md).

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let updateReady = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when a new version has taken over and this page waits for the person to reload. */
export function useUpdateReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => updateReady,
    () => false,
  );
}

/**
 * Reloads when a new worker takes control of this page, or (something was typed) lets the layout
 * offer the reload. A first install also changes the controller: that is not an update.
 */
export function watchForUpdates(
  container: Pick<ServiceWorkerContainer, "controller" | "addEventListener">,
  reload: () => void,
): void {
  let controlled = container.controller !== null;
  let typed = false;
  document.addEventListener("input", () => (typed = true), { capture: true, passive: true });
  container.addEventListener("controllerchange", () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (!typed) {
      reload();
      return;
    }
    updateReady = true;
    for (const listener of listeners) listener();
  });
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  watchForUpdates(container, () => window.location.reload());

  const register = () => {
    container.register("/sw.js", { scope: "/" }).then(
      (registration) => {
        // A page left open for days still learns of a deploy.
        setInterval(() => {
          if (document.visibilityState === "visible" && navigator.onLine)
            void registration.update().catch(() => {});
        }, UPDATE_CHECK_MS);
      },
      (error: unknown) => console.warn("Offline support is unavailable", error),
    );
  };
  afterLoad(register);
}
