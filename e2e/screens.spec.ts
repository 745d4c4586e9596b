import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import type { CreateScreenResponse } from "../shared/screens";
import { newContext } from "./browser-context";
import { adminApi, expectNoSeriousA11yViolations, signIn } from "./staff-helpers";

// Alert screens at partners: the admin makes a screen link for a shop in Mabaruma (in Spanish)
// and sees it in the list, checking in once the screen opens it; a screen around Lethem shows
// only the alerts of its area, one after the other (the page's clock moved by Playwright, no real
// waiting); offline it goes on showing them with a note; turned off, its link stops answering.
// Screenshots go to test-results/screens/ for a person to look at (not committed).

const shot = (name: string) => `test-results/screens/${name}.png`;
const TV = { width: 1920, height: 1080 };
const LETHEM = { latitude: 3.3803, longitude: -59.7968 };
const GEORGETOWN = { latitude: 6.8066, longitude: -58.1625 };

/** A report through the public API, verified as Concern and shared widely; returns its id. */
async function widelySharedAlert(
  api: APIRequestContext,
  alert: { name: string; lastLocation: string; latitude: number; longitude: number; photoUrl?: string },
): Promise<number> {
  const res = await api.post("/api/alerts", {
    data: {
      photoUrl: "",
      ...alert,
      age: 10,
      description: "About 4 ft 6 in, slim, short black hair.",
      clothing: "White T-shirt and blue shorts.",
      lastSeen: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      circumstances: null,
      reporterName: "Test Reporter",
      reporterRelationship: "Aunt",
      reporterPhone: "+592 600 0000",
      reporterEmail: "reporter@example.gy",
      isActive: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const verified = await api.post(`/api/alerts/${id}/verify`, {
    data: { level: "concern", sharingPolicy: "share_widely" },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return id;
}

/** A plain portrait photo as a data URL, as the report form sends one. */
async function photoDataUrl(): Promise<string> {
  const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#7c3aed" } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/** The service worker has installed (precache complete) and controls this page. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, {
    timeout: 30_000,
  });
}

async function createScreen(api: APIRequestContext, body: object): Promise<CreateScreenResponse> {
  const res = await api.post("/api/admin/screens", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as CreateScreenResponse;
}

async function goOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

test("an admin makes a screen link, sees it in the list, and sees it check in", async ({ page, browser }) => {
  await signIn(page, "/admin/screens");
  await expect(page.getByRole("heading", { name: "Alert Screens" })).toBeVisible();
  await page.getByLabel("Partner and place").fill("Mabaruma market shop");
  await page.getByRole("combobox", { name: "Place" }).fill("Mabaruma");
  await page.getByRole("option").filter({ hasText: "Mabaruma" }).first().click();
  await page.getByLabel("Radius (km)").fill("5");
  await page.getByLabel("Language on the screen").selectOption("es");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create screen link" }).click();

  const link = page.getByRole("textbox", { name: "Screen link" });
  await expect(link).toHaveValue(/\/screen\/[A-Za-z0-9_-]{43}$/);
  const url = await link.inputValue();
  await expect(
    page.getByRole("img", { name: "QR code of the screen link for Mabaruma market shop" }),
  ).toBeVisible();
  await page.screenshot({ path: shot("admin-new-link"), fullPage: true });
  await page.getByRole("button", { name: "Done" }).click();

  const row = page.getByTestId("screen-row").filter({ hasText: "Mabaruma market shop" });
  await expect(row).toContainText("Within 5 km of Mabaruma");
  await expect(row).toContainText("Español");
  await expect(row).toContainText("On");
  await expect(row.getByTestId("screen-last-seen")).toHaveText("Never");
  await expectNoSeriousA11yViolations(page);

  // The shop opens its link: nothing is missing near Mabaruma, said in Spanish.
  const shop = await newContext(browser, { viewport: TV });
  const screen = await shop.newPage();
  await screen.goto(url);
  await expect(screen.getByTestId("screen-empty")).toHaveText(
    "No hay alertas activas en esta zona.Gracias por mantener esta pantalla encendida.",
  );
  await expect(screen.locator("html")).toHaveAttribute("lang", "es");
  await expect(screen.getByTestId("screen-call")).toHaveText("En caso de emergencia, llame al 911");
  await expectNoSeriousA11yViolations(screen);
  await screen.screenshot({ path: shot("empty-es") });
  await shop.close();

  await page.reload();
  await expect(row.getByTestId("screen-last-seen")).toHaveText("Last seen less than a minute ago");
  await page.screenshot({ path: shot("admin-list"), fullPage: true });
});

test("a screen shows its area's alerts in turn, keeps them offline, and stops when turned off", async ({
  browser,
}) => {
  const api = await adminApi();
  const first = "Keisha Lethemfirst";
  const second = "Marlon Lethemsecond";
  const outside = "Devon Georgetownonly";
  await widelySharedAlert(api, {
    name: first,
    lastLocation: "Lethem market, Lethem",
    ...LETHEM,
    photoUrl: await photoDataUrl(),
  });
  await widelySharedAlert(api, {
    name: second,
    lastLocation: "Takutu bridge, Lethem",
    latitude: LETHEM.latitude + 0.02,
    longitude: LETHEM.longitude + 0.02,
  });
  await widelySharedAlert(api, { name: outside, lastLocation: "Stabroek Market, Georgetown", ...GEORGETOWN });
  const created = await createScreen(api, {
    name: "Lethem bus company",
    language: "en",
    area: { ...LETHEM, radiusKm: 10 },
  });

  const context = await newContext(browser, { viewport: TV });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(created.url);
  const name = page.getByTestId("screen-name");
  await expect(name).toHaveText(new RegExp(`^(${first}|${second})$`));
  const shownFirst = (await name.textContent())!;
  const shownNext = shownFirst === first ? second : first;
  // Two alerts in the area: the one outside it is not among them.
  await expect(page.getByTestId("screen-position")).toHaveText(" · 1 of 2");
  await expect(page.getByText(outside)).toHaveCount(0);
  await expect(page.getByTestId("screen-call")).toHaveText("If you see this person, call 911");
  await expect(page.getByRole("img", { name: `QR code of the alert page for ${shownFirst}` })).toBeVisible();
  await expect(page.getByText("Missing person", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("alert-en") });

  await page.clock.runFor(15_000);
  await expect(name).toHaveText(shownNext);
  await expect(page.getByTestId("screen-position")).toHaveText(" · 2 of 2");
  const photo = page.getByRole("img", { name: `Photo of ${first}` });
  if (shownNext === first) await expect(photo).toBeVisible();
  else await expect(page.getByText("No photo", { exact: true })).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(name).toHaveText(shownFirst);

  // Offline: the next minute's question fails, and the screen goes on from its last copy.
  await goOffline(context, page, true);
  await page.clock.runFor(60_000);
  const note = page.getByTestId("screen-offline-note");
  await expect(note).toHaveText(
    /^Offline — showing alerts as of (\d{1,2} \p{L}+, )?\d{1,2}:\d{2}\s?(am|pm)$/iu,
  );
  await page.clock.runFor(15_000);
  const shownOffline = (await name.textContent())!;
  expect([first, second]).toContain(shownOffline);
  await page.clock.runFor(15_000);
  await expect(name).not.toHaveText(shownOffline);
  await expect(name).toHaveText(new RegExp(`^(${first}|${second})$`));
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("offline-en") });

  await goOffline(context, page, false);
  await page.clock.runFor(60_000);
  await expect(note).toHaveCount(0);

  // Turned off: its link answers nothing, and the screen says so at its next question.
  const off = await api.patch(`/api/admin/screens/${created.screen.id}`, { data: { enabled: false } });
  expect(off.status(), await off.text()).toBe(200);
  const token = created.url.split("/screen/")[1]!;
  expect((await api.get(`/api/screens/${token}/alerts`)).status()).toBe(404);
  await page.clock.runFor(60_000);
  await expect(page.getByTestId("screen-not-in-use")).toContainText("This screen link is not in use.");
  await expect(page.getByTestId("screen-name")).toHaveCount(0);
  await page.screenshot({ path: shot("turned-off-en") });
  await context.close();
  await api.dispose();
});

test("a screen switched on again without a connection shows its last copy, with the note", async ({
  browser,
}) => {
  const api = await adminApi();
  const bartica = { latitude: 6.4058, longitude: -58.6225 };
  await widelySharedAlert(api, {
    name: "Shondell Barticaonly",
    lastLocation: "Bartica stelling",
    ...bartica,
  });
  const created = await createScreen(api, {
    name: "Bartica secondary school",
    language: "pt",
    area: { ...bartica, radiusKm: 5 },
  });
  await api.dispose();

  const context = await newContext(browser, {
    viewport: { width: 1080, height: 1920 },
    serviceWorkers: "allow",
  });
  const page = await context.newPage();
  const name = page.getByTestId("screen-name");
  await page.goto(created.url);
  await expect(name).toHaveText("Shondell Barticaonly");
  await expect(page.getByText("Pessoa desaparecida", { exact: true })).toBeVisible();
  await controlledByServiceWorker(page);
  // What the worker keeps is what passes through it: open the page once more under it.
  await page.reload();
  await expect(name).toHaveText("Shondell Barticaonly");

  await goOffline(context, page, true);
  await page.reload();
  await expect(name).toHaveText("Shondell Barticaonly");
  await expect(page.getByTestId("screen-offline-note")).toHaveText(
    /^Sem conexão — mostrando os alertas (das|de \d{1,2} de \p{L}+, às) \d{1,2}:\d{2}$/u,
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: shot("offline-portrait-pt") });
  await context.close();
});
