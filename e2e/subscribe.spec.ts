import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { FakeSmtp } from "../server/test/fakes/smtp";
import { LEAFLET_ATTRIBUTION, seriousViolations } from "./a11y";
import { newContext } from "./browser-context";
import { chooseAddress, quietDemoPopup, randomPhone, startServerWithMail, unique } from "./subscribe-helpers";

// The subscribe journey (issue 3): form, address with pin, photo, consent and WhatsApp rules,
// thank-you dialog, supporter pop-up (badge, sharing, nominate a friend), live count and list.
// Subscribing again with a contact on file (issue 12): the same thank-you, and the link sent
// to the contact on file opens "manage my alerts".

async function pngFile(width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#2f6f4f" } })
    .png()
    .toBuffer();
  return { name: "me.png", mimeType: "image/png", buffer };
}

/** The count below the form, which renders as the person scrolls towards it. */
async function currentCount(page: Page): Promise<number> {
  await expect(page.getByRole("button", { name: "Subscribe Now" })).toBeVisible();
  await page.mouse.wheel(0, 5000);
  const count = page.getByTestId("subscriber-count");
  await expect(count).toHaveText(/^\d[\d,]*$/);
  return Number((await count.textContent())!.replace(/,/g, ""));
}

test("subscribe with photo and a pinned address: thank-you, supporter pop-up, count rises, first in the list", async ({
  page,
  request,
}) => {
  await quietDemoPopup(page);
  await page.addInitScript(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = ((url: string) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    }) as typeof window.open;
  });
  const id = unique();
  const name = `Supporter ${id}`;
  const email = `supporter.${id}@example.gy`;

  await page.goto("/subscribe");
  const panel = page.getByRole("complementary", { name: "Why subscribe?" });
  for (const heading of ["Join the network", "Instant notifications", "Location-based alerts", "Community"]) {
    await expect(panel.getByRole("heading", { name: heading })).toBeVisible();
  }
  const before = await currentCount(page);

  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email Address").fill(email.toUpperCase());
  await page.getByLabel("Phone/WhatsApp Number").fill(randomPhone());
  await expect(page.getByText("Include your country code with a + prefix")).toBeVisible();

  // Address from the bundled gazetteer fills the pin; a tap on the map moves it.
  await chooseAddress(page, "Robb", "Robb Street, Georgetown, Guyana");
  const pin = page.getByTestId("subscribe-address-pin-status");
  await expect(pin).toHaveText(/Pin set at 6\.80950, -58\.15750/);
  await page.getByTestId("subscribe-address-map").click({ position: { x: 60, y: 60 } });
  await expect(pin).toHaveText(/Pin set at /);
  await expect(pin).not.toHaveText(/6\.80950, -58\.15750/);
  await expect(page.getByRole("combobox", { name: /Current Address/ })).toHaveValue(
    "Robb Street, Georgetown, Guyana",
  );

  // Photo: upload, remove, upload again (change).
  const photoInput = page.getByLabel("Profile Photo (optional)");
  await photoInput.setInputFiles(await pngFile(1600, 1200));
  const preview = page.getByTestId("subscribe-photo-preview");
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([
    800, 600,
  ]);
  expect(await preview.getAttribute("src")).toMatch(/^data:image\/jpeg;base64,/);
  await page.getByRole("button", { name: "Remove Photo" }).click();
  await expect(preview).toBeHidden();
  await expect(page.getByRole("button", { name: "Upload Photo" })).toBeVisible();
  await photoInput.setInputFiles(await pngFile(1200, 1600));
  await expect(preview).toBeVisible();
  await expect(page.getByRole("button", { name: "Change Photo" })).toBeVisible();

  await page.getByLabel("I agree to receive emergency alerts about missing persons").check();
  await page.getByLabel("Also receive alerts on WhatsApp").check();
  await expect(page.getByText(/you will be redirected to WhatsApp/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open WhatsApp now" })).toHaveAttribute(
    "href",
    "https://wa.me/5926000000?text=join",
  );

  // Slow the request down a little so the sending state can be seen.
  await page.route("**/api/subscribers", async (route) => {
    if (route.request().method() === "POST") {
      expect(route.request().postDataJSON()).not.toHaveProperty("agreeToReceive");
      await new Promise((r) => setTimeout(r, 600));
    }
    await route.continue();
  });
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();

  const thanks = page.getByRole("dialog", { name: "Thank You for Subscribing!" });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByTestId("thank-you-message")).toContainText(name);
  await expect(page.getByTestId("toast").filter({ hasText: "WhatsApp Setup" })).toContainText(
    "Opening WhatsApp with 'join' message. Click send to complete setup.",
  );
  expect(await page.evaluate(() => (window as unknown as { opened: string[] }).opened)).toEqual([
    "https://wa.me/5926000000?text=join",
  ]);
  expect(await page.evaluate(() => localStorage.getItem("whatsappOptIn"))).toBe("true");
  // The form (hidden from assistive technology behind the dialog) reset and the photo preview cleared.
  await expect(page.locator("#subscribe-name")).toHaveValue("");
  await expect(page.locator("#subscribe-email")).toHaveValue("");
  await expect(page.locator("#subscribe-address")).toHaveValue("");
  await expect(preview).toBeHidden();

  await thanks.getByRole("button", { name: "Close" }).first().click();
  const popup = page.getByRole("dialog", { name: `Congratulations, ${name}!` });
  await expect(popup).toBeVisible();

  // The badge is a PNG drawn in the browser, and downloads.
  const badge = popup.getByTestId("supporter-badge");
  await expect(badge).toBeVisible();
  expect(await badge.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    popup.getByRole("link", { name: "Download Badge" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^supporter-badge-supporter-.+\.png$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const png = await sharp(Buffer.concat(chunks)).metadata();
  expect(png.format).toBe("png");
  expect(png.width).toBe(600);

  for (const label of ["Facebook", "Twitter", "WhatsApp", "Text message"]) {
    await expect(popup.getByRole("link", { name: label })).toHaveAttribute("href", /^(https:|sms:)/);
  }

  // Nominate a friend: both fields required, the phone cleaned to digits and +.
  const send = popup.getByTestId("nominate-send");
  await send.click();
  const missing = page.getByTestId("toast").filter({ hasText: "Missing information" });
  await expect(missing).toContainText("Please enter both your friend's name and phone number.");
  await expect(page).toHaveURL("/subscribe");
  await popup.getByLabel("Friend's Name").fill("Jamal");
  await send.click();
  await expect(missing).toBeVisible();
  await popup.getByLabel("Friend's Phone Number").fill("+592 (611) 23-45");
  await expect(send).toHaveAttribute("href", /^sms:\+5926112345\?body=Hi%20Jamal%2C%20I%20just%20joined/);
  await popup.getByRole("button", { name: "Close" }).click();
  await expect(popup).toBeHidden();

  // The count rose by one and the new supporter is first, with the stored photo.
  await expect(page.getByTestId("subscriber-count")).toHaveText((before + 1).toLocaleString("en-US"));
  const first = page.getByTestId("recent-supporters").getByRole("listitem").first();
  await expect(first.getByTestId("supporter-name")).toHaveText(name);
  await expect(first).toContainText("Proud to help keep Guyana's children safe");
  const photoUrl = await first.locator("img").getAttribute("src");
  expect(photoUrl).toMatch(/^\/api\/photos\/[\w-]+$/);
  const stored = await sharp(await (await request.get(photoUrl!)).body()).metadata();
  expect(stored.format).toBe("jpeg");
  expect(stored.width).toBeLessThanOrEqual(800);
  expect(stored.exif).toBeUndefined();

  // The public list never carries the contact details or the street.
  const publicList = await (await request.get("/api/subscribers")).text();
  expect(publicList).toContain(name);
  expect(publicList.toLowerCase()).not.toContain(email.toLowerCase());
  expect(publicList).not.toContain("Robb Street");

  // And the home page shows it too.
  await page.goto("/");
  await expect(page.getByTestId("subscriber-count")).toHaveText((before + 1).toLocaleString("en-US"));
  await expect(page.getByTestId("supporter-name").first()).toHaveText(name);
});

test("subscribe and photo validation messages (spec section 5)", async ({ page }) => {
  await quietDemoPopup(page);
  await page.goto("/subscribe");
  await expect(page.getByRole("combobox", { name: /Current Address/ })).toBeEnabled();
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await expect(page.getByText("You must agree to receive alerts")).toBeVisible();
  const contact = page.getByText("At least one contact method (email or phone/WhatsApp) is required");
  await expect(contact).toBeVisible();
  // Shown on the e-mail field.
  await expect(page.getByLabel("Email Address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email Address")).toHaveAttribute(
    "aria-describedby",
    new RegExp((await contact.getAttribute("id"))!),
  );
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter your current address")).toBeVisible();

  // WhatsApp is disabled until a phone is entered.
  const whatsapp = page.getByLabel("Also receive alerts on WhatsApp");
  await expect(whatsapp).toBeDisabled();
  await page.getByLabel("Phone/WhatsApp Number").fill("+592 600 1234");
  await expect(whatsapp).toBeEnabled();
  await whatsapp.check();
  expect(await page.evaluate(() => localStorage.getItem("whatsappOptIn"))).toBe("true");
  await whatsapp.uncheck();
  await expect(
    page.getByTestId("toast").filter({ hasText: "WhatsApp Notifications Disabled" }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("whatsappOptIn"))).toBeNull();
  await page.getByLabel("Phone/WhatsApp Number").fill("");
  await expect(whatsapp).toBeDisabled();

  // Consent given and other fields filled: only the contact rule remains.
  await page.getByLabel("Full Name").fill("Valid Name");
  await chooseAddress(page, "Kitty", "Kitty, Georgetown, Guyana");
  await page.getByLabel("I agree to receive emergency alerts about missing persons").check();
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await expect(contact).toBeVisible();
  await expect(page.getByText("You must agree to receive alerts")).toBeHidden();
  await expect(page.getByText("Please enter your current address")).toBeHidden();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Photo rules: image type only; an unreadable image gives the processing error.
  const photoInput = page.getByLabel("Profile Photo (optional)");
  await photoInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  const invalidType = page.getByTestId("toast").filter({ hasText: "Invalid file type" });
  await expect(invalidType).toContainText("Please upload an image file (JPEG, PNG, etc.)");
  await photoInput.setInputFiles({
    name: "broken.png",
    mimeType: "image/png",
    buffer: Buffer.from("not really a png"),
  });
  const processing = page.getByTestId("toast").filter({ hasText: "Error processing image" });
  await expect(processing).toContainText("Please try again with a smaller image.");
  await expect(page.getByTestId("subscribe-photo-preview")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("subscribing works on a small screen", async ({ page }) => {
    await quietDemoPopup(page);
    const id = unique();
    await page.goto("/subscribe");
    await page.getByLabel("Full Name").fill(`Phone User ${id}`);
    await page.getByLabel("Email Address").fill(`phone.${id}@example.gy`);
    await chooseAddress(page, "Linden", "Linden, Upper Demerara-Berbice, Guyana");
    await expect(page.getByTestId("subscribe-address-pin-status")).toHaveText(/Pin set at /);
    await page.getByLabel("I agree to receive emergency alerts about missing persons").check();
    const submit = page.getByRole("button", { name: "Subscribe Now" });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    await submit.click();
    const thanks = page.getByRole("dialog", { name: "Thank You for Subscribing!" });
    await expect(thanks).toBeInViewport();
    await expect(thanks).toContainText(`Phone User ${id}`);
    const box = (await thanks.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("unsubscribe link: a wrong link says so; the pages have no serious accessibility violations", async ({
  browser,
}) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await quietDemoPopup(page);
  await page.goto("/subscribe");
  await expect(page.getByRole("combobox", { name: /Current Address/ })).toBeEnabled();
  await page.mouse.wheel(0, 5000);
  await expect(page.getByTestId("recent-supporters")).toBeVisible();
  expect(await seriousViolations(page, { wcagOnly: true, exclude: LEAFLET_ATTRIBUTION })).toEqual([]);

  await page.goto(`/unsubscribe/${"x".repeat(32)}`);
  await expect(page.getByRole("heading", { name: "Manage My Alerts" })).toBeVisible();
  await expect(page.getByText("This unsubscribe link is not valid")).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  expect(await seriousViolations(page, { wcagOnly: true, exclude: LEAFLET_ATTRIBUTION })).toEqual([]);
  await context.close();
});

test("subscribing again with an e-mail on file: the same thank-you, and the e-mailed link manages the alerts", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const smtp = new FakeSmtp();
  await smtp.start();
  const server = await startServerWithMail(smtp).catch(async (error) => {
    await smtp.stop();
    throw error;
  });
  try {
    const { origin } = server;
    const id = unique();
    const email = `manage.${id}@example.gy`;
    const first = await fetch(`${origin}/api/subscribers`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `Original ${id}`,
        email,
        phone: randomPhone(),
        location: "Kitty, Georgetown, Guyana",
        latitude: 6.8182,
        longitude: -58.1419,
        whatsappEnabled: true,
      }),
    });
    expect(first.status).toBe(201);

    const context = await newContext(browser, { baseURL: origin });
    const page = await context.newPage();
    await quietDemoPopup(page);

    // Someone subscribes again with that e-mail: the page behaves exactly as for anyone new.
    await page.goto("/subscribe");
    await page.getByLabel("Full Name").fill(`Someone Else ${id}`);
    await page.getByLabel("Email Address").fill(email);
    await chooseAddress(page, "Linden", "Linden, Upper Demerara-Berbice, Guyana");
    await page.getByLabel("I agree to receive emergency alerts about missing persons").check();
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    const thanks = page.getByRole("dialog", { name: "Thank You for Subscribing!" });
    await expect(thanks).toContainText(`Someone Else ${id}`);
    await thanks.getByRole("button", { name: "Close" }).first().click();

    // The person on file gets the link; nothing of the attempt is in it.
    await expect.poll(() => smtp.mailsTo(email).length, { timeout: 20_000 }).toBe(1);
    const mail = smtp.mailsTo(email)[0]!;
    expect(mail.text).toContain("Someone (maybe you) just tried to subscribe");
    expect(mail.text).not.toContain("Someone Else");
    const link = /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toMatch(new RegExp(`^${origin}/unsubscribe/`));

    // The link opens "manage my alerts": still the original subscription, contacts masked.
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Manage My Alerts" })).toBeVisible();
    await expect(page.getByTestId("subscription-Name")).toHaveText(`Original ${id}`);
    await expect(page.getByTestId("subscription-Area")).toHaveText("Georgetown, Guyana");
    await expect(page.getByTestId("subscription-E-mail")).toHaveText("m***@example.gy");
    await expect(page.getByTestId("subscription-WhatsApp")).toHaveText("On");
    expect(await seriousViolations(page, { wcagOnly: true, exclude: LEAFLET_ATTRIBUTION })).toEqual([]);

    // Change the WhatsApp choice, with the keyboard.
    const whatsapp = page.getByLabel("Receive alerts on WhatsApp");
    await expect(whatsapp).toBeChecked();
    await whatsapp.focus();
    await page.keyboard.press("Space");
    await expect(whatsapp).not.toBeChecked();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Changes saved" })).toBeVisible();
    await expect(page.getByTestId("subscription-WhatsApp")).toHaveText("Off");
    await page.reload();
    await expect(page.getByTestId("subscription-WhatsApp")).toHaveText("Off");
    await expect(page.getByLabel("Receive alerts on WhatsApp")).not.toBeChecked();
    await context.close();
  } finally {
    await server.stop();
    await smtp.stop();
  }
});
