import { expect, test } from "@playwright/test";
import { ADMIN, adminApi, expectNoSeriousA11yViolations, newModerator } from "./staff-helpers";

test("/admin/dashboard is unreachable without signing in", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
  await expect(page.getByText("Missing Child Admin Panel")).toHaveCount(0);
  for (const path of ["/admin/reports", "/admin/settings"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
  }
  // The server refuses the data too, whatever the page shows.
  for (const url of ["/api/admin/subscribers", "/api/admin/alerts", "/api/alerts?verified=false"]) {
    expect((await page.request.get(url)).status(), url).toBe(401);
  }
  await expectNoSeriousA11yViolations(page);
});

test("admin sign-in and sign-out", async ({ page, context }) => {
  await page.goto("/admin/dashboard");
  await page.getByLabel("Username").fill(ADMIN.username);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password.");
  await expect(page.getByText("Missing Child Admin Panel")).toHaveCount(0);

  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Missing Child Admin Panel" })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ADMIN.username}`)).toBeVisible();

  // The session is an httpOnly, SameSite=Strict cookie that page scripts cannot read.
  const cookie = (await context.cookies()).find((c) => c.name === "staff_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("staff_session");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Missing Child Admin Panel" })).toBeVisible();
  expect((await page.request.get("/api/admin/subscribers")).status()).toBe(200);

  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
  await expect(page.getByText("Missing Child Admin Panel")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Sign In" })).toBeVisible();
  expect((await page.request.get("/api/admin/subscribers")).status()).toBe(401);
});

test("a moderator who signs in is told the admin pages are for admins", async ({ page }) => {
  const api = await adminApi();
  const moderator = await newModerator(api);
  await api.dispose();
  await page.goto("/admin/settings");
  await page.getByLabel("Username").fill(moderator.username);
  await page.getByLabel("Password").fill(moderator.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Admin access required" })).toBeVisible();
  expect((await page.request.get("/api/admin/subscribers")).status()).toBe(403);
  await expectNoSeriousA11yViolations(page);
});
