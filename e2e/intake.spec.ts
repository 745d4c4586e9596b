import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { newContext } from "./browser-context";
import { adminApi, expectNoSeriousA11yViolations, newModerator, toast } from "./staff-helpers";

// The report form's intake questions, end to end: a parent answers them on a phone; the moderator
// sees every answer and the "Police confirmation required" flag, and cannot verify the report;
// a police liaison confirms it in one step; then it is verified and its public page says
// "Police-confirmed" and shows the vehicle, but no staff-only answer.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const MEDICAL = "Type 1 diabetes, insulin every morning";
const WITH = "Her uncle Dev, in a silver car";

let api: APIRequestContext;
let moderator: { code: string };
let police: { username: string; password: string };

test.beforeAll(async () => {
  api = await adminApi();
  moderator = await newModerator(api);
  const username = `police-${process.pid}-${Date.now() % 100_000}`;
  const created = await api.post("/api/admin/staff", { data: { username, role: "police" } });
  expect(created.status(), await created.text()).toBe(201);
  police = { username, password: ((await created.json()) as { password: string }).password };
});
test.afterAll(async () => {
  await api.dispose();
});

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A parent reports on a 390 px phone, answering the intake questions; returns the report's id. */
async function reportOnPhone(browser: Browser, name: string): Promise<number> {
  const context = await newContext(browser, PHONE);
  const page = await context.newPage();
  await page.goto("/report");
  await page.getByLabel("Full Name").fill(name);
  await page.getByRole("spinbutton", { name: "Age" }).fill("8");
  await page.getByLabel("Physical Description").fill("Slim, about 4 ft, black hair in two puffs.");
  await page.getByLabel("Clothing Last Worn").fill("Yellow T-shirt, blue shorts, pink slippers.");
  const address = page.getByRole("combobox", { name: /Last Known Location/ });
  await address.focus();
  await expect(address).toBeEnabled();
  await address.fill("Bourda Market, Georgetown");
  const lastSeen = new Date(Date.now() - 2 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  await page
    .getByLabel("Date and Time Last Seen")
    .fill(
      `${lastSeen.getFullYear()}-${pad(lastSeen.getMonth() + 1)}-${pad(lastSeen.getDate())}T${pad(lastSeen.getHours())}:${pad(lastSeen.getMinutes())}`,
    );
  await page.getByLabel("Your Name").fill("Indira Ramsaroop");
  await page.getByLabel("Relationship to Missing Person").fill("Mother");
  await page.getByLabel("Phone Number").fill("+592 622 1111");
  await page.getByLabel("Email Address").fill("indira.ramsaroop@example.gy");

  const questions = page.getByRole("group", { name: "A few questions that help us respond" });
  await expect(questions).toBeVisible();
  await questions.getByLabel("Medical needs or medication").fill(MEDICAL);
  await questions
    .getByRole("group", { name: "Do they need medication?" })
    .getByLabel("Yes", { exact: true })
    .check();
  await questions.getByLabel(/^Water/).check();
  await questions
    .getByRole("group", { name: "Have they gone missing before?" })
    .getByLabel("No", { exact: true })
    .check();
  await questions.getByLabel("Who were they last seen with?").fill(WITH);
  await questions.getByLabel("Make and model").fill("Toyota Allion");
  await questions.getByLabel("Colour").fill("silver");
  await questions.getByLabel("Number plate").fill("PXX 4321");
  await questions
    .getByRole("group", { name: "Is there a custody or protection order about them?" })
    .getByLabel("Yes", { exact: true })
    .check();
  await questions
    .getByRole("group", { name: "Are you their legal guardian?" })
    .getByLabel("Yes", { exact: true })
    .check();
  const policeReport = questions.getByRole("group", { name: "Have you reported this to the police?" });
  await policeReport.getByLabel("Yes", { exact: true }).check();
  await questions.getByLabel("Police station").fill("Brickdam");
  await questions.getByLabel("Incident number").fill("GPF-2026-0412");
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(/I confirm that the information/).check();

  const response = page.waitForResponse(
    (r) => r.url().endsWith("/api/alerts") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit Report" }).click();
  const sent = (await response).request().postDataJSON();
  expect(sent.intake).toMatchObject({
    medicalNeeds: MEDICAL,
    needsMedication: "yes",
    nearWater: true,
    custodyOrder: "yes",
    legalGuardian: "yes",
    policeStation: "Brickdam",
    vehiclePlate: "PXX 4321",
  });
  expect((await response).status()).toBe(201);
  const { id } = (await (await response).json()) as { id: number };
  await expect(page).toHaveURL(/\/active-alerts$/);
  await context.close();
  return id;
}

async function unlock(page: Page) {
  await page.goto("/verification");
  await page.getByLabel("Moderator Access Code").fill(moderator.code);
  await page.getByRole("button", { name: "Verify Access" }).click();
  await expect(page.getByRole("heading", { name: "Moderator Dashboard" })).toBeVisible();
}

test("a parent answers the intake questions on a phone; the moderator sees them and the police flag; the police confirm; the page says so", async ({
  browser,
}) => {
  const name = `Shanice Intake-${Date.now().toString(36)}`;
  const id = await reportOnPhone(browser, name);

  // The moderator: every answer, the flag, and a verification the server refuses.
  const staff = await newContext(browser, PHONE);
  const page = await staff.newPage();
  await unlock(page);
  await page.getByPlaceholder("Search reports or sightings...").fill(name);
  const card = page.getByTestId("pending-alert").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  const answers = card.getByRole("region", { name: "Intake answers" });
  await expect(answers).toContainText(`Medical needs or medication: ${MEDICAL}`);
  await expect(answers).toContainText("Last seen near: water");
  await expect(answers).toContainText(`Last seen with: ${WITH}`);
  await expect(answers).toContainText("Vehicle: Toyota Allion, silver, plate PXX 4321");
  await expect(answers).toContainText("Custody or protection order: Yes");
  await expect(answers).toContainText(
    "Reported to the police: Yes, station Brickdam, incident GPF-2026-0412",
  );
  const flag = card.getByTestId("police-confirmation-required");
  await expect(flag).toContainText("Police confirmation required");
  await expect(flag).toContainText("Custody or protection order");
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole("button", { name: "Verify & Send Alert" }).click();
  await expect(toast(page)).toContainText(
    "Police confirmation required before publishing: custody or protection order",
  );
  await expect(card).toHaveCount(1);

  // A police liaison signs in on the police screen and confirms the case in one step.
  const officer = await newContext(browser, PHONE);
  const policePage = await officer.newPage();
  await policePage.goto("/police");
  await policePage.getByLabel("Username").fill(police.username);
  await policePage.getByLabel("Password").fill(police.password);
  await policePage.getByRole("button", { name: "Sign In" }).click();
  const policeCase = policePage.getByRole("article", { name: `Case #${id}` });
  await expect(policeCase).toContainText(name);
  await expect(policeCase).not.toContainText(MEDICAL);
  await expect(policeCase.getByLabel("Police station")).toHaveValue("Brickdam");
  await expect(policeCase.getByLabel("Incident number")).toHaveValue("GPF-2026-0412");
  await policeCase.getByLabel("Officer's name and rank").fill("Cpl. R. Persaud");
  await noSidewaysScroll(policePage);
  await expectNoSeriousA11yViolations(policePage);
  await policeCase.getByRole("button", { name: "Confirm this case" }).click();
  await expect(toast(policePage)).toContainText(`Case #${id} is police-confirmed.`);
  await expect(policeCase).toHaveCount(0);
  await officer.close();

  // The moderator's card now shows the confirmation, and the verification goes through.
  await page.reload();
  await unlock(page);
  await page.getByPlaceholder("Search reports or sightings...").fill(name);
  await expect(card).toContainText(
    "Police-confirmed: Brickdam, incident GPF-2026-0412, officer Cpl. R. Persaud",
  );
  await expect(card.getByTestId("police-confirmation-required")).toHaveCount(0);
  await card.getByRole("button", { name: "Verify & Send Alert" }).click();
  await expect(toast(page)).toContainText("Alert verified");
  await staff.close();

  // The public page (server-rendered): Police-confirmed, the vehicle, "needs medication"; nothing staff-only.
  const visitor = await newContext(browser, PHONE);
  const publicPage = await visitor.newPage();
  const html = await (await publicPage.request.get(`/alert/${id}`)).text();
  expect(html).toContain("Police-confirmed");
  await publicPage.goto(`/alert/${id}`);
  await expect(publicPage.getByTestId("alert-police-confirmed")).toHaveText("Police-confirmed");
  await expect(publicPage.getByTestId("alert-vehicle")).toHaveText("Toyota Allion, silver, plate PXX 4321");
  await expect(publicPage.getByTestId("alert-needs-medication")).toContainText("Needs medication");
  const body = (await publicPage.locator("body").textContent()) ?? "";
  for (const secret of [MEDICAL, WITH, "GPF-2026-0412", "Brickdam", "Cpl. R. Persaud", "custody"])
    expect(body).not.toContain(secret);
  await visitor.close();
});
