// The notification permission "Alerts on this phone" needs (decision 015).

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
