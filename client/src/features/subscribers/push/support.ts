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

export class PushSetupError extends Error {}

/** Asks for permission (call it from the click that opts in: browsers want a gesture). */
export async function askNotificationPermission(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    throw new PushSetupError(
      permission === "denied"
        ? "Notifications are blocked for this site. Allow them in your browser's settings to get alerts on this phone."
        : "Notifications were not allowed, so alerts cannot be shown on this phone.",
    );
}

/** Subscribes this phone (the code is loaded only now). */
export async function subscribeThisPhone() {
  return (await import("./browser-push")).subscribeThisPhone();
}

export async function unsubscribeThisPhone() {
  return (await import("./browser-push")).unsubscribeThisPhone();
}
