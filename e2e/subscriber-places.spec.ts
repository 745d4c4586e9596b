import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { FakeSmtp } from "../server/test/fakes/smtp";
import { LEAFLET_ATTRIBUTION, seriousViolations } from "./a11y";
import { newContext } from "./browser-context";
import { chooseAddress, quietDemoPopup, randomPhone, startServerWithMail, unique } from "./subscribe-helpers";

// Places besides home and quiet hours (issue 29): a subscriber gives a school on the subscribe
// page, then on their "manage my alerts" page adds a work place and quiet hours, saves, reloads
// and finds them kept; the same on a 390 px phone. The manage link is the one e-mailed when
// someone subscribes again with the contact on file (the only way to it before any alert), so
// the journeys run on a second server whose e-mail can be read.

let smtp: FakeSmtp;
let server: { origin: string; stop: () => Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = new FakeSmtp();
  await smtp.start();
  server = await startServerWithMail(smtp).catch(async (error) => {
    await smtp.stop();
    throw error;
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** The person's manage link: subscribing again with their e-mail sends it to them. */
async function manageLinkOf(email: string): Promise<string> {
  const again = await fetch(`${server.origin}/api/subscribers`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Someone Again", email, location: "Linden, Guyana" }),
  });
  expect(again.status).toBe(201);
  await expect.poll(() => smtp.mailsTo(email).length, { timeout: 20_000 }).toBe(1);
  const link = /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]+/.exec(smtp.mailsTo(email)[0]!.text)?.[0];
  expect(link).toMatch(new RegExp(`^${server.origin}/unsubscribe/`));
  return link!;
}

async function pageOn(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await newContext(browser, { baseURL: server.origin, ...options });
  const page = await context.newPage();
  await quietDemoPopup(page);
  return { context, page };
}

/** Adds a place on the page's places list: its kind, then an address chosen from the suggestions. */
async function addPlace(page: Page, number: number, kind: string, typed: string, suggestion: string) {
  await page.getByRole("button", { name: "Add a place" }).click();
  const place = page.getByRole("group", { name: `Place ${number}` });
  await place.getByLabel("Kind of place").selectOption({ label: kind });
  const address = place.getByRole("combobox", { name: /Address/ });
  await address.fill(typed);
  await page.getByRole("option", { name: suggestion }).click();
  await expect(address).toHaveValue(suggestion);
  await expect(place.getByText(/^Pin set at /)).toBeVisible();
}

/** On the manage page: adds a work place and quiet hours 21:30-05:45, saves, reloads, finds them kept. */
async function addWorkAndQuietHours(page: Page, existingPlaces: number) {
  const number = existingPlaces + 1;
  await addPlace(page, number, "Work", "Camp", "Camp Street, Georgetown, Guyana");
  const quiet = page.getByRole("switch", { name: "Quiet hours" });
  await expect(quiet).toHaveAttribute("aria-checked", "false");
  await quiet.click();
  await expect(page.getByLabel("Quiet from")).toHaveValue("22:00");
  await expect(page.getByLabel("Quiet until")).toHaveValue("06:00");
  await expect(page.getByText("Red alerts always come through.")).toBeVisible();
  await page.getByLabel("Quiet from").fill("21:30");
  await page.getByLabel("Quiet until").fill("05:45");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Changes saved" })).toBeVisible();

  for (const when of ["saved", "reloaded"]) {
    if (when === "reloaded") await page.reload();
    const summary = page.getByTestId("subscription-Other places");
    await expect(summary, when).toContainText("Work: Georgetown, Guyana");
    await expect(page.getByTestId("subscription-Quiet hours"), when).toHaveText(
      "21:30 to 05:45 (Red alerts always come through)",
    );
    const work = page.getByRole("group", { name: `Place ${number}` });
    await expect(work.getByLabel("Kind of place"), when).toHaveValue("work");
    await expect(work.getByText("Georgetown, Guyana (saved)"), when).toBeVisible();
    await expect(page.getByRole("switch", { name: "Quiet hours" }), when).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByLabel("Quiet from"), when).toHaveValue("21:30");
    await expect(page.getByLabel("Quiet until"), when).toHaveValue("05:45");
  }
}

test("a school given on the subscribe page; a work place and quiet hours added on the manage page, kept after a reload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const email = `places.${id}@example.gy`;
  const { context, page } = await pageOn(browser);

  await page.goto("/subscribe");
  await page.getByLabel("Full Name").fill(`Places ${id}`);
  await page.getByLabel("Email Address").fill(email);
  await chooseAddress(page, "Robb", "Robb Street, Georgetown, Guyana");
  await page.getByLabel("I agree to receive emergency alerts about missing persons").check();
  // The section is collapsed and optional; opened, it offers places and quiet hours.
  const more = page.getByRole("button", { name: /More places and quiet hours/ });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await addPlace(page, 1, "School", "Linden", "Linden, Upper Demerara-Berbice, Guyana");
  await expect(page.getByRole("switch", { name: "Quiet hours" })).toHaveAttribute("aria-checked", "false");
  expect(await seriousViolations(page, { wcagOnly: true, exclude: LEAFLET_ATTRIBUTION })).toEqual([]);
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  const thanks = page.getByRole("dialog", { name: "Thank You for Subscribing!" });
  await expect(thanks).toContainText(`Places ${id}`);

  await page.goto(await manageLinkOf(email));
  await expect(page.getByRole("heading", { name: "Manage My Alerts" })).toBeVisible();
  await expect(page.getByTestId("subscription-Other places")).toHaveText("School: Linden, Guyana");
  await expect(page.getByTestId("subscription-Quiet hours")).toHaveText("Off");
  await addWorkAndQuietHours(page, 1);
  await expect(page.getByTestId("subscription-Other places")).toHaveText(
    "School: Linden, Guyana; Work: Georgetown, Guyana",
  );
  // Two places besides home is the most.
  await expect(page.getByRole("button", { name: "Add a place" })).toHaveCount(0);
  expect(await seriousViolations(page, { wcagOnly: true, exclude: LEAFLET_ATTRIBUTION })).toEqual([]);
  await context.close();
});

test.describe("on a phone", () => {
  test("a work place and quiet hours added at 390 px are kept after a reload, nothing wider than the screen", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const id = unique();
    const email = `phone.places.${id}@example.gy`;
    const created = await fetch(`${server.origin}/api/subscribers`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `Phone Places ${id}`,
        email,
        phone: randomPhone(),
        location: "Kitty, Georgetown, Guyana",
        latitude: 6.8253,
        longitude: -58.1469,
      }),
    });
    expect(created.status).toBe(201);

    const { context, page } = await pageOn(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(await manageLinkOf(email));
    await expect(page.getByTestId("subscription-Other places")).toHaveText("None");
    await addWorkAndQuietHours(page, 0);
    const save = page.getByRole("button", { name: "Save Changes" });
    await save.scrollIntoViewIfNeeded();
    await expect(save).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
