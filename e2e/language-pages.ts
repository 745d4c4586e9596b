import { expect, type Page } from "@playwright/test";

// Opening the public pages for the languages walk (languages.spec.ts): each page waited for until
// the parts it shows have been taken over, and any step that shows more of its texts taken.

/** The name and verify code of a public alert, as its page shows them. */
export async function appealOf(page: Page, alertId: number): Promise<Appeal> {
  const answer = await page.request.get(`/api/alerts/${alertId}`);
  const body = (await answer.json()) as { name: string; verifyCode: string | null };
  expect(body.verifyCode, "the alert's verify code").toBeTruthy();
  return { id: alertId, name: body.name, verifyCode: body.verifyCode! };
}
export interface Appeal {
  id: number;
  name: string;
  verifyCode: string;
}

export async function publicAlertId(page: Page): Promise<number> {
  const answer = await page.request.get("/api/alerts?verified=true&active=true&limit=1");
  const body = (await answer.json()) as { items?: Array<{ id: number }> } | Array<{ id: number }>;
  const items = Array.isArray(body) ? body : (body.items ?? []);
  expect(items.length, "a verified, active alert to show").toBeGreaterThan(0);
  return items[0]!.id;
}

/** Opens a page in the language of the context and waits until its parts have been taken over. */
export async function openPage(page: Page, path: string, appeal: Appeal): Promise<void> {
  await page.goto(path);
  if (path === "/safe") {
    // Sent with no appeal chosen (the form's own message), then the appeals found by name.
    await page.locator("form button[type=submit]").click();
    await expect(page.locator("form [role=alert]")).toBeVisible();
    await page.getByRole("searchbox").fill(appeal.name.split(" ")[0]!);
    await expect(page.getByRole("list").getByRole("button", { name: new RegExp(appeal.name) })).toBeVisible();
    await page.getByTestId("copyright").scrollIntoViewIfNeeded();
  } else if (path.startsWith("/safe?")) {
    await expect(page.getByTestId("safe-appeal")).toContainText(appeal.name);
    await page.getByTestId("copyright").scrollIntoViewIfNeeded();
  } else if (path.startsWith("/verify/")) {
    await expect(page.getByTestId("verify-answer")).toContainText(appeal.name);
    await page.getByTestId("copyright").scrollIntoViewIfNeeded();
  } else if (path === "/verify") {
    // A code that is no appeal, checked from the form: the other answer.
    await page.locator("#verify-code").fill("ZZZZZZ");
    await page.locator("form button[type=submit]").click();
    await expect(page).toHaveURL(/\/verify\/ZZZZZZ$/);
    await expect(page.getByTestId("verify-answer")).toBeVisible();
    await page.getByTestId("copyright").scrollIntoViewIfNeeded();
  } else if (path === "/") {
    await expect(page.getByTestId("sample-alert")).toBeVisible();
    await page.getByTestId("copyright").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("recent-supporters")).toBeVisible();
    await expect(page.getByTestId("memorial-story")).toBeVisible();
  } else if (path.startsWith("/alert/")) {
    await expect(page.getByTestId("alert-name")).toBeVisible();
    // The sightings tab, with its list and the sighting form opened.
    // A tap while the tabs are being taken over may only wake them: tap again until the tab opens.
    await expect(async () => {
      await page.getByRole("tab").nth(1).click();
      await expect(page.getByTestId("sightings-scroll")).toBeVisible({ timeout: 2000 });
    }).toPass();
    await page.getByRole("tabpanel").getByRole("button").first().click();
    await expect(page.locator("#sighting-form-title")).toBeVisible();
    await page.getByTestId("copyright").scrollIntoViewIfNeeded();
  } else {
    // A form page: its form has been taken over once its submit button is enabled.
    await expect(page.locator("form button[type=submit]").first()).toBeEnabled();
    const readyCards = page.getByTestId("ready-cards");
    await expect(readyCards).toBeVisible();
    // The Ready card form opened and sent without a name: its texts and its own message.
    await readyCards.getByRole("button").first().click();
    await readyCards.locator("form button[type=submit]").click();
    await expect(readyCards.locator("form [role=alert]")).toBeVisible();
    await page.getByTestId("copyright").scrollIntoViewIfNeeded();
    if (path === "/subscribe") await expect(page.getByTestId("recent-supporters")).toBeVisible();
  }
}
