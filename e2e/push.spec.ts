import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, expect, type Page, test } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../playwright.config";
import { FakeSmtp } from "../server/test/fakes/smtp";
import { LEAFLET_ATTRIBUTION, seriousViolations } from "./a11y";
import { newContext } from "./browser-context";
import { FakePushRegistration } from "./fake-push-registration";
import { chooseAddress, quietDemoPopup, startServerWithMail, unique } from "./subscribe-helpers";

// Issue 16, web push (decision 015), in Chromium: notification permission granted, the service
// worker running, a visitor ticks "Alerts on this phone" on the subscribe page and the browser
// really subscribes: pushManager.subscribe() with the site's VAPID key, through a local stand-in
// for the push service Chromium registers with (fake-push-registration.ts; this machine has no
// internet). Push needs a regular browser profile (an incognito-like context refuses it), so the
// journey runs in a persistent context. The subscription is stored with the person: their
// "manage my alerts" link (e-mailed when they subscribe again) shows alerts on this phone as on,
// and turning them off there removes it on both sides. The service worker's push handler is
// exercised for real too: DevTools delivers a push message and the notification is read back.

/** The service worker has installed and controls this page. */
async function controlledByServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", undefined, {
    timeout: 30_000,
  });
}

/** The push subscription this browser holds for the site, if any. */
function browserSubscription(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription())?.toJSON() ?? null;
  });
}

/** Fills and sends the subscribe form (push ticked or not) and waits for the thank-you. */
async function subscribeOnPage(page: Page, person: { name: string; email: string }, push: boolean) {
  await page.goto("/subscribe");
  await page.getByLabel("Full Name").fill(person.name);
  await page.getByLabel("Email Address").fill(person.email);
  await chooseAddress(page, "Robb", "Robb Street, Georgetown, Guyana");
  await page.getByLabel("I agree to receive emergency alerts about missing persons").check();
  if (push) {
    const box = page.getByLabel("Alerts on this phone");
    await box.check();
    // Permission is granted already: no refusal, the box stays ticked.
    await expect(page.getByText("Alerts on this phone are off")).toHaveCount(0);
    await expect(box).toBeChecked();
  }
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  const thanks = page.getByRole("dialog", { name: "Thank You for Subscribing!" });
  await expect(thanks).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Alerts on this phone could not be turned on")).toHaveCount(0);
  return thanks;
}

/**
 * The person's "manage my alerts" page: subscribing again with the e-mail on file sends them
 * the link (the only way to it before any alert), which opens here.
 */
async function openManagePage(
  page: Page,
  smtp: FakeSmtp,
  origin: string,
  person: { name: string; email: string },
) {
  await subscribeOnPage(page, person, false);
  await expect.poll(() => smtp.mailsTo(person.email).length, { timeout: 20_000 }).toBe(1);
  const link = /https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9_-]+/.exec(smtp.mailsTo(person.email)[0]!.text)?.[0];
  expect(link).toMatch(new RegExp(`^${origin}/unsubscribe/`));
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Manage My Alerts" })).toBeVisible();
}

