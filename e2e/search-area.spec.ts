import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { adminApi, expectNoSeriousA11yViolations, newModerator, signIn, toast } from "./staff-helpers";

// A verified case's living search area, against the real server: the moderator verifies a
// report at a level, sees the rings and the next step on the map, expands the area now and sees
// who the new ring reached. The case is in Mahdia, far from the demo subscribers, so the counts
// are the subscribers this spec places at known distances.

const MAHDIA = { latitude: 5.2667, longitude: -59.15 };
/** Degrees of latitude per kilometre (north of the place, longitude kept). */
const KM = 1 / 110.6;

let api: APIRequestContext;
let moderator: { code: string };

test.beforeAll(async () => {
  api = await adminApi();
  moderator = await newModerator(api);
});
test.afterAll(async () => {
  await api.dispose();
});

/** A subscriber `km` north of Mahdia, through the public subscribe API. */
async function subscribeAt(km: number, contact: { email?: string; phone?: string }) {
  const res = await api.post("/api/subscribers", {
    data: {
      name: `Mahdia neighbour ${km} km`,
      location: `${km} km north of Mahdia, Potaro-Siparuni, Guyana`,
      latitude: MAHDIA.latitude + km * KM,
      longitude: MAHDIA.longitude,
      whatsappEnabled: false,
      ...contact,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A pending report last seen a few minutes ago in Mahdia; returns its name. */
async function reportInMahdia(): Promise<string> {
  const name = `Keon Williams ${Date.now() % 100_000}`;
  const res = await api.post("/api/alerts", {
    data: {
      name,
      age: 11,
      description: "About 4 ft 8 in, slim, short black hair.",
      clothing: "Green school uniform and black shoes.",
      lastSeen: new Date(Date.now() - 5 * 60_000).toISOString(),
      lastLocation: "Mahdia Market, Mahdia, Potaro-Siparuni",
      ...MAHDIA,
      circumstances: "Did not come home after school.",
      photoUrl: "",
      reporterName: "Marcia Ramdin",
      reporterRelationship: "Aunt",
      reporterPhone: "+592 600 4321",
      reporterEmail: "marcia.ramdin@example.gy",
      isActive: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return name;
}

async function unlock(page: Page) {
  await page.goto("/verification");
  await page.getByLabel("Moderator Access Code").fill(moderator.code);
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(page.getByRole("heading", { name: "Moderator Dashboard" })).toBeVisible();
}

/** The moderator's view of one open case's search area, opened from the Search areas tab. */
async function openArea(page: Page, name: string): Promise<Locator> {
  await page.getByRole("tab", { name: "Search areas" }).click();
  const item = page.getByTestId("live-case").filter({ hasText: name });
  await item.getByRole("button", { name: `Show search area of ${name}` }).click();
  const area = item.getByTestId("search-area");
  await expect(area).toBeVisible();
  return area;
}

/** Ring `seq`'s row: its status and its counts by channel. */
function ring(area: Locator, seq: number) {
  return area.getByTestId("ring-row").nth(seq - 1);
}

test("a moderator verifies at a level, sees the rings and the next step, and expands the area now", async ({
  page,
}) => {
  // A long journey: the subscribers, the report, verification, the area, Expand now, the public page.
  test.setTimeout(120_000);
  // Red on foot starts at 8 km and doubles to 16 km: one subscriber inside the first ring (by
  // e-mail), one inside the second (by SMS), one beyond both.
  await subscribeAt(3, { email: `mahdia-3km-${Date.now()}@example.gy` });
  await subscribeAt(12, { phone: `+592 71${String(Date.now() % 100_000).padStart(5, "0")}` });
  await subscribeAt(60, { email: `mahdia-60km-${Date.now()}@example.gy` });
  const name = await reportInMahdia();
  await unlock(page);

  await page.getByPlaceholder("Search reports or sightings...").fill(name);
  const card = page.getByTestId("pending-alert").filter({ hasText: name });
  const levels = card.getByRole("group", { name: "Alert level" });
  // A child with nothing pointing to danger: Concern is suggested, with the reason.
  await expect(levels.getByRole("radio", { name: "Concern (suggested)" })).toBeChecked();
  await expect(levels).toContainText("A child, and nothing points to danger");
  await expectNoSeriousA11yViolations(page);
  // Chosen with the keyboard: from Concern, up to Red Alert.
  await levels.getByRole("radio", { name: "Concern (suggested)" }).focus();
  await page.keyboard.press("ArrowUp");
  await expect(levels.getByRole("radio", { name: "Red Alert" })).toBeChecked();
  await expect(card.getByRole("radio", { name: "On foot" })).toBeChecked();
  await card.getByRole("button", { name: "Verify & Send Alert" }).click();
  await expect(toast(page)).toContainText("Alert verified");
  await expect(toast(page)).toContainText(
    "The alert has been verified and will be distributed to subscribers.",
  );

  const area = await openArea(page, name);
  await expect(area.getByTestId("level-badge")).toHaveText("Alert level: Red Alert");
  await expect(area.getByTestId("area-state")).toHaveText("Growing");
  await expect(area.getByTestId("next-step")).toContainText(/Next step: \w+ \d+, \d{4} at \d+:\d\d [AP]M/);
  await expect(area.getByTestId("next-step")).toContainText("the area grows to 16 km");
  // On the map: the first ring (8 km) and the next (16 km, dashed), drawn by Leaflet.
  const map = area.getByTestId("map");
  await expect(map).toHaveAttribute("data-circle-count", "2");
  await expect(map.locator("path.leaflet-interactive")).toHaveCount(2);
  await expect(ring(area, 1)).toHaveAttribute("data-status", "done");
  await expect(ring(area, 1)).toContainText("8 km");
  await expect(ring(area, 1).getByTestId("reach-email")).toHaveText("1");
  await expect(ring(area, 1).getByTestId("reach-sms")).toHaveText("0");
  await expect(ring(area, 2)).toHaveAttribute("data-status", "scheduled");
  await expect(ring(area, 2)).toContainText("16 km");
  await expectNoSeriousA11yViolations(page);

  await area.getByRole("button", { name: "Expand now" }).click();
  await expect(toast(page)).toContainText("Area expanded");
  await expect(ring(area, 2)).toHaveAttribute("data-status", "done");
  await expect(ring(area, 2)).toContainText("Expanded by staff");
  await expect(ring(area, 2).getByTestId("reach-sms")).toHaveText("1");
  await expect(ring(area, 2).getByTestId("reach-email")).toHaveText("0");
  await expect(ring(area, 2).getByTestId("reach-total")).toHaveText("1");
  await expect(area.getByTestId("next-step")).toContainText("the area grows to 32 km");
  await expect(map).toHaveAttribute("data-circle-count", "3");

  // The public page says it in plain words, from the server's first answer.
  const id = Number(
    ((await (await api.get("/api/admin/alerts")).json()) as Array<{ id: number; name: string }>).find(
      (a) => a.name === name,
    )!.id,
  );
  // The server renders a public page as a stranger sees it, whoever asks.
  const html = await (await api.get(`/alert/${id}`)).text();
  expect(html.replace(/<[^>]+>/g, "")).toMatch(
    /Alerting people within 16 km of Mahdia Market, Mahdia, Potaro-Siparuni; the area grows every/,
  );
});

test("pause, resume and a confirmed stop; the area is usable on a 390 px phone", async ({ browser }) => {
  const name = await reportInMahdia();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await unlock(page);
  await page.getByPlaceholder("Search reports or sightings...").fill(name);
  await page
    .getByTestId("pending-alert")
    .filter({ hasText: name })
    .getByRole("button", { name: "Verify & Send Alert" })
    .click();
  await expect(toast(page)).toContainText("Alert verified");

  const area = await openArea(page, name);
  // Every part within the screen: no sideways scrolling, each ring a card, the buttons reachable.
  await expect(area.getByTestId("map")).toBeVisible();
  for (const button of ["Expand now", "Pause growth", "Stop growth"]) {
    const b = await area.getByRole("button", { name: button }).boundingBox();
    expect(b && b.x + b.width, button).toBeLessThanOrEqual(390);
  }
  const first = await ring(area, 1).boundingBox();
  expect(first && first.x + first.width).toBeLessThanOrEqual(390);
  // Each count is labelled on the card (the table's headings are for screen readers there).
  const sms = ring(area, 1).getByTestId("reach-sms");
  await expect(sms).toBeVisible();
  expect(await sms.evaluate((el) => getComputedStyle(el, "::before").content)).toBe('"SMS"');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  await area.getByRole("button", { name: "Pause growth" }).click();
  await expect(area.getByTestId("area-state")).toHaveText("Growth paused");
  await expect(area.getByTestId("next-step")).toHaveText("No step is due while growth is paused.");
  await area.getByRole("button", { name: "Resume growth" }).click();
  await expect(area.getByTestId("area-state")).toHaveText("Growing");

  await area.getByRole("button", { name: "Stop growth" }).click();
  const confirm = page.getByRole("dialog", { name: "Stop the area's growth?" });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Stop growth" }).click();
  await expect(area.getByTestId("area-state")).toHaveText("Growth stopped");
  await expect(area.getByRole("button", { name: "Expand now" })).toBeDisabled();
  await context.close();
});

test("an admin approves at a level and reaches the area from the approved report", async ({ page }) => {
  const name = await reportInMahdia();
  await signIn(page, "/admin/dashboard");
  const row = page.getByTestId("report-row").filter({ hasText: name });
  await row.getByRole("button", { name: "Approve" }).click();
  const dialog = page.getByRole("dialog", { name: `Approve the alert for ${name}` });
  await dialog.getByRole("radio", { name: "Local" }).check();
  await dialog.getByRole("radio", { name: "In a vehicle" }).check();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Approve & Send Alert" }).click();
  await expect(toast(page)).toContainText(
    `Alert for ${name} has been approved and notifications will be sent`,
  );

  await page.getByRole("tab", { name: "Approved" }).click();
  const approved = page.getByTestId("report-row").filter({ hasText: name });
  await expect(approved.getByTestId("level-badge")).toHaveText("Alert level: Local");
  await approved.getByRole("link", { name: `Search area of the alert for ${name}` }).click();
  await expect(page).toHaveURL(/\/admin\/alerts\/\d+\/search-area$/);
  await expect(page.getByTestId("search-area-case")).toContainText(name);
  const area = page.getByTestId("search-area");
  // Local in a vehicle starts at 3 km (the settings' default).
  await expect(ring(area, 1)).toContainText("3 km");
  await expect(area.getByTestId("level-badge")).toHaveText("Alert level: Local");
  await expectNoSeriousA11yViolations(page);
});
