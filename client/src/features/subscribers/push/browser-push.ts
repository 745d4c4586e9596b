import type { PushSubscriptionJson } from "@shared/push.schema";
import { fetchPushPublicKey } from "../api/push";
import { askNotificationPermission, PushSetupError } from "./permission";

// The browser side of "Alerts on this phone" (decision 015), loaded on demand: asks for the
// notification permission, then subscribes through the service worker with the site's VAPID key.

/** How long to wait for the service worker (registered after the page loads) to be active. */
const WORKER_WAIT_MS = 15_000;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, "+")
    .replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function activeWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PushSetupError("This page is not ready for alerts yet. Please reload and try again.")),
      WORKER_WAIT_MS,
    );
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This phone's push subscription for the site (an existing one is reused), as the server takes it. */
export async function subscribeThisPhone(): Promise<PushSubscriptionJson> {
  if (Notification.permission !== "granted") await askNotificationPermission();
  const [registration, publicKey] = await Promise.all([activeWorker(), fetchPushPublicKey()]);
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  const sameKey =
    subscription?.options.applicationServerKey &&
    new Uint8Array(subscription.options.applicationServerKey).join() === applicationServerKey.join();
  if (subscription && !sameKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey,
    });
  } catch (error) {
    throw new PushSetupError(
      `This browser could not set up alerts on this phone (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new PushSetupError("This browser gave an incomplete push subscription.");
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** Forgets this phone's push subscription in the browser too (after turning push off on the server). */
export async function unsubscribeThisPhone(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