test("alerts on this phone: the browser subscribes with the VAPID key from the form or the supporter pop-up, stored and can be turned off", async () => {
  test.setTimeout(180_000);
  const smtp = new FakeSmtp();
  await smtp.start();
  const registrar = new FakePushRegistration();
  await registrar.start();
  const server = await startServerWithMail(smtp).catch(async (error) => {
    await Promise.all([smtp.stop(), registrar.stop()]);
    throw error;
  });
  const profile = mkdtempSync(join(tmpdir(), "alerts-e2e-push-profile-"));
  const { origin } = server;
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...registrar.chromiumArgs()],
    baseURL: origin,
    serviceWorkers: "allow",
    viewport: { width: 390, height: 844 },
  });
  try {
    await context.grantPermissions(["notifications"], { origin });
    const page = context.pages()[0] ?? (await context.newPage());
    await quietDemoPopup(page);
    const posted: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/subscribers")
        posted.push(request.postDataJSON());
    });

    await page.goto("/subscribe");
    await controlledByServiceWorker(page);
    const id = unique();
    const person = { name: `Push Supporter ${id}`, email: `push.${id}@example.gy` };
    const thanks = await subscribeOnPage(page, person, true);

    // The browser registered with the push service for this site, with the site's VAPID key.
    const { publicKey } = (await (await page.request.get("/api/push/public-key")).json()) as {
      publicKey: string;
    };
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(registrar.registrations).toEqual([{ sender: publicKey, origin, token: expect.any(String) }]);
    const token = registrar.registrations[0]!.token;
    // The browser's own subscription (its endpoint carries the service's token, its keys are its
    // own) is what the form sent.
    const held = await browserSubscription(page);
    expect(held?.endpoint).toMatch(new RegExp(`^https://[^/]+/.*${token}$`));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      name: person.name,
      push: { endpoint: held!.endpoint, keys: { p256dh: held!.keys!.p256dh, auth: held!.keys!.auth } },
    });
    await thanks.getByRole("button", { name: "Close" }).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).first().click();

    // Stored with the person: on their manage page alerts on this phone are on.
    await openManagePage(page, smtp, origin, person);
    await expect(page.getByTestId("push-status")).toHaveText("On");

    // Turned off there: the server forgets it and so does this browser.
    await page.getByRole("button", { name: /Turn off/ }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Alerts on this phone are off" })).toBeVisible();
    await expect(page.getByTestId("push-status")).toHaveText("Off");
    await expect.poll(() => browserSubscription(page)).toBeNull();
    await page.reload();
    await expect(page.getByTestId("push-status")).toHaveText("Off");

    // Someone else subscribes on this phone without ticking the box: the supporter pop-up
    // offers alerts on this phone, and one tap subscribes the browser for their subscription.
    const other = { name: `Popup Supporter ${id}`, email: `popup.${id}@example.gy` };
    const otherThanks = await subscribeOnPage(page, other, false);
    await otherThanks.getByRole("button", { name: "Close" }).first().click();
    const popup = page.getByRole("dialog", { name: `Congratulations, ${other.name}!` });
    const offer = popup.getByRole("region", { name: "Alerts on this phone" });
    await offer.getByRole("button", { name: "Turn on alerts on this phone" }).click();
    await expect(offer.getByTestId("push-offer-on")).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => registrar.registrations.length).toBe(2);
    expect(registrar.registrations[1]).toMatchObject({ sender: publicKey, origin });
    expect((await browserSubscription(page))?.endpoint).toMatch(
      new RegExp(`${registrar.registrations[1]!.token}$`),
    );
    expect(await seriousViolations(page, { wcagOnly: true, exclude: LEAFLET_ATTRIBUTION })).toEqual([]);
    await popup.getByRole("button", { name: "Close" }).first().click();
    await openManagePage(page, smtp, origin, other);
    await expect(page.getByTestId("push-status")).toHaveText("On");
  } finally {
    await context.close();
    await Promise.all([server.stop(), smtp.stop(), registrar.stop()]);
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the service worker shows a pushed alert as a notification, and a repeat replaces it", async ({
  browser,
}) => {
  const context = await newContext(browser, { serviceWorkers: "allow" });
  await context.grantPermissions(["notifications"]);
  const page = await context.newPage();
  await quietDemoPopup(page);
  await page.goto("/");
  await controlledByServiceWorker(page);
  const origin = new URL(page.url()).origin;
  // The worker's push handler, for real: a push message delivered through DevTools.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.endsWith("/") && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const payload = {
    title: "MISSING: Aaliyah Persaud, age 9",
    body: "Last seen at Stabroek Market, Georgetown. Seen them? Call 911 or tap to report a sighting.",
    url: `${origin}/alert/1`,
    image: `${origin}/api/photos/demo`,
    tag: "alert-1",
    kind: "alert",
  };
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  const shown = async () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        image: (n as Notification & { image?: string }).image ?? null,
        url: (n.data as { url?: string } | null)?.url ?? null,
      }));
    });
  await expect.poll(shown).toHaveLength(1);
  expect((await shown())[0]).toEqual({
    title: payload.title,
    body: payload.body,
    tag: "alert-1",
    image: payload.image,
    url: payload.url,
  });
  // A repeat for the same alert replaces the notification rather than stacking.
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({ ...payload, title: "Closed: the alert for Aaliyah Persaud", kind: "resolved" }),
  });
  await expect
    .poll(async () => (await shown()).map((n) => n.title))
    .toEqual(["Closed: the alert for Aaliyah Persaud"]);
  await context.close();
});
