import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { createVerifiedAlert, fillReportForm } from "./alerts-helpers";
import { newContext } from "./browser-context";
import { adminApi, expectNoSeriousA11yViolations } from "./staff-helpers";

// Issue 14, offline: on a 390 px phone with the service worker (the other journeys block it),
// alerts read online stay readable offline under an "Offline: last updated X ago" banner; a
// sighting submitted offline waits on the phone ("will be sent when you are back online") and
// arrives once when the connection returns; a report whose answer is lost on the way back is
// sent again with the same Idempotency-Key and stored once.
// Screenshots go to test-results/offline/ for a person to look at (not committed).

const shot = (name: string) => `test-results/offline/${name}.png`;

async function phoneWithServiceWorker(browser: import("@playwright/test").Browser) {
  const context = await newContext(browser, {
    serviceWorkers: "allow",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

/** The service worker has installed (precache complete) and controls this page. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, {
    timeout: 30_000,
  });
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test("alerts read online stay readable offline; a sighting sent offline arrives once", async ({
  browser,
}) => {
  const { context, page } = await phoneWithServiceWorker(browser);
  const cards = page.getByTestId("alert-card");
  const banner = page.getByTestId("offline-banner");
  const outbox = page.getByTestId("outbox-status");

  await page.goto("/active-alerts");
  await expect(cards.first()).toBeVisible();
  await controlledByServiceWorker(page);
  // What the worker keeps is what passes through it: read the list and the alert again.
  await page.reload();
  await expect(cards.filter({ hasText: "Aaliyah Persaud" })).toBeVisible();
  await page.goto("/alert/1");
  await expect(page.getByTestId("alert-name")).toHaveText("Aaliyah Persaud");
  await page.getByRole("tab", { name: "Sightings" }).click();
  await expect(page.getByTestId("sighting-card").filter({ hasText: "Avenue of the Republic" })).toBeVisible();
  await expect(banner).toHaveText("");

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByTestId("alert-name")).toHaveText("Aaliyah Persaud");
  await expect(page.getByTestId("alert-location")).toHaveText("Stabroek Market, Water Street, Georgetown");
  await expect(banner).toHaveText(/^Offline: last updated (less than a minute|1 minute) ago$/);
  await page.getByRole("tab", { name: "Sightings" }).click();
  await expect(page.getByTestId("sighting-card").filter({ hasText: "Avenue of the Republic" })).toBeVisible();

  await page.goto("/active-alerts");
  await expect(cards.filter({ hasText: "Aaliyah Persaud" })).toBeVisible();
  await expect(banner).toHaveText(/^Offline: last updated (less than a minute|1 minute) ago$/);
  const bannerBox = (await banner.boundingBox())!;
  expect(bannerBox.width).toBeLessThanOrEqual(390);
  await expect(banner).toBeInViewport();
  await page.screenshot({ path: shot("offline-banner-active-alerts-390") });
  await expectNoSeriousA11yViolations(page);

  // A sighting without a connection: kept on the phone, and said so.
  const description = `Girl in a navy uniform at the bus park ${Date.now().toString(36)}`;
  await page.goto("/alert/1?report=sighting");
  const form = page.locator("form", { has: page.getByRole("heading", { name: "Report a Sighting" }) });
  await form.getByLabel("Your Name").fill("Offline Tester");
  await form.getByLabel("Contact Information").fill("+592 655 0101");
  const address = form.getByRole("combobox", { name: /Sighting Location/ });
  await expect(address).toBeEnabled();
  await address.fill("Parika Stelling bus park");
  await form.getByLabel("Description of Sighting").fill(description);
  await form.getByRole("button", { name: "Submit Sighting Report" }).click();
  await expect(page.getByTestId("toast").getByText("Saved on this phone", { exact: true })).toBeVisible();
  await expect(outbox).toContainText(
    "Your sighting at Parika Stelling bus park is saved on this phone and will be sent when you are back online.",
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot("sighting-waiting-390") });
  await expectNoSeriousA11yViolations(page);

  // Still waiting after a reload: it is on the phone, not in the page.
  await page.reload();
  await expect(outbox).toContainText("will be sent when you are back online");
  // The browser says offline, so the connection's return is an `online` event the outbox hears.
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  await context.setOffline(false);
  await expect(outbox).toContainText("Sent: Your sighting at Parika Stelling bus park has reached us.");
  await expect(outbox).not.toContainText("will be sent when you are back online");
  await expect(banner).toHaveText("");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot("sighting-sent-390") });

  const admin = await adminApi();
  const res = await admin.get("/api/alerts/1/sightings");
  expect(res.status()).toBe(200);
  const arrived = ((await res.json()) as Array<{ description: string; location: string }>).filter(
    (s) => s.description === description,
  );
  expect(arrived).toEqual([expect.objectContaining({ location: "Parika Stelling bus park" })]);
  await admin.dispose();
  await context.close();
});

test("a report whose answer is lost is sent again with its key and stored once", async ({ browser }) => {
  const { context, page } = await phoneWithServiceWorker(browser);
  const name = `Keisha Offline ${Date.now().toString(36)}`;
  let reachedServer = 0;
  // The server stores the report, but the answer never reaches the phone (the connection drops).
  await context.route("**/api/alerts", async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const answer = await route.fetch();
    expect(answer.status()).toBe(201);
    reachedServer += 1;
    return route.abort("internetdisconnected");
  });

  await page.goto("/report");
  await fillReportForm(page, {
    name,
    age: "8",
    description: "Small, about 4 ft, two plaits.",
    clothing: "Yellow dress, black slippers.",
    location: "Rosignol stelling, Berbice",
    lastSeen: "2025-01-05T10:30",
    reporterName: "Joy Offline",
    relationship: "Mother",
    phone: "+592 612 0000",
    email: "joy.offline@example.gy",
  });
  await page.getByRole("button", { name: "Submit Report" }).click();

  await expect(page.getByTestId("toast").getByText("Saved on this phone", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/active-alerts$/);
  const outbox = page.getByTestId("outbox-status");
  await expect(outbox).toContainText(`Your report about ${name} is saved on this phone`);
  expect(reachedServer).toBe(1);

  // The connection comes back: the outbox sends it again, with the same key.
  await context.unroute("**/api/alerts");
  const resend = page.waitForResponse(
    (r) => r.url().endsWith("/api/alerts") && r.request().method() === "POST",
  );
  await goOffline(context, page);
  await context.setOffline(false);
  const answer = await resend;
  expect(answer.status()).toBe(201);
  expect(answer.headers()["idempotent-replayed"]).toBe("true");
  await expect(outbox).toContainText(`Sent: Your report about ${name} has reached us.`);

  const admin = await adminApi();
  const all = (await (await admin.get("/api/admin/alerts")).json()) as Array<{ name: string }>;
  expect(all.filter((a) => a.name === name)).toHaveLength(1);
  await admin.dispose();
  await context.close();
});

