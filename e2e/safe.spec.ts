import { expect, test } from "@playwright/test";
import { SAFE_REQUEST_RECEIVED } from "../shared/safe-requests";
import { createVerifiedAlert } from "./alerts-helpers";
import { newContext } from "./browser-context";
import { adminApi, expectNoSeriousA11yViolations, newModerator, toast } from "./staff-helpers";

// "I'm safe" on a phone (390 px), against the real server: the person an appeal is about opens
// its page, follows "Is this about you? Tell us you are safe", sends a message without saying
// where they are; a moderator confirms it from the dashboard's "I'm safe" tab, and the public
// page then says only that the appeal ended.

const PHONE = { width: 390, height: 844 };

test("a person tells us they are safe; a moderator confirms and the appeal ends", async ({ browser }) => {
  const api = await adminApi();
  const moderator = await newModerator(api);
  const name = "Rohan Safeandwell";
  const id = await createVerifiedAlert(api, { name, lastLocation: "Rose Hall, Berbice" });

  const person = await newContext(browser, { viewport: PHONE });
  const page = await person.newPage();
  await page.goto(`/alert/${id}`);
  await page.getByRole("link", { name: "Is this about you? Tell us you are safe" }).click();
  await expect(page).toHaveURL(new RegExp(`/safe\\?alert=${id}$`));
  await expect(page.getByTestId("safe-appeal")).toContainText(name);
  await page.getByLabel("A message for our staff (optional)").fill("I am fine and I left on my own.");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("safe-request-received")).toHaveText(SAFE_REQUEST_RECEIVED);

  const queue = await api.get("/api/safe-requests?status=pending");
  const items = ((await queue.json()) as { items: Array<{ alertId: number; message: string }> }).items;
  expect(items.find((r) => r.alertId === id)?.message).toBe("I am fine and I left on my own.");
  await api.dispose();

  const staff = await newContext(browser, { viewport: PHONE });
  const dashboard = await staff.newPage();
  await dashboard.goto("/verification");
  await dashboard.getByLabel("Moderator Access Code").fill(moderator.code);
  await dashboard.getByRole("button", { name: "Verify Access" }).click();
  await dashboard.getByRole("tab", { name: /I'm safe/ }).click();
  const request = dashboard.getByTestId("safe-request").filter({ hasText: name });
  await expect(request).toContainText("I am fine and I left on my own.");
  await request.getByLabel("How you checked (staff only)").fill("Spoke to him by phone.");
  await expectNoSeriousA11yViolations(dashboard);
  await request.getByRole("button", { name: "Confirm safe and close the case" }).click();
  await expect(toast(dashboard)).toContainText("Case closed: found safe");

  await page.goto(`/alert/${id}`);
  await expect(page.getByTestId("appeal-ended")).toContainText("This appeal has ended.");
  await expect(page.getByText(name)).toHaveCount(0);
  await staff.close();
  await person.close();
});
