import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { adminApi, fillReportForm } from "./alerts-helpers";
import { newContext } from "./browser-context";

// An error answer from the server is the form's error, never "Saved on this phone": the phone
// was online and the server refused, so the report or sighting is not on its way. Only a request
// that got no answer at all is kept on the phone and sent when the connection returns. Each
// journey runs on a desktop screen and on a 390 px phone.

const screens = [
  { name: "desktop", options: {} },
  {
    name: "390 px phone",
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

const SERVER_ERROR = {
  status: 500,
  contentType: "application/json",
  body: '{"message":"Something went wrong"}',
};

async function open(browser: Browser, options: (typeof screens)[number]["options"]) {
  const context = await newContext(browser, options);
  // The home page's rotating demo popup stays out of the way.
  await context.addInitScript(() => {
    localStorage.setItem("dismissedDemoAlerts", JSON.stringify(["demo-1", "demo-2", "demo-3", "demo-4"]));
  });
  return { context, page: await context.newPage() };
}

/** Answers the page's POSTs to `path` with `answer` ("abort": no answer at all, as offline). */
async function answerPosts(page: Page, path: string, answer: typeof SERVER_ERROR | "abort") {
  await page.unroute(path);
  await page.route(path, (route) => {
    if (route.request().method() !== "POST") return route.continue();
    return answer === "abort" ? route.abort("internetdisconnected") : route.fulfill(answer);
  });
}

/** Nothing was kept on the phone, and nothing says so. */
async function expectNothingKept(page: Page) {
  await expect(page.getByText("Saved on this phone")).toHaveCount(0);
  await expect(page.getByText(/No connection/)).toHaveCount(0);
  await expect(page.getByTestId("outbox-status")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("offline-outbox:kept"))).toBeNull();
}

/** The connection drops and returns: the outbox hears `online` and sends what waits. */
async function reconnect(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await context.setOffline(false);
}

function countPosts(page: Page, path: string) {
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === path) posts.push(r.url());
  });
  return posts;
}