test("an alert's photo seen online shows offline", async ({ browser }) => {
  const admin = await adminApi();
  const name = `Photo Offline ${Date.now().toString(36)}`;
  const photo = await sharp({ create: { width: 600, height: 750, channels: 3, background: "#7c3aed" } })
    .jpeg()
    .toBuffer();
  const id = await createVerifiedAlert(admin, {
    name,
    lastLocation: "Bartica stelling, Essequibo",
    photoUrl: `data:image/jpeg;base64,${photo.toString("base64")}`,
  });
  await admin.dispose();

  const { context, page } = await phoneWithServiceWorker(browser);
  const image = page.getByRole("img", { name });
  const loaded = () => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  await page.goto(`/alert/${id}`);
  await controlledByServiceWorker(page);
  await page.reload();
  await expect.poll(loaded).toBe(true);

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByTestId("alert-name")).toHaveText(name);
  await expect.poll(loaded).toBe(true);
  await context.close();
});

test("nothing a member of staff sees is kept on the phone", async ({ browser }) => {
  const { context, page } = await phoneWithServiceWorker(browser);
  // Signed in on this phone (the context's cookie jar is the page's).
  const login = await context.request.post("/api/auth/login", {
    data: { username: "admin", password: process.env.E2E_ADMIN_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await page.goto("/alert/1");
  await controlledByServiceWorker(page);
  await page.reload();
  // The staff view carries the reporter's e-mail; the public one does not.
  await expect(page.getByTestId("alert-name")).toHaveText("Aaliyah Persaud");
  await page.getByRole("tab", { name: "Sightings" }).click();
  await expect(page.getByTestId("sighting-card").filter({ hasText: "Camp Street" })).toBeVisible();
  await page.goto("/alert/7");
  await expect(page.getByTestId("alert-name")).toHaveText("Ravi Singh");

  const kept = await page.evaluate(async () => {
    const found: Array<{ cache: string; url: string; body: string }> = [];
    for (const name of await caches.keys()) {
      if (name.includes("precache")) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get("content-type") ?? "";
        found.push({
          cache: name,
          url: request.url,
          body: type.includes("json") ? await response!.text() : "",
        });
      }
    }
    return found;
  });
  expect(kept.filter((entry) => entry.cache === "alert-pages")).toEqual([]);
  for (const entry of kept) {
    expect(entry.body, entry.url).not.toContain("savitri.persaud@example.gy");
    expect(entry.body, entry.url).not.toContain("Camp Street");
    expect(entry.url).not.toMatch(/\/api\/alerts\/7\b/);
  }
  await context.close();
});
