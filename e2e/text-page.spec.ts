import { expect, test } from "@playwright/test";
import { seriousViolations } from "./a11y";
import { adminApi, createVerifiedAlert } from "./alerts-helpers";
import { newContext } from "./browser-context";

// The alert's text page on a phone that runs no JavaScript at all: it reads the alert, sends a
// sighting through its plain HTML form (a mistake is shown beside its field first), and the
// sighting waits for the moderators. A browser saving data is sent there from the alert page,
// and "Full page" brings the full page back for good. The alert page itself offers Listen.

const PHONE = { width: 360, height: 740 };

test("with JavaScript off, a sighting sent from the text page arrives as a pending sighting", async ({
  browser,
}) => {
  const api = await adminApi();
  const name = "Keisha Textpage";
  const id = await createVerifiedAlert(api, { name, lastLocation: "Charity, Pomeroon" });

  const phone = await newContext(browser, { viewport: PHONE, javaScriptEnabled: false });
  const page = await phone.newPage();
  await page.goto(`/alert/${id}/text`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.locator("p.call a")).toHaveAttribute("href", /^tel:\+?\d+$/);

  // A place too short: the page comes back with the message beside the field and the text kept.
  const description = "Girl in a white T-shirt buying bread at the stelling, alone.";
  await page.getByLabel("Sighting Location (required)").fill("Bay");
  await page.getByLabel("Description of Sighting (required)").fill(description);
  await page.getByLabel("Your Name (optional)").fill("Ravi");
  await page.getByRole("button", { name: "Submit Sighting Report" }).click();
  await expect(page.getByText("Location must be at least 5 characters")).toBeVisible();
  await expect(page.getByLabel("Sighting Location (required)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Description of Sighting (required)")).toHaveValue(description);
  await expect(page.getByLabel("Your Name (optional)")).toHaveValue("Ravi");
  await page.screenshot({ path: "test-results/text-page/error-360.png", fullPage: true });

  await page.getByLabel("Sighting Location (required)").fill("Charity stelling, by the bread shop");
  await page.getByRole("button", { name: "Submit Sighting Report" }).click();
  await expect(page).toHaveURL(new RegExp(`/alert/${id}/text\\?sent=1`));
  await expect(page.getByRole("status")).toHaveText("Thank you — your sighting was sent to our moderators.");
  await page.screenshot({ path: "test-results/text-page/sent-360.png", fullPage: true });
  await phone.close();

  // The moderators see it, pending; the public does not yet.
  const sightings = (await (await api.get(`/api/alerts/${id}/sightings`)).json()) as Array<{
    location: string;
    description: string;
    reporterName: string | null;
    status: string;
    isVerified: boolean;
  }>;
  expect(sightings).toEqual([
    expect.objectContaining({
      location: "Charity stelling, by the bread shop",
      description,
      reporterName: "Ravi",
      status: "pending",
      isVerified: false,
    }),
  ]);
  await api.dispose();
});

test("Save-Data sends the alert page to the text page until the full page is chosen", async ({ browser }) => {
  const api = await adminApi();
  const id = await createVerifiedAlert(api, { name: "Omari Savedata", lastLocation: "Lethem, Rupununi" });
  await api.dispose();

  const phone = await newContext(browser, { viewport: PHONE, extraHTTPHeaders: { "Save-Data": "on" } });
  const page = await phone.newPage();
  await page.goto(`/alert/${id}`);
  await expect(page).toHaveURL(new RegExp(`/alert/${id}/text$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Omari Savedata");

  await page.getByRole("link", { name: "Full page (uses more data)" }).click();
  await expect(page).toHaveURL(new RegExp(`/alert/${id}$`));
  await expect(page.getByTestId("alert-name")).toHaveText("Omari Savedata");
  // Remembered: the alert page stays the full page on this phone.
  await page.goto(`/alert/${id}`);
  await expect(page).toHaveURL(new RegExp(`/alert/${id}$`));
  await expect(page.getByTestId("alert-name")).toHaveText("Omari Savedata");
  await phone.close();
});

test("the text page is accessible in English, Spanish and Portuguese, its form errors too", async ({
  browser,
}) => {
  const api = await adminApi();
  const id = await createVerifiedAlert(api, {
    name: "Ana Acessivel",
    lastLocation: "Mabaruma, Barima-Waini",
  });
  await api.dispose();
  const phone = await newContext(browser, { viewport: PHONE });
  const page = await phone.newPage();
  for (const [language, submit] of [
    ["en", "Submit Sighting Report"],
    ["es", "Enviar reporte de avistamiento"],
    ["pt", "Enviar avistamento"],
  ] as const) {
    await page.goto(`/alert/${id}/text?lang=${language}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    expect(await seriousViolations(page), language).toEqual([]);
    // Short enough for the server to refuse (the browser itself checks only that they are filled).
    await page.locator("#f-location").fill("Bay");
    await page.locator("#f-description").fill("Seen");
    await page.getByRole("button", { name: submit }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await seriousViolations(page), `${language}, with errors`).toEqual([]);
  }
  await phone.close();
});

test("the alert page offers Listen where the browser can speak, in the page's language", async ({
  browser,
}) => {
  const api = await adminApi();
  const id = await createVerifiedAlert(api, {
    name: "Luis Escucha",
    lastLocation: "Port Kaituma, Barima-Waini",
  });
  await api.dispose();
  const phone = await newContext(browser, { viewport: PHONE });
  const page = await phone.newPage();
  await page.goto(`/alert/${id}`);
  await expect(page.getByTestId("alert-name")).toHaveText("Luis Escucha");
  expect(await page.evaluate(() => "speechSynthesis" in window)).toBe(true);
  const listen = page.getByRole("button", { name: "Listen to this alert" });
  await expect(listen).toBeVisible();
  await listen.focus();
  await expect(listen).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await phone.addCookies([{ name: "lang", value: "es", url: page.url() }]);
  await page.reload();
  await expect(page.getByRole("button", { name: "Escuchar esta alerta" })).toBeVisible();
  await phone.close();
});
