import { expect, test } from "@playwright/test";
import { createVerifiedAlert } from "./alerts-helpers";
import { newContext } from "./browser-context";
import { adminApi, expectNoSeriousA11yViolations, signIn, toast } from "./staff-helpers";

// An admin closes a verified alert as "found safe" from the dashboard (outcome and a staff
// note); by default its publicity ends at once: the public alert page shows RESOLVED and "This
// appeal has ended. Thank you for your help.", with no name, photo or note. Checked at desktop
// and at 390 px.

test("an admin closes a case as found; the public page says only that the appeal ended", async ({
  browser,
  page,
}) => {
  const api = await adminApi();
  const name = "Devika Closingcase";
  const id = await createVerifiedAlert(api, { name, lastLocation: "Linden, Upper Demerara-Berbice" });

  await signIn(page, "/admin/dashboard");
  await page.getByRole("tab", { name: /^Approved/ }).click();
  const row = page.getByTestId("report-row").filter({ hasText: name });
  await row.getByRole("button", { name: "Close case" }).click();

  const dialog = page.getByRole("dialog", { name: `Close the case of ${name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close case" }).click();
  await expect(dialog.getByText("Please choose how the case ended")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("radio", { name: /Found safe/ }).check();
  await dialog.getByLabel(/Staff note/).fill("Walked into the Linden police station with her uncle.");
  await dialog.getByRole("button", { name: "Close case" }).click();
  await expect(toast(page)).toContainText("Case closed");
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("closed-badge")).toBeVisible();

  const staffView = await api.get(`/api/alerts/${id}`);
  expect(await staffView.json()).toMatchObject({ isActive: false, outcome: "found_safe" });
  await api.dispose();

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const visitor = await newContext(browser, { viewport });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/alert/${id}`);
    await expect(publicPage.getByTestId("alert-status-badge")).toHaveText("RESOLVED");
    await expect(publicPage.getByTestId("appeal-ended")).toHaveText(
      "This appeal has ended.Thank you for your help.",
    );
    await expect(publicPage.getByTestId("alert-name")).toHaveCount(0);
    await expect(publicPage.getByText("Devika")).toHaveCount(0);
    await expect(publicPage.getByText("police station")).toHaveCount(0);
    await expectNoSeriousA11yViolations(publicPage);
    await publicPage.screenshot({
      path: `test-results/case-endings/found-${viewport.width}.png`,
      fullPage: true,
    });
    await visitor.close();
  }
});
