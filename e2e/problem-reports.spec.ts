import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { newContext } from "./browser-context";
import { adminApi, expectNoSeriousA11yViolations, newModerator, reportAlert, toast } from "./staff-helpers";

// Issue 17: a visitor files "this is me" on a public alert; a moderator sees it in the Problem
// reports tab, takes the alert down; the alert page then shows Alert Not Found to the public.

/**
 * Serious or critical axe violations inside the open dialog (the page behind it sits under
 * the dialog's dark overlay, which axe's contrast check would count against the page).
 */
async function dialogViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

let api: APIRequestContext;
let moderator: { code: string };

test.beforeAll(async () => {
  api = await adminApi();
  moderator = await newModerator(api);
});
test.afterAll(async () => {
  await api.dispose();
});

test("a visitor reports 'this is me'; a moderator takes the alert down; the public gets Alert Not Found", async ({
  page,
  browser,
}) => {
  const name = `Shaniqua Benjamin ${Date.now() % 100_000}`;
  const alertId = await reportAlert(api, { name, lastLocation: "Linden, Upper Demerara" });
  const approved = await api.post(`/api/admin/alerts/${alertId}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);

  // The visitor, on the public alert page.
  await page.goto(`/alert/${alertId}`);
  await expect(page.getByRole("heading", { name, exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Report a problem with this alert" }).click();
  const dialog = page.getByRole("dialog", { name: "Report a problem with this alert" });
  await expect(dialog).toBeVisible();
  // Sending nothing names what is missing.
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Please choose what the problem is")).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);

  await dialog.getByRole("radio", { name: "This is me and I am not missing" }).check();
  await dialog.getByLabel(/Your phone number or e-mail/).fill("shaniqua.b@example.gy");
  await dialog.getByLabel(/Message/).fill("This is me. I am at home in Linden and I am not missing.");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByText("Thank you, your report has been sent.")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);

  // The moderator, in a browser of their own, on a phone 390 px wide.
  const staffContext = await newContext(browser, { viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  await staff.goto("/verification");
  await staff.getByLabel("Moderator Access Code").fill(moderator.code);
  await staff.getByRole("button", { name: "Verify Access" }).click();
  await expect(staff.getByRole("heading", { name: "Moderator Dashboard" })).toBeVisible();
  const tab = staff.getByRole("tab", { name: /Problem reports/ });
  await expect(tab).toContainText(/Problem reports\s*[1-9]\d*/);
  await tab.click();
  const request = staff.getByRole("article").filter({ hasText: name });
  await expect(request).toHaveCount(1);
  await expect(request).toContainText("This is me and I am not missing");
  await expect(request).toContainText("shaniqua.b@example.gy");
  await expect(request).toContainText("I am at home in Linden");
  await expect(request.getByRole("link", { name: new RegExp(name) })).toHaveAttribute(
    "href",
    `/alert/${alertId}`,
  );
  await expectNoSeriousA11yViolations(staff);
  // Nothing wider than the phone's screen.
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await request.getByRole("button", { name: "Take alert down" }).click();
  await request.getByRole("button", { name: "Confirm: take alert down" }).click();
  await expect(toast(staff)).toContainText("Alert taken down");
  await expect(request).toContainText("Taken down");
  await expect(request.getByRole("button", { name: "Take alert down" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(staff);
  await staffContext.close();

  // The public: the alert is gone from its page, the list and the API.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Alert Not Found" })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  const publicApi = await page.request.get(`/api/alerts/${alertId}`);
  expect(publicApi.status()).toBe(404);
  expect(await publicApi.text()).not.toContain("shaniqua.b@example.gy");
  await page.goto("/active-alerts");
  await expect(page.getByRole("heading", { name: "Active Alerts" }).first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});
