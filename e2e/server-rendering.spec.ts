import { expect, type Page, test } from "@playwright/test";
import { newContext } from "./browser-context";
import { holdRequests } from "./hold";

// Issue 14, decision 018: the public pages come from the server with their content, so a phone
// on a slow line reads the alert before any code has arrived; the code then takes the page over
// without a mismatch, and the first tap is answered.

const PUBLIC_PAGES = ["/", "/active-alerts", "/alert/1", "/subscribe", "/report"];

test("the public pages show their content with JavaScript off", async ({ browser }) => {
  const context = await newContext(browser, {
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();

  await page.goto("/alert/1");
  await expect(page.getByTestId("alert-name")).toHaveText("Aaliyah Persaud");
  await expect(page.getByTestId("alert-location")).toHaveText("Stabroek Market, Water Street, Georgetown");
  await expect(page.getByRole("img", { name: "Aaliyah Persaud" })).toBeVisible();

  await page.goto("/active-alerts");
  await expect(page.getByTestId("alert-card").filter({ hasText: "Aaliyah Persaud" })).toBeVisible();
  await expect(page.getByTestId("alerts-count")).toHaveText(/^Showing \d+ of \d+ alerts?$/);
  // A card's links are links: they work without code.
  await page.getByRole("link", { name: "View Details for Aaliyah Persaud" }).click();
  await expect(page).toHaveURL(/\/alert\/1$/);
  await expect(page.getByTestId("alert-name")).toHaveText("Aaliyah Persaud");

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("sample-alert-name")).not.toBeEmpty();

  await page.goto("/report");
  await expect(page.getByRole("heading", { name: "Report a Missing Person" })).toBeVisible();
  await expect(page.getByLabel(/^Full Name/)).toBeVisible();

  await page.goto("/subscribe");
  await expect(page.getByRole("heading", { name: "Subscribe to Alerts" })).toBeVisible();
  await expect(page.getByLabel(/^Full Name/)).toBeVisible();
  // A form needs its code to be sent (never the browser's way, the details in the address).
  await expect(page.getByRole("button", { name: "Subscribe Now" })).toBeDisabled();
  await context.close();
});

/**
 * Console errors and uncaught errors (a hydration mismatch is one). Map tiles come from
 * OpenStreetMap, out of reach of the test machine: a resource of another site that fails to load
 * is not the page's error.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  const ownOrigin = (url: string) => url === "" || new URL(url).origin === new URL(page.url()).origin;
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const elsewhere =
      message.text().startsWith("Failed to load resource") && !ownOrigin(message.location().url);
    if (!elsewhere) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the browser takes each public page over without a mismatch", async ({ page }) => {
  const errors = collectErrors(page);
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator("#page-state")).toHaveCount(1);
    // Taken over at the first sign of use.
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});

test("the first tap on a page that waits is answered: search, report a sighting, the menu", async ({
  browser,
}) => {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  const errors = collectErrors(page);

  // The first thing the person does is to type a name, here before the page's code has even
  // arrived (held back): once it has, the list answers what was typed.
  const MAIN_BUNDLE = /\/assets\/index-[\w-]+\.js$/;
  const code = await holdRequests(page, MAIN_BUNDLE);
  await page.goto("/active-alerts", { waitUntil: "commit" });
  await page.getByLabel("Search").fill("Aaliyah");
  await expect(page.getByTestId("alert-card")).not.toHaveCount(1);
  code.release();
  await expect(page.getByTestId("alert-card")).toHaveCount(1);
  await expect(page.getByTestId("alert-card")).toContainText("Aaliyah Persaud");
  await page.unroute(MAIN_BUNDLE);

  await page.goto("/alert/1");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Report a Sighting" }).first().tap();
  await expect(page.getByRole("heading", { name: "Report a Sighting" })).toBeVisible();

  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Open menu" }).tap();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
