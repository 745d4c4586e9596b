import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { newContext } from "./browser-context";
import { adminApi, expectNoSeriousA11yViolations } from "./staff-helpers";

// A Ready card on a 390 px phone, with the service worker (the other journeys block it): a parent
// keeps a child's photo and description on the phone, the connection goes and comes back, and one
// tap fills the report form from the card; the report arrives pending, with the card's photo. A
// photo six months old asks to be renewed, and "Remove from this phone" removes the card for good.
// Screenshots go to test-results/ready-card/ for a person to look at (not committed).

const shot = (name: string) => `test-results/ready-card/${name}.png`;

async function phone(browser: import("@playwright/test").Browser) {
  const context = await newContext(browser, {
    serviceWorkers: "allow",
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, {
    timeout: 30_000,
  });
}

async function setOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

/** A photo of a child, as a file on the phone (a made-up picture: discs of colour). */
async function childPhoto(): Promise<Buffer> {
  const discs = [
    [120, 160, 110, "#f59e0b"],
    [420, 260, 150, "#0ea5e9"],
    [260, 560, 180, "#10b981"],
    [480, 640, 90, "#ef4444"],
  ]
    .map(([x, y, r, fill]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750"><rect width="600" height="750" fill="#334155"/>${discs}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

test("a parent saves a Ready card, goes offline and back, and files a report from it in one tap", async ({
  browser,
}) => {
  const { context, page } = await phone(browser);
  const name = `Keisha Ready ${Date.now().toString(36)}`;
  const cards = page.getByTestId("ready-card");

  await page.goto("/report");
  await controlledByServiceWorker(page);
  // Opened again through the worker, so that the phone keeps the page for offline use.
  await page.reload();

  await page.getByRole("button", { name: "Make a Ready card" }).click();
  const editor = page.getByRole("form", { name: "New Ready card" });
  await editor.locator("#ready-photo").setInputFiles({
    name: "keisha.jpg",
    mimeType: "image/jpeg",
    buffer: await childPhoto(),
  });
  await expect(editor.getByTestId("ready-photo-preview")).toBeVisible();
  await editor.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await editor.getByRole("spinbutton", { name: "Age", exact: true }).fill("7");
  await editor.getByLabel("Description").fill("Small for her age, about 3 ft 10 in, hair in two puffs.");
  await editor.getByLabel("Marks").fill("Birthmark on the right wrist; wears pink glasses.");
  await editor.getByRole("button", { name: "Save on this phone" }).click();
  await expect(cards.filter({ hasText: name })).toContainText("Age 7");
  await expect(cards.filter({ hasText: name })).not.toContainText("more than six months old");
  await page.screenshot({ path: shot("saved-390"), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // No connection: the page comes from the phone, and so does the card.
  await setOffline(context, page, true);
  await page.reload();
  await expect(cards.filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole("img", { name })).toBeVisible();
  await setOffline(context, page, false);

  // The emergency: one tap fills the form from the card.
  await cards.filter({ hasText: name }).getByRole("button", { name: "Report using this Ready card" }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue(name);
  await expect(page.getByRole("spinbutton", { name: "Age", exact: true })).toHaveValue("7");
  await expect(page.getByLabel("Physical Description")).toHaveValue(
    "Small for her age, about 3 ft 10 in, hair in two puffs.\nMarks: Birthmark on the right wrist; wears pink glasses.",
  );
  await expect(page.getByTestId("report-photo-preview")).toBeVisible();
  await page.screenshot({ path: shot("form-filled-390") });

  // The rest is typed.
  await page.getByLabel("Clothing Last Worn").fill("Yellow school uniform, black shoes.");
  const address = page.getByRole("combobox", { name: /Last Known Location/ });
  await expect(address).toBeEnabled();
  await address.fill("Kitty Market, Georgetown");
  await page.getByLabel("Date and Time Last Seen").fill("2025-01-05T10:30");
  await page.getByLabel("Your Name").fill("Joy Ready");
  await page.getByLabel("Relationship to Missing Person").fill("Mother");
  await page.getByLabel("Phone Number").fill("+592 612 0101");
  await page.getByLabel("Email Address").fill("joy.ready@example.gy");
  await page.getByLabel(/I confirm that the information/).check();
  const sent = page.waitForResponse(
    (r) => r.url().endsWith("/api/alerts") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit Report" }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByTestId("toast").getByText("Report submitted", { exact: true })).toBeVisible();

  const admin = await adminApi();
  const pending = (await (await admin.get("/api/alerts?verified=false&active=true")).json()) as Array<{
    name: string;
    age: number;
    status: string;
    description: string;
    photoUrl: string | null;
  }>;
  const arrived = pending.filter((alert) => alert.name === name);
  expect(arrived).toHaveLength(1);
  expect(arrived[0]).toMatchObject({ age: 7, status: "pending" });
  expect(arrived[0]!.description).toContain("Marks: Birthmark on the right wrist");
  expect(arrived[0]!.photoUrl).toMatch(/^\/api\/photos\//);
  await admin.dispose();
  await context.close();
});

test("an old photo asks to be renewed; 'Remove from this phone' removes the card for good", async ({
  browser,
}) => {
  const { context, page } = await phone(browser);
  await page.goto("/subscribe");
  // A card saved seven months ago, as the phone keeps it.
  await page.evaluate(async () => {
    const saved = new Date();
    saved.setMonth(saved.getMonth() - 7);
    const card = {
      id: "grandad",
      name: "Grandad Joseph",
      age: 81,
      description: "Tall, thin, grey beard.",
      marks: "Walks with a cane.",
      photo: "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
      photoSavedAt: saved.toISOString(),
      savedAt: saved.toISOString(),
    };
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open("ready-cards");
      open.onupgradeneeded = () => open.result.createObjectStore("cards");
      open.onsuccess = () => {
        const tx = open.result.transaction("cards", "readwrite");
        tx.objectStore("cards").put(card, card.id);
        tx.oncomplete = () => {
          open.result.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
      open.onerror = () => reject(open.error);
    });
  });
  await page.reload();
  const card = page.getByTestId("ready-card").filter({ hasText: "Grandad Joseph" });
  await expect(card).toContainText("This photo is more than six months old. Please add a recent one.");
  await expect(card.getByRole("button", { name: "Update photo" })).toBeVisible();
  await page.screenshot({ path: shot("renew-reminder-390"), fullPage: true });

  await card.getByRole("button", { name: "Remove from this phone" }).click();
  await card.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByTestId("ready-card")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Make a Ready card" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Make a Ready card" })).toBeVisible();
  await expect(page.getByTestId("ready-card")).toHaveCount(0);
  await context.close();
});