for (const screen of screens) {
  test(`report form (${screen.name}): a 500 shows 'Error submitting report' and keeps the typing; no answer keeps it on the phone`, async ({
    browser,
  }) => {
    const { context, page } = await open(browser, screen.options);
    const name = `Kemar Error-${Date.now().toString(36)}`;
    const posts = countPosts(page, "/api/alerts");
    await answerPosts(page, "**/api/alerts", SERVER_ERROR);
    await page.goto("/report");
    await fillReportForm(page, {
      name,
      age: "10",
      description: "Slim, about 4 ft 6 in, short black hair.",
      clothing: "Green school uniform, black shoes.",
      location: "Vreed-en-Hoop stelling",
      lastSeen: "2025-01-05T10:30",
      reporterName: "Marcia Error",
      relationship: "Aunt",
      phone: "+592 623 4567",
      email: "marcia.error@example.gy",
    });
    const submit = page.getByRole("button", { name: "Submit Report" });
    await submit.click();

    const toast = page.getByTestId("toast");
    await expect(toast.getByText("Error submitting report", { exact: true })).toBeVisible();
    await expect(toast.getByText("Something went wrong", { exact: true })).toBeVisible();
    await expectNothingKept(page);
    expect(posts).toHaveLength(1);
    // Still on the form, with everything typed, ready to send again.
    await expect(page).toHaveURL(/\/report$/);
    await expect(submit).toBeEnabled();
    await expect(page.getByLabel("Full Name")).toHaveValue(name);
    await expect(page.getByLabel("Physical Description")).toHaveValue(
      "Slim, about 4 ft 6 in, short black hair.",
    );
    await expect(page.getByRole("combobox", { name: /Last Known Location/ })).toHaveValue(
      "Vreed-en-Hoop stelling",
    );
    await expect(page.getByLabel("Phone Number")).toHaveValue("+592 623 4567");
    await expect(page.getByLabel(/I confirm that the information/)).toBeChecked();

    // The same report when the request gets no answer: kept on the phone, and said so.
    await answerPosts(page, "**/api/alerts", "abort");
    await submit.click();
    await expect(toast.getByText("Saved on this phone", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/active-alerts$/);
    const outbox = page.getByTestId("outbox-status");
    await expect(outbox).toContainText(`Your report about ${name} is saved on this phone`);

    // Sent once the connection returns, and stored once.
    await page.unroute("**/api/alerts");
    await reconnect(context, page);
    await expect(outbox).toContainText(`Sent: Your report about ${name} has reached us.`);
    const admin = await adminApi();
    const all = (await (await admin.get("/api/admin/alerts")).json()) as Array<{ name: string }>;
    expect(all.filter((a) => a.name === name)).toHaveLength(1);
    await admin.dispose();
    await context.close();
  });

  test(`home sighting dialog (${screen.name}): a 500 shows 'Error reporting sighting', stays open with the typing`, async ({
    browser,
  }) => {
    const { context, page } = await open(browser, screen.options);
    const posts = countPosts(page, "/api/sightings");
    await answerPosts(page, "**/api/sightings", SERVER_ERROR);
    await page.goto("/");
    await page.getByTestId("sample-alert").getByRole("button", { name: "Report a Sighting" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Your Name").fill("Dwayne Error");
    await dialog.getByLabel("Sighting Location").fill("Bourda Market, Regent Street");
    await dialog
      .getByLabel("Description of Sighting")
      .fill("Saw a child matching the description near the fruit stalls.");
    const submit = dialog.getByRole("button", { name: "Submit Sighting Report" });
    await submit.click();

    const toast = page.getByTestId("toast");
    await expect(toast.getByText("Error reporting sighting", { exact: true })).toBeVisible();
    await expect(
      toast.getByText("There was an error reporting the sighting. Please try again.", { exact: true }),
    ).toBeVisible();
    await expectNothingKept(page);
    expect(posts).toHaveLength(1);
    // The submitting state resets; the dialog stays open with what was typed.
    await expect(submit).toBeEnabled();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Your Name")).toHaveValue("Dwayne Error");
    await expect(dialog.getByLabel("Sighting Location")).toHaveValue("Bourda Market, Regent Street");
    await expect(dialog.getByLabel("Description of Sighting")).toHaveValue(
      "Saw a child matching the description near the fruit stalls.",
    );

    // No answer at all: kept on the phone.
    await answerPosts(page, "**/api/sightings", "abort");
    await submit.click();
    await expect(toast.getByText("Saved on this phone", { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("outbox-status")).toContainText(
      "Your sighting at Bourda Market, Regent Street is saved on this phone",
    );
    await context.close();
  });

  test(`alert page sighting form (${screen.name}): a 500 or 400 shows 'Error submitting sighting' with the server's message`, async ({
    browser,
  }) => {
    const { context, page } = await open(browser, screen.options);
    const description = `Girl in a navy uniform at the bus park ${Date.now().toString(36)}`;
    const posts = countPosts(page, "/api/sightings");
    await answerPosts(page, "**/api/sightings", SERVER_ERROR);
    await page.goto("/alert/1?report=sighting");
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Report a Sighting" }) });
    await form.getByLabel("Your Name").fill("Errol Error");
    await form.getByLabel("Contact Information").fill("+592 655 0202");
    const address = form.getByRole("combobox", { name: /Sighting Location/ });
    await expect(address).toBeEnabled();
    await address.fill("Parika Stelling bus park");
    await form.getByLabel("Description of Sighting").fill(description);
    const submit = form.getByRole("button", { name: "Submit Sighting Report" });
    await submit.click();

    const toast = page.getByTestId("toast");
    await expect(toast.getByText("Error submitting sighting", { exact: true })).toBeVisible();
    await expect(toast.getByText("Something went wrong", { exact: true })).toBeVisible();
    await expectNothingKept(page);
    await expect(submit).toBeEnabled();
    await expect(form.getByLabel("Your Name")).toHaveValue("Errol Error");
    await expect(form.getByLabel("Contact Information")).toHaveValue("+592 655 0202");
    await expect(address).toHaveValue("Parika Stelling bus park");
    await expect(form.getByLabel("Description of Sighting")).toHaveValue(description);

    // A refusal (4xx) too: the server's message, nothing kept.
    await answerPosts(page, "**/api/sightings", {
      status: 400,
      contentType: "application/json",
      body: '{"message":"sightingTime: The time of the sighting cannot be in the future"}',
    });
    await submit.click();
    await expect(
      toast.getByText("sightingTime: The time of the sighting cannot be in the future", { exact: true }),
    ).toBeVisible();
    await expect(toast.getByText("Error submitting sighting", { exact: true })).toBeVisible();
    await expectNothingKept(page);
    await expect(form.getByLabel("Description of Sighting")).toHaveValue(description);
    expect(posts).toHaveLength(2);

    // No answer at all: kept on the phone, then sent when the connection returns.
    await answerPosts(page, "**/api/sightings", "abort");
    await submit.click();
    await expect(toast.getByText("Saved on this phone", { exact: true })).toBeVisible();
    const outbox = page.getByTestId("outbox-status");
    await expect(outbox).toContainText("Your sighting at Parika Stelling bus park is saved on this phone");
    await page.unroute("**/api/sightings");
    await reconnect(context, page);
    await expect(outbox).toContainText("Sent: Your sighting at Parika Stelling bus park has reached us.");
    const admin = await adminApi();
    const sightings = (await (await admin.get("/api/alerts/1/sightings")).json()) as Array<{
      description: string;
    }>;
    expect(sightings.filter((s) => s.description === description)).toHaveLength(1);
    await admin.dispose();
    await context.close();
  });
}
