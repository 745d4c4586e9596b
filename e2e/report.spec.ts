import { expect, test } from "@playwright/test";
import sharp from "sharp";
import {
  adminApi,
  expectNoSeriousA11yViolations,
  fillReportForm,
  jpegWithGps,
  newPage,
  verifyAlert,
} from "./alerts-helpers";
import { holdRequests } from "./hold";

const requiredLabels = [
  "Full Name",
  "Age",
  "Physical Description",
  "Clothing Last Worn",
  "Last Known Location",
  "Date and Time Last Seen",
  "Your Name",
  "Relationship to Missing Person",
  "Phone Number",
  "Email Address",
];

test("the report form marks required fields, checks them and has no serious accessibility problems", async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await page.goto("/report");
  await expect(page.getByRole("heading", { name: "Report a Missing Person", level: 1 })).toBeVisible();
  const form = page.locator("form#report");
  await expect(form).toBeVisible();
  for (const label of requiredLabels) {
    const labelEl = form.locator("label", { hasText: label }).first();
    await expect(labelEl, label).toContainText("*");
  }
  await expect(form.locator("label", { hasText: "Circumstances" })).not.toContainText("*");
  await expect(form.locator("label", { hasText: /^Photo$/ })).toBeVisible();
  await expect(page.locator("#report-photo")).toHaveAttribute("accept", "image/*");
  await expect(page.getByRole("spinbutton", { name: "Age" })).toHaveAttribute("min", "0");
  await expect(page.getByRole("spinbutton", { name: "Age" })).toHaveAttribute("max", "120");
  // The address field is enabled once the map library has loaded.
  await expect(page.getByRole("combobox", { name: /Last Known Location/ })).toBeEnabled();

  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByText("Please enter the missing person's full name")).toBeVisible();
  await expect(page.getByText("Please enter the last known location")).toBeVisible();
  await expect(page.getByText("You must confirm the accuracy of your report")).toBeVisible();

  await page.getByRole("spinbutton", { name: "Age" }).fill("121");
  await page.getByLabel("Full Name").focus();
  await expect(page.getByText("Age must be a whole number from 0 to 120")).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test("the address field stays disabled until the map library has loaded", async ({ browser }) => {
  const { context, page } = await newPage(browser);
  const { release } = await holdRequests(page, /\/assets\/leaflet-src-[^/]+\.js$/);
  await page.goto("/report");
  const address = page.getByRole("combobox", { name: /Last Known Location/ });
  await expect(address).toBeVisible();
  await expect(address).toBeDisabled();
  await expect(page.getByTestId("report-last-location-pin-status")).toHaveText(/Loading map/);
  release();
  await expect(address).toBeEnabled();
  await context.close();
});

test("on a phone the map library waits until the person starts the form or scrolls to the address", async ({
  browser,
}) => {
  for (const start of ["focus the first field", "scroll to the address"] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 780 }, isMobile: true });
    const page = await context.newPage();
    const leafletRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/leaflet-src-[^/]+\.js$/.test(request.url())) leafletRequests.push(request.url());
    });
    await page.goto("/report");
    const firstField = page.getByRole("textbox", { name: /Full Name/ });
    await expect(firstField).toBeVisible();
    const address = page.getByRole("combobox", { name: /Last Known Location/ });
    await expect(address).toBeDisabled();
    // The page has settled without the map library: the address is below the first screen.
    await page.waitForLoadState("networkidle");
    expect(leafletRequests, start).toEqual([]);

    if (start === "focus the first field") await firstField.focus();
    else await page.mouse.wheel(0, 600);
    await expect(address, start).toBeEnabled();
    expect(leafletRequests, start).toHaveLength(1);
    await context.close();
  }
});

test("a failed map script load is retried; the address field is enabled once it loads", async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  let attempts = 0;
  await page.route(/\/assets\/leaflet-src-[^/]+\.js$/, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort("failed");
    else await route.continue();
  });
  await page.goto("/report");
  const address = page.getByRole("combobox", { name: /Last Known Location/ });
  await expect(address).toBeDisabled();
  await expect(address).toBeEnabled({ timeout: 15_000 });
  expect(attempts).toBeGreaterThanOrEqual(2);
  await context.close();
});

test("when the map script never loads, the address field stays disabled", async ({ browser }) => {
  const { context, page } = await newPage(browser);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.route(/\/assets\/leaflet-src-[^/]+\.js$/, (route) => route.abort("failed"));
  await page.goto("/report");
  await expect(page.getByTestId("report-last-location-pin-status")).toHaveText(
    "The map could not be loaded.",
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByRole("combobox", { name: /Last Known Location/ })).toBeDisabled();
  expect(errors.some((e) => e.includes("Failed to load the maps script"))).toBe(true);
  await context.close();
});

test("a non-image file gives the 'Invalid file type' toast", async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await page.goto("/report");
  // The form works once its code has taken it over (its button says so).
  await expect(page.getByRole("button", { name: "Submit Report" })).toBeEnabled();
  await page.locator("#report-photo").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a photo"),
  });
  const toast = page.getByTestId("toast");
  await expect(toast.getByText("Invalid file type", { exact: true })).toBeVisible();
  await expect(toast.getByText("Please upload an image file (JPEG, PNG, etc.)")).toBeVisible();
  await expect(page.getByTestId("report-photo-preview")).toHaveCount(0);
  await context.close();
});

