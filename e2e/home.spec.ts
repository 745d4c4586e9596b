import { expect, type Page, test } from "@playwright/test";
import { LEAFLET_ATTRIBUTION, seriousViolations } from "./a11y";
import { newContext } from "./browser-context";

// The home page: hero, latest alert with its map and sighting dialog, share section, memorial
// story, live subscriber count, demo alert popup and the WhatsApp button (issue 3).

const DISMISSED_KEY = "dismissedDemoAlerts";

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    // Keep the rotating demo popup out of the way except where it is under test.
    await page.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify(["demo-1", "demo-2", "demo-3", "demo-4"]));
    }, DISMISSED_KEY);
  });

  test("hero calls to subscribe and to report", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Every Minute Counts");
    await page.getByRole("link", { name: "Subscribe to Alerts" }).click();
    await expect(page).toHaveURL("/subscribe");
    await page.goto("/");
    await page.getByRole("link", { name: "Report a Missing Person" }).click();
    await expect(page).toHaveURL("/report");
  });

  test("the latest verified alert shows with its photo and a map; Report a Sighting opens the dialog", async ({
    page,
    request,
  }) => {
    const [latest] = await (await request.get("/api/alerts?verified=true&active=true&limit=1")).json();
    await page.goto("/");
    const card = page.getByTestId("sample-alert");
    await expect(card.getByTestId("sample-alert-name")).toHaveText(latest.name);
    await expect(card.getByRole("img", { name: latest.name })).toHaveJSProperty("complete", true);
    expect(
      await card
        .getByRole("img", { name: latest.name })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    const map = card.getByTestId("map");
    await expect(map).toHaveAttribute("data-marker-count", "1");
    await expect(map.locator(".leaflet-marker-icon")).toHaveCount(1);
    await expect(map.locator(".leaflet-marker-icon")).toHaveAttribute("title", "Last Seen");

    await card.getByRole("button", { name: "Report a Sighting" }).click();
    const dialog = page.getByRole("dialog", { name: `Report a Sighting: ${latest.name}` });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText("Your information could help save a life. All reports are confidential."),
    ).toBeVisible();

    // Home dialog rules (spec section 5).
    await dialog.getByLabel("Sighting Location").fill("Mall");
    await dialog.getByLabel("Description of Sighting").fill("short");
    await dialog.getByRole("button", { name: "Submit Sighting Report" }).click();
    await expect(dialog.getByText("Location must be at least 5 characters")).toBeVisible();
    await expect(dialog.getByText("Please provide more details about the sighting")).toBeVisible();

    // Name and contact are optional here.
    await dialog.getByLabel("Sighting Location").fill("Bourda Market, Regent Street");
    await dialog
      .getByLabel("Description of Sighting")
      .fill("Saw a child matching the description near the fruit stalls.");
    await dialog.getByRole("button", { name: "Submit Sighting Report" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Sighting reported" })).toContainText(
      "Thank you for reporting this sighting. Your information is critical in helping find the missing person.",
    );
    await expect(dialog).toBeHidden();
  });

  test("share section: contest has ended, share links, and copy link shows 'Copied!' for 2 seconds", async ({
    browser,
    baseURL,
  }) => {
    const context = await newContext(browser, { permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    await page.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify(["demo-1", "demo-2", "demo-3", "demo-4"]));
    }, DISMISSED_KEY);
    await page.goto("/");
    const share = page.locator("section", { has: page.getByRole("heading", { name: "Spread the Word" }) });
    // The configured end date (June 30, 2025) has passed.
    await expect(share.getByTestId("contest-text")).toContainText("has ended");
    await expect(share.getByTestId("contest-text")).toContainText("June 30, 2025");
    await expect(share.getByTestId("contest-text")).toContainText("$1,000 USD");
    const links = share.getByRole("list", { name: "Share on" }).getByRole("link");
    await expect(links).toHaveCount(4);
    await expect(share.getByRole("link", { name: "Facebook" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.facebook\.com\/sharer/,
    );
    await expect(share.getByRole("link", { name: "Twitter" })).toHaveAttribute(
      "href",
      /^https:\/\/twitter\.com\/intent\/tweet/,
    );
    await expect(share.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=/,
    );
    await expect(share.getByRole("link", { name: "Text message" })).toHaveAttribute("href", /^sms:\?body=/);

    await share.getByRole("button", { name: "Copy Link" }).click();
    await expect(share.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/`);
    await page.waitForTimeout(1500);
    await expect(share.getByRole("button", { name: "Copied!" })).toBeVisible();
    await expect(share.getByRole("button", { name: "Copy Link" })).toBeVisible({ timeout: 1500 });
    await context.close();
  });

  test("history section tells the memorial story; the WhatsApp button opens 'join' to the business number", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "In Memory of Hope" })).toBeVisible();
    await expect(page.getByTestId("memorial-story")).toContainText("Hope was eleven");
    const whatsapp = page.getByRole("link", { name: "Get alerts on WhatsApp" });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/5926000000?text=join");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    const box = (await whatsapp.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
  });

  test("subscriber count: live count, refresh, progress capped, Subscribe Now, recent supporters", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const { count } = await (await request.get("/api/subscribers/count")).json();
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "Our Growing Community" }),
    });
    await expect(section.getByTestId("subscriber-count")).toHaveText(count.toLocaleString("en-US"));
    await expect(section.getByRole("progressbar")).toHaveAttribute("aria-valuemax", "100");
    await expect(section.getByTestId("subscriber-progress-text")).toContainText("% of goal");
    const items = section.getByTestId("recent-supporters").getByRole("listitem");
    await expect(items).toHaveCount(Math.min(10, count));
    const expected = (await (await request.get("/api/subscribers")).json()) as Array<{ name: string }>;
    await expect(section.getByTestId("supporter-name")).toHaveText(expected.map((s) => s.name));
    await expect(items.first()).toContainText(/Guyana's children|missing children home/);

    const refreshed = page.waitForResponse((r) => r.url().endsWith("/api/subscribers/count"));
    await section.getByRole("button", { name: "Refresh subscriber count" }).click();
    expect((await refreshed).status()).toBe(200);

    await section.getByRole("link", { name: "Subscribe Now" }).click();
    await expect(page).toHaveURL("/subscribe");
  });

  test("no serious accessibility violations", async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByTestId("sample-alert")).toBeVisible();
    await expect(page.getByTestId("recent-supporters")).toBeVisible();
    await expect(page.getByTestId("demo-alert")).toBeVisible();
    expect(await seriousViolations(page, { wcagOnly: true, exclude: LEAFLET_ATTRIBUTION })).toEqual([]);
    await context.close();
  });
});

/**
 * The clock only moves when the test moves it, and the page needs a little of it to be taken over
 * and to mount the pop-up (React waits on timers too): moved in short steps until the pop-up's
 * button is there, so its first timer starts less than a step before the test goes on.
 */
async function untilPopupMounted(page: Page) {
  const toggle = page.getByTestId("demo-alert-toggle");
  await expect
    .poll(async () => {
      if (await toggle.isVisible()) return true;
      await page.clock.runFor(50);
      return false;
    })
    .toBe(true);
}

test.describe("demo alert popup", () => {
  test("cycles the 4 samples (8 s shown, next 0.5 s later); dismissals persist across reloads", async ({
    page,
  }) => {
    // Time stands still except when the test moves it.
    const start = new Date("2026-03-02T10:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await page.goto("/");
    await untilPopupMounted(page);
    const popup = page.getByTestId("demo-alert");
    const name = popup.getByTestId("demo-alert-name");
    await page.clock.runFor(500);
    await expect(name).toHaveText("Shania, 8");
    await expect(popup.getByRole("link", { name: "REPORT" })).toHaveAttribute("href", "/report");
    await page.clock.runFor(7_900);
    await expect(name).toHaveText("Shania, 8");
    await page.clock.runFor(100);
    await expect(popup).toBeHidden();
    await page.clock.runFor(500);
    await expect(name).toHaveText("Marcus, 12");
    // Each step is its own timer set after the previous one fired, so the clock moves in steps.
    for (const next of ["Priya, 6", "Tyrese, 15", "Shania, 8"]) {
      await page.clock.runFor(8_000);
      await expect(popup).toBeHidden();
      await page.clock.runFor(500);
      await expect(name).toHaveText(next);
    }

    // Dismiss Shania: gone now and after a reload.
    await popup.getByRole("button", { name: "Dismiss sample alert for Shania" }).click();
    await expect(popup).toBeHidden();
    expect(await page.evaluate((k) => localStorage.getItem(k), DISMISSED_KEY)).toBe('["demo-1"]');
    await page.reload();
    await untilPopupMounted(page);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      await page.clock.runFor(500);
      await expect(name).toBeVisible();
      seen.add((await name.textContent())!);
      await page.clock.runFor(8_000);
      await expect(popup).toBeHidden();
    }
    expect([...seen].sort()).toEqual(["Marcus, 12", "Priya, 6", "Tyrese, 15"]);

    // Dismiss the rest: the popup and its floating button disappear, also after a reload.
    for (let i = 0; i < 3; i += 1) {
      await page.clock.runFor(600);
      await expect(popup).toBeVisible();
      const current = (await name.textContent())!.split(",")[0]!;
      expect(["Marcus", "Priya", "Tyrese"]).toContain(current);
      await popup.getByRole("button", { name: `Dismiss sample alert for ${current}` }).click();
    }
    await expect(popup).toBeHidden();
    await expect(page.getByTestId("demo-alert-toggle")).toHaveCount(0);
    await page.reload();
    await page.clock.runFor(500);
    await page.clock.runFor(9_000);
    await expect(page.getByTestId("demo-alert")).toHaveCount(0);
    await expect(page.getByTestId("demo-alert-toggle")).toHaveCount(0);
  });
});

test.describe("home on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("fits the screen: no sideways scrolling, popup and WhatsApp button inside the viewport", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const popup = page.getByTestId("demo-alert");
    await expect(popup).toBeVisible();
    const box = (await popup.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole("link", { name: "Get alerts on WhatsApp" })).toBeInViewport();
    for (const testId of ["sample-alert", "recent-supporters"]) {
      await page.getByTestId(testId).scrollIntoViewIfNeeded();
      await expect(page.getByTestId(testId)).toBeInViewport();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The popup can be paused so it does not cover the page.
    await page.getByRole("button", { name: "Pause sample alerts" }).click();
    await expect(popup).toBeHidden();
  });
});
