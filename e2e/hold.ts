// Holds the browser's requests for `url` until the test releases them: to see what a page shows
// while its code or an answer is on the way. `method` limits it to requests of that method.
import type { Page } from "@playwright/test";

export async function holdRequests(page: Page, url: string | RegExp, method?: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) {
      requested = true;
      await released;
    }
    await route.continue();
  });
  return { release, requested: () => requested };
}
