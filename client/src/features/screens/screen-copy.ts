import type { ScreenAlertsResponse } from "@shared/screens";

// The screen's last answer, kept on the device: a screen whose connection drops, or that is
// switched on again without one, goes on showing the alerts it last had. Only this screen's own
// answer is kept (public facts of widely shared alerts); it is removed when its link is turned off.

const keyOf = (token: string) => `alert-screen:${token}`;

export function loadScreenCopy(token: string): ScreenAlertsResponse | null {
  try {
    const text = localStorage.getItem(keyOf(token));
    if (!text) return null;
    const copy = JSON.parse(text) as ScreenAlertsResponse;
    return Array.isArray(copy.alerts) && typeof copy.generatedAt === "string" ? copy : null;
  } catch {
    return null;
  }
}

export function saveScreenCopy(token: string, answer: ScreenAlertsResponse): void {
  try {
    localStorage.setItem(keyOf(token), JSON.stringify(answer));
  } catch {
    // Storage full or turned off: the screen still shows what it has in memory.
  }
}

export function forgetScreenCopy(token: string): void {
  try {
    localStorage.removeItem(keyOf(token));
  } catch {
    // Nothing was kept.
  }
}
