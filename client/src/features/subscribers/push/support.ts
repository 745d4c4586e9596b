import { askNotificationPermission, PushSetupError } from "./permission";

export { askNotificationPermission, PushSetupError };

// Whether this browser can take "Alerts on this phone" (web push, decision 015): a service
// worker, the Push API and notifications, not refused before. Cheap and synchronous: the code
// that subscribes (browser-push.ts) is loaded only when the person opts in.

export function pushAvailable(): boolean {
  if (typeof window === "undefined" || typeof navigator === "undefined") return false;
  return (
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    Notification.permission !== "denied"
  );
}

/** Subscribes this phone (the code is loaded only now). */
export async function subscribeThisPhone() {
  return (await import("./browser-push")).subscribeThisPhone();
}

export async function unsubscribeThisPhone() {
  return (await import("./browser-push")).unsubscribeThisPhone();
}
