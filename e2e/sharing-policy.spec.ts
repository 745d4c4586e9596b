import { expect, test } from "@playwright/test";
import { createVerifiedAlert } from "./alerts-helpers";
import { newContext } from "./browser-context";
import { adminApi, expectNoSeriousA11yViolations, newModerator, toast } from "./staff-helpers";

// A sharing policy on a phone (390 px), against the real server: a verified alert shared widely
// has its poster and share image on the public page; a moderator sets it to "recipients only"
// from the dashboard, and the public page loses them and asks its readers not to forward it.

const PHONE = { width: 390, height: 844 };

test("a moderator sets 'recipients only' and the public page loses its share controls", async ({
  browser,
}) => {
  const api = await adminApi();
  const moderator = await newModerator(api);
  const name = "Shanice Recipientsonly";
  const id = await createVerifiedAlert(api, { name, lastLocation: "Bartica, Cuyuni-Mazaruni" });
  await api.dispose();

  const visitor = await newContext(browser, { viewport: PHONE });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/alert/${id}`);
  await expect(publicPage.getByTestId("alert-name")).toHaveText(name);
  await expect(publicPage.getByRole("link", { name: "Download poster" })).toBeVisible();
  await expect(publicPage.getByRole("link", { name: "Share image" })).toBeVisible();
  await expect(publicPage.getByTestId("do-not-forward")).toHaveCount(0);

  const staff = await newContext(browser, { viewport: PHONE });
  const page = await staff.newPage();
  await page.goto("/verification");
  await page.getByLabel("Moderator Access Code").fill(moderator.code);
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(page.getByRole("heading", { name: "Moderator Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name: "Search areas" }).click();
  const card = page.getByTestId("live-case").filter({ hasText: name });
  const change = card.getByTestId("sharing-policy-change");
  await expect(change.getByRole("radio", { name: "Share widely" })).toBeChecked();
  await change.getByRole("radio", { name: "Recipients only" }).check();
  await expectNoSeriousA11yViolations(page);
  await change.getByRole("button", { name: "Change sharing" }).click();
  await expect(toast(page)).toContainText("Sharing changed");
  await expect(change.getByRole("button", { name: "Change sharing" })).toBeDisabled();
  await page.screenshot({ path: "test-results/sharing-policy/moderator-390.png", fullPage: true });

  await publicPage.reload();
  await expect(publicPage.getByTestId("alert-name")).toHaveText(name);
  await expect(publicPage.getByTestId("do-not-forward")).toHaveText(
    "Please do not forward or share this alert.",
  );
  await expect(publicPage.getByRole("link", { name: "Download poster" })).toHaveCount(0);
  await expect(publicPage.getByRole("link", { name: "Share image" })).toHaveCount(0);
  // The files themselves are gone too, not only their buttons.
  expect((await publicPage.request.get(`/api/alerts/${id}/poster.pdf`)).status()).toBe(404);
  await expectNoSeriousA11yViolations(publicPage);
  await publicPage.screenshot({ path: "test-results/sharing-policy/public-390.png", fullPage: true });
  await staff.close();
  await visitor.close();
});
