import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { adminApi, expectNoSeriousA11yViolations, newModerator, reportAlert, toast } from "./staff-helpers";

// The moderator dashboard against the real server: codes are checked by the server, the
// unlock lives in memory, and every review changes what the public sees.

let api: APIRequestContext;
let moderator: { username: string; code: string };

test.beforeAll(async () => {
  api = await adminApi();
  moderator = await newModerator(api);
});
test.afterAll(async () => {
  await api.dispose();
});

async function unlock(page: Page) {
  await page.goto("/verification");
  await page.getByLabel("Moderator Access Code").fill(moderator.code);
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(page.getByRole("heading", { name: "Moderator Dashboard" })).toBeVisible();
}

test("a wrong code shows the spec's error, the right code unlocks, and a reload relocks", async ({
  page,
}) => {
  await page.goto("/verification");
  const field = page.getByLabel("Moderator Access Code");
  await expect(field).toHaveAttribute("type", "password");
  await expect(page.getByRole("heading", { name: "Moderator Dashboard" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await field.fill("WRONG-CODE-1234");
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(toast(page)).toContainText("Invalid access code");
  await expect(toast(page)).toContainText("Please enter the correct moderator access code.");
  await expect(page.getByRole("heading", { name: "Moderator Dashboard" })).toHaveCount(0);

  await field.fill(moderator.code);
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(toast(page)).toContainText("Access granted");
  await expect(toast(page)).toContainText("You now have moderator access to verify reports.");
  await expect(page.getByRole("heading", { name: "Moderator Dashboard" })).toBeVisible();
  await expect(page.getByPlaceholder("Search reports or sightings...")).toBeVisible();
  // The demo data has pending reports and sightings: both tabs show a count.
  await expect(page.getByRole("tab", { name: /Pending Alerts/ })).toContainText(/Pending Alerts\s*\d+/);
  await expect(page.getByRole("tab", { name: /Pending Sightings/ })).toContainText(/Pending Sightings\s*\d+/);
  await expect(page.getByTestId("pending-alert").first()).toContainText("PENDING VERIFICATION");
  await expectNoSeriousA11yViolations(page);

  // Nothing about the unlock is stored in the browser.
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
  );
  expect(stored).not.toMatch(/token|Bearer/i);

  await page.reload();
  await expect(page.getByLabel("Moderator Access Code")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Moderator Dashboard" })).toHaveCount(0);
  await expect(page.getByTestId("pending-alert")).toHaveCount(0);
});

test("verify an alert and see it appear in Active Alerts", async ({ page }) => {
  const name = `Verona Fraser ${Date.now() % 100_000}`;
  await reportAlert(api, { name, lastLocation: "Vreed-en-Hoop, West Bank Demerara" });
  await unlock(page);

  await page.getByPlaceholder("Search reports or sightings...").fill(name.toUpperCase());
  const card = page.getByTestId("pending-alert").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Last Location: Vreed-en-Hoop, West Bank Demerara");
  await expect(card).toContainText("Reported by: Marcia Ramdin (Aunt)");
  await expect(card).toContainText("Contact: +592 600 4321");
  await card.getByRole("button", { name: "Verify & Send Alert" }).click();
  await expect(toast(page)).toContainText("Alert verified");
  await expect(toast(page)).toContainText(
    "The alert has been verified and will be distributed to subscribers.",
  );
  await expect(card).toHaveCount(0);
  await expect(page.getByText("No alerts match your search")).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Active Alerts" }).click();
  await expect(page).toHaveURL("/active-alerts");
  await expect(page.getByTestId("alert-card").filter({ hasText: name })).toBeVisible();
});

test("reject another and see it resolved", async ({ page }) => {
  const name = `Rajesh Dookie ${Date.now() % 100_000}`;
  const id = await reportAlert(api, { name, lastLocation: "Rose Hall, Corentyne, Berbice" });
  await unlock(page);

  await page.getByPlaceholder("Search reports or sightings...").fill("rose hall, corentyne");
  const card = page.getByTestId("pending-alert").filter({ hasText: name });
  await card.getByRole("button", { name: "Reject" }).click();
  await expect(toast(page)).toContainText("Alert resolved");
  await expect(toast(page)).toContainText("The alert has been marked as resolved.");
  await expect(card).toHaveCount(0);

  // Not public: the alert page says so to a visitor ...
  await page.goto(`/alert/${id}`);
  await expect(page.getByText("Alert Not Found")).toBeVisible();
  // ... and staff who open it see it marked RESOLVED.
  const login = await page.request.post("/api/auth/login", {
    data: { username: "admin", password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto(`/alert/${id}`);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("RESOLVED", { exact: true })).toBeVisible();
  await page.goto("/active-alerts");
  await expect(page.getByTestId("alert-card").first()).toBeVisible();
  await expect(page.getByTestId("alert-card").filter({ hasText: name })).toHaveCount(0);
});

test("verify a sighting and see its marker on the alert map", async ({ page }) => {
  const name = `Kavita Narine ${Date.now() % 100_000}`;
  const alertId = await reportAlert(api, {
    name,
    lastLocation: "Bartica Stelling, Cuyuni-Mazaruni",
    latitude: 6.4053,
    longitude: -58.6244,
  });
  expect((await api.post(`/api/alerts/${alertId}/verify`)).status()).toBe(200);
  const description = `Girl in a green uniform buying a boat ticket ${Date.now() % 100_000}`;
  const sighting = await api.post("/api/sightings", {
    data: {
      alertId,
      reporterName: "Leon Fredericks",
      reporterContact: "+592 611 7777",
      location: "Bartica waterfront, First Avenue",
      latitude: 6.4021,
      longitude: -58.6215,
      sightingTime: new Date(Date.now() - 3_600_000).toISOString(),
      description,
    },
  });
  expect(sighting.status(), await sighting.text()).toBe(201);

  await page.goto(`/alert/${alertId}`);
  await expect(page.locator('.leaflet-marker-icon[title="Last Seen"]')).toHaveCount(1);
  await expect(page.locator('.leaflet-marker-icon[title="Verified Sighting"]')).toHaveCount(0);

  await unlock(page);
  await page.getByRole("tab", { name: /Pending Sightings/ }).click();
  await page.getByPlaceholder("Search reports or sightings...").fill(description.toLowerCase());
  const card = page.getByTestId("pending-sighting").filter({ hasText: description });
  await expect(card).toContainText("SIGHTING REPORT");
  await expect(card).toContainText(`Case #${alertId}`);
  await expect(card).toContainText(`Related to: ${name}, 11 years`);
  await expect(card).toContainText("Contact: +592 611 7777");
  await expectNoSeriousA11yViolations(page);
  await card.getByRole("button", { name: "Verify Sighting" }).click();
  await expect(toast(page)).toContainText("Sighting verified");
  await expect(toast(page)).toContainText(
    "The sighting has been verified and will be visible to the community.",
  );
  await expect(page.getByText("No sightings match your search")).toBeVisible();

  await page.goto(`/alert/${alertId}`);
  await expect(page.locator('.leaflet-marker-icon[title="Verified Sighting"]')).toHaveCount(1);
});
