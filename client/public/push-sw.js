// Web push in the service worker (docs/decisions/015-web-push.md). Workbox's generated sw.js
// loads this file (importScripts in vite.config.ts), so the offline caching of decision 009 is
// unchanged. A push carries JSON (shared/notifications.ts PushPayload): it is shown with the
// photo under the alert's tag (a repeat replaces rather than stacks), and a tap opens the alert.
/* global self */

self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = data.title || "Missing person alert";
  const options = {
    body: data.body || "",
    icon: "/pwa-192.png",
    badge: "/pwa-192.png",
    tag: data.tag || undefined,
    // A silent push (quiet hours, a Local alert) neither sounds nor asks to be dismissed.
    silent: Boolean(data.silent),
    renotify: Boolean(data.tag) && !data.silent,
    requireInteraction: data.kind === "alert" && !data.silent,
    data: { url: data.url || "/" },
  };
  if (data.image) options.image = data.image;
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  // Only a page of this site: the path of the alert URL, on this origin.
  let target = `${self.location.origin}/`;
  try {
    const url = new URL(event.notification.data?.url || "/", self.location.origin);
    target = `${self.location.origin}${url.pathname}${url.search}`;
  } catch {
    // keep the home page
  }
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => w.url === target);
      if (open) return open.focus();
      const any = windows.find((w) => "navigate" in w);
      if (any) {
        try {
          const navigated = await any.navigate(target);
          if (navigated) return navigated.focus();
        } catch {
          // fall through to a new window
        }
      }
      return self.clients.openWindow(target);
    })(),
  );
});
