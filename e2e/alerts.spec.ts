import { expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  createVerifiedAlert,
  expectNoSeriousA11yViolations,
  newPage,
  verifySighting,
} from "./alerts-helpers";
import { newContext } from "./browser-context";
import { holdRequests } from "./hold";

// Demo data (server/src/db/demo-data.ts): alerts 1-5 verified and active, 6 resolved, 7-8 pending.
// Alert 1 has a verified sighting with coordinates and an unverified one; alert 3 only an unverified one.

async function publicActiveTotal(page: Page): Promise<number> {
  const res = await page.request.get("/api/alerts?verified=true&active=true&limit=1");
  return Number(res.headers()["x-total-count"]);
}

test("Active Alerts pages by 6 with Load More, searches and filters on the server", async ({ browser }) => {
  const admin = await adminApi();
  const tag = `Paging${Date.now().toString(36)}`;
  for (let i = 1; i <= 4; i++) {
    await createVerifiedAlert(admin, {
      name: `${tag} Child ${i}`,
      lastLocation: `Parika Stelling, Essequibo Islands`,
    });
  }
  await admin.dispose();

  const { context, page } = await newPage(browser);
  await page.goto("/active-alerts");
  await expect(page.getByRole("heading", { name: "Active Alerts", level: 1 })).toBeVisible();
  const total = await publicActiveTotal(page);
  expect(total).toBeGreaterThanOrEqual(9);
  const cards = page.getByTestId("alert-card");
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText(`${tag} Child 4`);
  await expect(cards.first()).toContainText(/Reported: (less than a minute|\d+ minutes?) ago/);
  // The list holds only verified, active alerts: never the pending or the resolved demo reports.
  for (const hidden of ["Ravi Singh", "Tiffany Gonsalves", "Shondell Thomas"]) {
    await expect(page.getByText(hidden)).toHaveCount(0);
  }
  const loadMore = page.getByRole("button", { name: "Load More Alerts" });
  let shown = 6;
  while (shown < total) {
    await loadMore.click();
    shown = Math.min(total, shown + 6);
    await expect(cards).toHaveCount(shown);
  }
  await expect(loadMore).toHaveCount(0);
  await expect(page.getByText("Ravi Singh")).toHaveCount(0);

  // Search: name or last location, any case.
  await page.getByLabel("Search").fill(tag.toLowerCase());
  await expect(cards).toHaveCount(4);
  await expect(loadMore).toHaveCount(0);
  await page.getByLabel("Search").fill("bourda market");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Jamal Wilson");
  await page.getByLabel("Search").fill("");

  // Location filter: All Locations plus the first comma segment of each location.
  const location = page.getByLabel("Location");
  await expect(location.locator("option").first()).toHaveText("All Locations");
  for (const option of ["Stabroek Market", "Bourda Market", "Linden bus park", "Parika Stelling"]) {
    await expect(location.locator("option", { hasText: option })).toHaveCount(1);
  }
  await expect(location.locator("option", { hasText: "Vreed-en-Hoop Stelling" })).toHaveCount(0);
  await location.selectOption("Linden bus park");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Devon Harry");
  await location.selectOption("Parika Stelling");
  await expect(cards).toHaveCount(4);

  // Filtering to nothing shows the filtered empty state.
  await page.getByLabel("Search").fill("nobody-has-this-name");
  await expect(page.getByRole("heading", { name: "No Alerts Found" })).toBeVisible();
  await expect(
    page.getByText("No alerts match your search criteria. Try adjusting your filters."),
  ).toBeVisible();

  // Back to the unfiltered list: the pages already loaded are kept.
  await location.selectOption("all");
  await page.getByLabel("Search").fill("");
  await expect(cards).toHaveCount(total);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

test("Active Alerts without any alert shows the empty state", async ({ browser }) => {
  const { context, page } = await newPage(browser);
  // The list the server renders comes from the database; the one the browser asks for when the
  // person follows the menu link is answered here as a system without alerts would answer it.
  await page.goto("/");
  await page.route(/\/api\/alerts\?/, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "x-total-count": "0" },
      body: "[]",
    }),
  );
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Active Alerts" }).click();
  await expect(page.getByRole("heading", { name: "No Alerts Found" })).toBeVisible();
  await expect(page.getByText("There are currently no active alerts in the system.")).toBeVisible();
  await context.close();
});