test("report a missing person with a photo and a pinned location; public only after verification", async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  const name = `Marisa Test-${Date.now().toString(36)}`;
  await page.goto("/report");

  await page.getByLabel("Full Name").fill(name);
  await page.getByRole("spinbutton", { name: "Age" }).fill("7");
  await page.getByLabel("Physical Description").fill("Small, about 3 ft 10 in, two puffs of black hair.");
  await page.getByLabel("Clothing Last Worn").fill("Red dress with white dots, brown sandals.");
  const address = page.getByRole("combobox", { name: /Last Known Location/ });
  await expect(address).toBeEnabled();
  await address.fill("Stabroek");
  const option = page.getByRole("option").filter({ hasText: "Stabroek" }).first();
  await option.click();
  await expect(page.getByTestId("report-last-location-pin-status")).toHaveText(/Pin set at 6\.\d+, -58\.\d+/);
  // Drop the pin on the exact spot: a tap on the map moves it.
  const map = page.getByTestId("report-last-location-map");
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 + 10);
  await expect(page.getByTestId("report-last-location-pin-status")).toHaveText(/Pin set at 6\.\d+, -58\.\d+/);
  const lastSeen = new Date(Date.now() - 3 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  await page
    .getByLabel("Date and Time Last Seen")
    .fill(
      `${lastSeen.getFullYear()}-${pad(lastSeen.getMonth() + 1)}-${pad(lastSeen.getDate())}T${pad(lastSeen.getHours())}:${pad(lastSeen.getMinutes())}`,
    );
  await page.getByLabel("Circumstances").fill("Walked to the shop by the market and did not come back.");
  await page
    .locator("#report-photo")
    .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps() });
  await expect(page.getByTestId("report-photo-preview")).toBeVisible();
  await page.getByLabel("Your Name").fill("Joy Test");
  await page.getByLabel("Relationship to Missing Person").fill("Mother");
  await page.getByLabel("Phone Number").fill("+592 612 3456");
  await page.getByLabel("Email Address").fill("joy.test@example.gy");
  await page.getByLabel(/I confirm that the information/).check();

  // Hold the request so the submitting state can be seen.
  const { release: releaseSubmit } = await holdRequests(page, "**/api/alerts", "POST");
  const requestPromise = page.waitForRequest((r) => r.url().endsWith("/api/alerts") && r.method() === "POST");
  const responsePromise = page.waitForResponse(
    (r) => r.url().endsWith("/api/alerts") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit Report" }).click();
  const submitting = page.getByRole("button", { name: "Submitting..." });
  await expect(submitting).toBeVisible();
  await expect(submitting).toBeDisabled();
  releaseSubmit();
  const sent = (await requestPromise).postDataJSON();
  expect(sent).not.toHaveProperty("confirmAccuracy");
  expect(sent).not.toHaveProperty("photoFile");
  expect(sent.photoUrl).toMatch(/^data:image\/jpeg;base64,/);
  expect(sent.latitude).toBeGreaterThan(6);
  expect(sent.longitude).toBeLessThan(-58);
  const response = await responsePromise;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };

  await expect(page).toHaveURL(/\/active-alerts$/);
  // Not public yet: not listed, and its page is not found.
  await page.getByLabel("Search").fill(name);
  await expect(page.getByRole("heading", { name: "No Alerts Found" })).toBeVisible();
  await page.goto(`/alert/${id}`);
  await expect(page.getByRole("heading", { name: "Alert Not Found" })).toBeVisible();

  const admin = await adminApi();
  await verifyAlert(admin, id);
  await admin.dispose();

  await page.goto("/active-alerts");
  await page.getByLabel("Search").fill(name.toUpperCase());
  const card = page.getByTestId("alert-card").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Reported: less than a minute ago");
  await card.getByRole("link", { name: /View Details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/alert/${id}$`));
  await expect(page.getByTestId("alert-name")).toHaveText(name);
  await expect(page.getByTestId("alert-age")).toHaveText("7 years");
  await expect(page.getByTestId("alert-circumstances")).toHaveText(
    "Walked to the shop by the market and did not come back.",
  );
  await expect(page.getByTestId("alert-reporter")).toHaveText("Joy Test (Mother)");
  await expect(page.locator('.leaflet-marker-icon[title="Last Seen"]')).toHaveCount(1);
  await expect(page.getByText("joy.test@example.gy")).toHaveCount(0);

  // The served photo is a re-encoded JPEG without EXIF or GPS.
  const img = page.getByRole("img", { name });
  await expect(img).toBeVisible();
  const src = (await img.getAttribute("src"))!;
  expect(src).toMatch(/^\/api\/photos\//);
  const photo = await page.request.get(src);
  const meta = await sharp(await photo.body()).metadata();
  expect(meta.format).toBe("jpeg");
  expect(meta.width).toBeLessThanOrEqual(800);
  expect(meta.exif).toBeUndefined();
  await context.close();
});

test("a failed report shows 'Error submitting report' with the server's message", async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await page.route("**/api/alerts", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: '{"message":"age: must be between 0 and 120"}',
        })
      : route.continue(),
  );
  await page.goto("/report");
  await fillReportForm(page, {
    name: "Someone",
    age: "12",
    description: "Tall",
    clothing: "Blue shirt",
    location: "Somewhere in Berbice",
    lastSeen: "2025-01-05T10:30",
    reporterName: "A Reporter",
    relationship: "Friend",
    phone: "+592 600 0000",
    email: "a@example.gy",
  });
  await page.getByRole("button", { name: "Submit Report" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast.getByText("Error submitting report", { exact: true })).toBeVisible();
  await expect(toast.getByText("age: must be between 0 and 120")).toBeVisible();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole("button", { name: "Submit Report" })).toBeEnabled();
  await context.close();
});
