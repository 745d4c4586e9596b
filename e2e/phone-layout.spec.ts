import { expect, type Locator, type Page, test } from "@playwright/test";
import { adminApi, expectNoSeriousA11yViolations, reportAlert, signIn } from "./staff-helpers";

// Issue 13 items 4 and 5: on a 390 px phone the demo alert popup and the WhatsApp button leave
// the hero readable, and every staff table action is reachable without sideways scrolling.
// Screenshots go to test-results/phone-layout/ for a person to look at (not committed).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const shot = (name: string) => `test-results/phone-layout/${name}.png`;

/** The element is on screen and nothing lies over its centre (elementFromPoint finds it). */
async function expectUnobscured(locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  await expect(locator).toBeInViewport();
  const onTop = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
  expect(onTop, `${what} is covered`).toBe(true);
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("home: the demo popup is a compact bar below the hero's calls to action, clear of the WhatsApp button", async ({
  page,
}) => {
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1 });
  const popup = page.getByTestId("demo-alert");
  await expect(popup).toBeVisible();
  await page.screenshot({ path: shot("home-with-popup") });

  await expectUnobscured(heading, "hero heading");
  for (const name of ["Subscribe to Alerts", "Report a Missing Person"]) {
    await expectUnobscured(page.getByRole("link", { name }), name);
  }
  // A bar, not a panel; below the calls to action; not over the WhatsApp button.
  const bar = await box(popup);
  expect(bar.height).toBeLessThanOrEqual(100);
  const cta = await box(page.getByRole("link", { name: "Report a Missing Person" }));
  expect(bar.y).toBeGreaterThanOrEqual(cta.y + cta.height);
  const whatsapp = await box(page.getByTestId("whatsapp-button"));
  expect(bar.x + bar.width).toBeLessThanOrEqual(whatsapp.x);
  // Dismiss and REPORT stay reachable in the bar.
  await expectUnobscured(popup.getByRole("link", { name: "REPORT" }), "REPORT");
  await expectUnobscured(popup.getByRole("button", { name: /Dismiss sample alert/ }), "dismiss");
  await noSidewaysScroll(page);

  // At the end of the page the floating controls leave the footer's last line uncovered.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.screenshot({ path: shot("home-bottom") });
  // The line's text, not its box (the box includes the room reserved below it).
  const copyrightText = await page.getByTestId("copyright").evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit)) && r.bottom <= window.innerHeight;
  });
  expect(copyrightText, "copyright line is covered").toBe(true);
  await expectUnobscured(page.getByRole("link", { name: "Instagram" }), "Instagram link");
  await expectNoSeriousA11yViolations(page);
});

test("admin dashboard: pending reports are cards with every action reachable at 390 px", async ({ page }) => {
  const api = await adminApi();
  const name = `Phone Layout Child ${Date.now() % 100_000}`;
  await reportAlert(api, {
    name,
    lastLocation: "Stabroek Market, Water Street, Georgetown, Demerara-Mahaica",
  });
  await signIn(page, "/admin/dashboard");
  const row = page.getByTestId("report-row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("admin-dashboard-reports") });
  await row.screenshot({ path: shot("admin-dashboard-report-card") });

  await expect(row).toContainText("Stabroek Market, Water Street, Georgetown, Demerara-Mahaica");
  for (const action of ["Approve", "Deny", "Request More Info"]) {
    const button = row.getByRole("button", { name: action, exact: true });
    await expectUnobscured(button, action);
    const b = await box(button);
    expect(b.x + b.width, action).toBeLessThanOrEqual(390);
  }
  await expectUnobscured(row.getByRole("link", { name: "View Details" }), "View Details");
  // The location is shown whole (wrapped, not cut) and the date is on screen.
  const location = row.getByText("Stabroek Market, Water Street, Georgetown, Demerara-Mahaica");
  expect(await location.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const rowBox = await box(row);
  expect(rowBox.x + rowBox.width).toBeLessThanOrEqual(390);
  await noSidewaysScroll(page);

  // The subscriber list (List View) as cards too.
  await page.getByRole("tab", { name: "List View" }).click();
  const subscriber = page.getByTestId("subscriber-row").first();
  await expect(subscriber).toBeVisible();
  const s = await box(subscriber);
  expect(s.x + s.width).toBeLessThanOrEqual(390);
  await subscriber.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("admin-dashboard-subscribers") });
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await api.dispose();
});

test("admin settings: staff accounts are cards with Edit and Delete reachable at 390 px", async ({
  page,
}) => {
  await signIn(page, "/admin/settings");
  await page.getByRole("tab", { name: "Admin Users" }).click();
  const row = page.getByTestId("staff-row").first();
  await expect(row).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("admin-settings-users") });
  const buttons = row.getByRole("button");
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    await expectUnobscured(buttons.nth(i), `staff action ${i}`);
    const b = await box(buttons.nth(i));
    expect(b.x + b.width).toBeLessThanOrEqual(390);
  }
  await noSidewaysScroll(page);
});