test("alert detail shows every field, the three tabs, the map markers and the contact section", async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await page.goto("/alert/1");
  await expect(page.getByRole("heading", { name: "Hope ALERT: MISSING PERSON" })).toBeVisible();
  await expect(page.getByTestId("alert-status-badge")).toHaveText("ACTIVE");
  await expect(page.getByRole("img", { name: "Aaliyah Persaud" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Report a Sighting" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back to Alerts" })).toBeVisible();
  await expect(page.getByTestId("alert-name")).toHaveText("Aaliyah Persaud");
  await expect(page.getByTestId("alert-age")).toHaveText("9 years");
  await expect(page.getByTestId("alert-last-seen")).toHaveText(/\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);
  await expect(page.getByTestId("alert-location")).toHaveText("Stabroek Market, Water Street, Georgetown");
  await expect(page.getByTestId("alert-created")).toHaveText(/\w+ \d{1,2}, \d{4}/);
  await expect(page.getByTestId("alert-description")).toContainText("shoulder-length black hair");
  await expect(page.getByTestId("alert-clothing")).toContainText("pink backpack");
  await expect(page.getByTestId("alert-circumstances")).toContainText("separated in the crowd");

  const tabs = page.getByRole("tablist", { name: "Alert information" });
  await expect(tabs.getByRole("tab")).toHaveText(["Map & Location", "Sightings", "Community Chat"]);
  await expect(tabs.getByRole("tab", { name: "Map & Location" })).toHaveAttribute("aria-selected", "true");

  const map = page.getByRole("region", { name: /Map of the last known location/ });
  await expect(map).toBeVisible();
  expect((await map.boundingBox())!.height).toBeCloseTo(384, 0);
  await expect(page.locator('.leaflet-marker-icon[title="Last Seen"]')).toHaveCount(1);
  // One verified sighting with coordinates; the unverified one is not on the public map.
  await expect(page.locator('.leaflet-marker-icon[title="Verified Sighting"]')).toHaveCount(1);
  await expect(page.getByTestId("alert-emergency-phone")).toHaveText("911");
  await expect(page.getByTestId("alert-reporter")).toHaveText("Savitri Persaud (Mother)");
  await expect(page.getByTestId("alert-reporter-phone")).toHaveText("+592 600 1234");
  await expect(page.getByText("savitri.persaud@example.gy")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await tabs.getByRole("tab", { name: "Sightings" }).click();
  await expect(page.getByRole("heading", { name: "Reported Sightings" })).toBeVisible();
  const list = page.getByTestId("sightings-scroll");
  await expect(list).toHaveCSS("max-height", "500px");
  await expect(list).toHaveCSS("overflow-y", "auto");
  const sightingCards = page.getByTestId("sighting-card");
  await expect(sightingCards).toHaveCount(1);
  await expect(sightingCards.first()).toContainText("Avenue of the Republic");
  await expect(sightingCards.first()).toContainText("Verified");
  await expect(sightingCards.first()).toContainText("Reported by: Carl Fraser");
  await expect(sightingCards.first()).toHaveClass(/border-l-green-600/);
  await expect(page.getByText("Camp Street, near the Demico House")).toHaveCount(0);
  await expect(page.getByText("+592 688 1111")).toHaveCount(0);
  // The form is closed by default; the intro card opens it.
  await expect(page.getByRole("heading", { name: "Have you seen Aaliyah Persaud?" })).toBeVisible();
  await page.getByRole("button", { name: "Report a Sighting" }).nth(1).click();
  await expect(page.getByRole("heading", { name: "Report a Sighting", level: 3 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await tabs.getByRole("tab", { name: "Community Chat" }).click();
  // The chat tied to this alert fills the tab.
  await expect(page.getByRole("tabpanel", { name: "Community Chat" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Discussion: Case #1" })).toBeVisible();

  await page.getByRole("button", { name: "Back to Alerts" }).click();
  await expect(page).toHaveURL(/\/active-alerts$/);
  await context.close();
});

test("alert detail states: invalid id, loading, not found, pending, resolved", async ({ browser }) => {
  const { context, page } = await newPage(browser);
  await page.goto("/alert/abc");
  await expect(page.getByRole("heading", { name: "Invalid Alert ID" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Active Alerts" }).click();
  await expect(page).toHaveURL(/\/active-alerts$/);

  const answer = await holdRequests(page, "**/api/alerts/2");
  // An alert opened from the list is fetched by the browser (one opened by its link comes with
  // the page): while its answer is on the way, the page says so.
  await page.goto("/active-alerts");
  await page.getByLabel("Search").fill("Jamal Wilson");
  // The list has found him: the page is the app's now (a link followed before the takeover is
  // the browser's own navigation, and that page comes with the alert in it).
  await expect(page.getByTestId("alert-card")).toHaveCount(1);
  await page.getByRole("link", { name: "View Details for Jamal Wilson" }).click();
  await expect(page.getByText("Loading alert details...")).toBeVisible();
  answer.release();
  await expect(page.getByTestId("alert-name")).toHaveText("Jamal Wilson");

  for (const id of ["999999", "7"]) {
    await page.goto(`/alert/${id}`);
    await expect(page.getByRole("heading", { name: "Alert Not Found" }), id).toBeVisible();
    await expect(page.getByText("Ravi Singh")).toHaveCount(0);
  }
  await page.route("**/api/alerts/3", (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
  await page.goto("/active-alerts");
  await page.getByLabel("Search").fill("Kezia Bacchus");
  await expect(page.getByTestId("alert-card")).toHaveCount(1);
  await page.getByRole("link", { name: "View Details for Kezia Bacchus" }).click();
  await expect(page.getByRole("heading", { name: "Alert Not Found" })).toBeVisible();

  await page.goto("/alert/6");
  await expect(page.getByTestId("alert-status-badge")).toHaveText("RESOLVED");
  await expect(page.getByTestId("alert-name")).toHaveText("Shondell Thomas");

  // Alert 4 has no sightings at all; alert 3 only an unverified one: both show the empty state.
  for (const id of [3, 4]) {
    await page.unroute("**/api/alerts/3");
    await page.goto(`/alert/${id}`);
    await page.getByRole("tab", { name: "Sightings" }).click();
    await expect(page.getByText("No sightings have been reported yet.")).toBeVisible();
  }
  await context.close();
});

test("map markers with an invalid position are skipped with a console warning", async ({ browser }) => {
  const admin = await adminApi();
  const id = await createVerifiedAlert(admin, {
    name: `Zero Coordinate ${Date.now().toString(36)}`,
    lastLocation: "Somewhere, Guyana",
    latitude: 0,
    longitude: -58.2,
  });
  await admin.dispose();
  const { context, page } = await newPage(browser);
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "warning") warnings.push(m.text());
  });
  await page.goto(`/alert/${id}`);
  await expect(page.getByTestId("map")).toHaveAttribute("data-marker-count", "0");
  await expect(page.locator(".leaflet-marker-icon")).toHaveCount(0);
  await expect.poll(() => warnings.some((w) => w.includes("Last Seen"))).toBe(true);
  await context.close();
});

test("a sighting from ?report=sighting reaches moderators and, once verified, the public list and map", async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await page.goto("/alert/2?report=sighting");
  await expect(page.getByRole("tab", { name: "Sightings" })).toHaveAttribute("aria-selected", "true");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Report a Sighting" }) });
  await expect(form).toBeVisible();
  await expect(form.getByText("Important:")).toBeVisible();
  for (const label of [
    "Your Name",
    "Contact Information",
    "Sighting Location",
    "Date and Time of Sighting",
    "Description of Sighting",
  ]) {
    await expect(form.locator("label", { hasText: label }).first(), label).toContainText("*");
  }
  await expect(form.getByLabel("Description of Sighting")).toHaveAttribute("rows", "4");
  // Defaults to now (to the minute), once the phone has taken the form over.
  const time = form.getByLabel("Date and Time of Sighting");
  await expect(time).not.toHaveValue("");
  const value = await time.inputValue();
  expect(Math.abs(new Date(value).getTime() - Date.now())).toBeLessThan(3 * 60_000);

  await form.getByRole("button", { name: "Submit Sighting Report" }).click();
  await expect(form.getByText("Please enter your name")).toBeVisible();
  await expect(form.getByText("Location must be at least 5 characters")).toBeVisible();
  await expect(form.getByText("Please provide more details about the sighting")).toBeVisible();

  const description = `Boy in a red jersey buying a drink at the shop ${Date.now().toString(36)}`;
  await form.getByLabel("Your Name").fill("Rhonda Test");
  await form.getByLabel("Contact Information").fill("+592 655 0001");
  const address = form.getByRole("combobox", { name: /Sighting Location/ });
  await expect(address).toBeEnabled();
  await address.fill("Kitty");
  await page.getByRole("option").filter({ hasText: "Kitty" }).first().click();
  await expect(page.getByTestId("sighting-location-pin-status")).toHaveText(/Pin set at/);
  await form.getByLabel("Description of Sighting").fill(description);

  const { release: releaseSubmit } = await holdRequests(page, "**/api/sightings");
  const responsePromise = page.waitForResponse((r) => r.url().endsWith("/api/sightings"));
  await form.getByRole("button", { name: "Submit Sighting Report" }).click();
  await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
  releaseSubmit();
  const response = await responsePromise;
  expect(response.status()).toBe(201);
  const { id: sightingId } = (await response.json()) as { id: number };
  const toast = page.getByTestId("toast");
  await expect(toast.getByText("Sighting report submitted", { exact: true })).toBeVisible();
  await expect(
    toast.getByText("Thank you for your report. It will help in the search efforts."),
  ).toBeVisible();
  // The form closes after success.
  await expect(page.getByRole("heading", { name: "Have you seen Jamal Wilson?" })).toBeVisible();
  // Not public until verified.
  await expect(page.getByText(description)).toHaveCount(0);

  // Moderators (here an admin signed in) see it, pending, with an amber border.
  const staff = await newContext(browser, { baseURL: page.url().replace(/\/alert.*$/, "") });
  const login = await staff.request.post("/api/auth/login", {
    data: { username: "admin", password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const staffPage = await staff.newPage();
  await staffPage.goto("/alert/2");
  await staffPage.getByRole("tab", { name: "Sightings" }).click();
  const pendingCard = staffPage.getByTestId("sighting-card").filter({ hasText: description });
  await expect(pendingCard).toContainText("Pending review");
  await expect(pendingCard).toHaveClass(/border-l-amber-500/);
  await expect(pendingCard).toContainText("Reported by: Rhonda Test");

  const admin = await adminApi();
  await verifySighting(admin, sightingId);
  await admin.dispose();

  await page.reload();
  await page.getByRole("tab", { name: "Sightings" }).click();
  const verifiedCard = page.getByTestId("sighting-card").filter({ hasText: description });
  await expect(verifiedCard).toContainText("Verified");
  await expect(verifiedCard).toHaveClass(/border-l-green-600/);
  await expect(verifiedCard).toContainText("Kitty");
  await page.getByRole("tab", { name: "Map & Location" }).click();
  // Jamal's demo sighting plus the new one.
  await expect(page.locator('.leaflet-marker-icon[title="Verified Sighting"]')).toHaveCount(2);
  await staff.close();
  await context.close();
});

test("the Report a Sighting button opens the form; a failed sighting shows the error toast", async ({
  browser,
}) => {
  const { context, page } = await newPage(browser);
  await page.route("**/api/sightings", (route) =>
    route.fulfill({ status: 404, contentType: "application/json", body: '{"message":"Alert not found"}' }),
  );
  await page.goto("/alert/4");
  await page.getByRole("button", { name: "Report a Sighting" }).first().click();
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Report a Sighting" }) });
  await expect(form).toBeVisible();
  await form.getByLabel("Your Name").fill("Someone");
  await form.getByLabel("Contact Information").fill("someone@example.gy");
  await expect(form.getByRole("combobox", { name: /Sighting Location/ })).toBeEnabled();
  await form.getByRole("combobox", { name: /Sighting Location/ }).fill("Mackenzie market");
  await form.getByLabel("Description of Sighting").fill("Saw a boy in a black hoodie at the market.");
  await form.getByRole("button", { name: "Submit Sighting Report" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast.getByText("Error submitting sighting", { exact: true })).toBeVisible();
  await expect(toast.getByText("Alert not found")).toBeVisible();
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toHaveCount(0);
  await context.close();
});
