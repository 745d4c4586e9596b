import { expect, test } from "@playwright/test";
import { newContext } from "./browser-context";
import { adminApi, expectNoSeriousA11yViolations } from "./staff-helpers";

// "Is this alert real?": the page at /verify/{code} as the server sends it (before any code runs)
// and as a phone uses it. A current appeal names itself and links its page; a closed case and a
// made-up code get the same sentence and nothing else.

interface StaffAlert {
  id: number;
  name: string;
  isVerified: boolean;
  isActive: boolean;
  verifyCode: string | null;
}

async function demoAlerts(): Promise<StaffAlert[]> {
  const admin = await adminApi();
  const res = await admin.get("/api/admin/alerts");
  expect(res.status()).toBe(200);
  const alerts = (await res.json()) as StaffAlert[];
  await admin.dispose();
  return alerts;
}

/** The answer's part of a page's HTML, as text. */
function answerText(html: string): string {
  const part = /data-testid="verify-answer"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? "";
  return part
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

test("the server-rendered /verify/{code} names a current appeal, and says the same of a closed or made-up code", async ({
  request,
}) => {
  const alerts = await demoAlerts();
  const current = alerts.find((a) => a.name === "Aaliyah Persaud")!;
  const closed = alerts.find((a) => a.isVerified && !a.isActive)!;
  expect(current.verifyCode).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
  expect(closed.verifyCode).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);

  const page = await request.get(`/verify/${current.verifyCode!.toLowerCase()}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(answerText(html)).toContain("This is a current appeal of ours.");
  expect(answerText(html)).toContain(`Code ${current.verifyCode} is our appeal for Aaliyah Persaud`);
  expect(html).toContain(`href="/alert/${current.id}"`);

  const answers = [];
  for (const code of [closed.verifyCode!, "ZZZZZZ", "NOT-A-CODE"]) {
    const res = await request.get(`/verify/${code}`);
    expect(res.status(), code).toBe(200);
    const body = await res.text();
    expect(body, code).not.toContain(closed.name);
    answers.push(answerText(body));
  }
  expect(answers).toEqual(Array(3).fill("This is not a current appeal of ours."));
});

test("on a phone, the alert page's verify line opens the answer, and another code can be checked", async ({
  browser,
}) => {
  const current = (await demoAlerts()).find((a) => a.name === "Aaliyah Persaud")!;
  const context = await newContext(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(`/alert/${current.id}`);
  const line = page.getByTestId("alert-verify-code");
  await expect(line).toContainText(`/verify — code ${current.verifyCode}`);
  await line.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/verify/${current.verifyCode}$`));
  await expect(page.getByTestId("verify-answer")).toContainText("This is a current appeal of ours.");
  await page.getByRole("link", { name: "See the official alert page" }).click();
  await expect(page.getByTestId("alert-name")).toHaveText("Aaliyah Persaud");

  await page.goto("/verify");
  await page.getByLabel("Code from the alert").fill("zz zz zz");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page).toHaveURL(/\/verify\/zz%20zz%20zz$/);
  await expect(page.getByTestId("verify-answer")).toHaveText("This is not a current appeal of ours.");
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
