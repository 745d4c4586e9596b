// A browser context a journey makes itself (a second visitor, staff beside a visitor, a phone, a
// page on another server). browser.newContext() does not take the `use` options of
// playwright.config.ts, so the ones every journey relies on are applied here, once: the base URL,
// and service workers blocked (page.route() cannot intercept what a worker answers).
import type { Browser, BrowserContext, BrowserContextOptions } from "@playwright/test";
import { baseURL } from "../playwright.config";

export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL, serviceWorkers: "block", ...options });
}
