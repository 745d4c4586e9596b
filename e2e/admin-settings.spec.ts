import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { ADMIN, adminApi, expectNoSeriousA11yViolations, reportAlert, signIn, toast } from "./staff-helpers";

// The admin settings screens, signed in as the first admin: notification settings saved on the
// server and used by the next distribution, and staff management.

let api: APIRequestContext;
test.beforeAll(async () => {
  api = await adminApi();
});
test.afterAll(async () => {
  await api.dispose();
});
test("settings: templates and geofencing saved on the server survive a reload; validation", async ({
  page,
}) => {
  await signIn(page, "/admin/settings");
  await expect(page.getByRole("heading", { name: "Admin Settings" })).toBeVisible();
  await expect(
    page.getByText("Placeholders: [Name], [Age], [Location], [Time], [Link], [Hotline]", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(
      "Placeholders: [Name], [Age], [Location], [Time], [Link], [Hotline], [Description], [PhotoUrl]",
    ),
  ).toBeVisible();
  const sms = page.getByLabel("SMS Template");
  await expect(sms).toBeEnabled();
  await page.getByRole("switch", { name: "Enabled" }).first().click();
  await expect(sms).toBeDisabled();
  await page.getByRole("switch", { name: "Enabled" }).first().click();
  const text = `E2E ALERT ${Date.now() % 100_000}: [Name], [Age], [Location]. Call [Hotline]. [Link]`;
  await sms.fill(text);
  await page.getByRole("switch", { name: "Enabled" }).nth(1).click();
  await expect(page.getByLabel("WhatsApp Template")).toBeDisabled();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page)).toContainText("Settings saved");
  await expect(toast(page)).toContainText("Your changes have been saved successfully.");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("tab", { name: "Geofencing & Alerts" }).click();
  await page.getByLabel("Default Alert Radius (miles)").fill("35");
  await page.getByLabel("High-Priority Radius (miles)").fill("120");
  await page.getByLabel("High-Priority Age Threshold").selectOption("10");
  await page.getByLabel("High-Priority Location Keywords").fill("river\nforest\nseawall");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page)).toContainText("Settings saved");

  await page.reload();
  await expect(page.getByLabel("SMS Template")).toHaveValue(text);
  await expect(page.getByLabel("WhatsApp Template")).toBeDisabled();
  await page.getByRole("tab", { name: "Geofencing & Alerts" }).click();
  await expect(page.getByLabel("Default Alert Radius (miles)")).toHaveValue("35");
  await expect(page.getByLabel("High-Priority Radius (miles)")).toHaveValue("120");
  await expect(page.getByLabel("High-Priority Age Threshold")).toHaveValue("10");
  await expect(page.getByLabel("High-Priority Location Keywords")).toHaveValue("river\nforest\nseawall");
  const saved = (await (await api.get("/api/admin/settings")).json()).notifications;
  expect(saved).toMatchObject({
    smsTemplate: text,
    sendWhatsApp: false,
    defaultRadius: 35,
    highPriorityRadius: 120,
  });

  // The next distribution follows the saved settings: SMS with the saved text, no WhatsApp.
  const nextId = await reportAlert(api, {
    name: `Template Child ${Date.now() % 100_000}`,
    lastLocation: "Stabroek Market, Georgetown",
    latitude: 6.8066,
    longitude: -58.1625,
  });
  expect((await api.post(`/api/admin/alerts/${nextId}/approve`)).status()).toBe(200);
  const distribution = (await (await api.get(`/api/admin/alerts/${nextId}/notifications`)).json()) as {
    counts: { channel: string; count: number }[];
  };
  const channels = new Set(distribution.counts.map((c) => c.channel));
  expect(channels.has("sms")).toBe(true);
  expect(channels.has("whatsapp")).toBe(false);
  const prefix = text.slice(0, text.indexOf(":"));
  await expect
    .poll(
      async () => {
        const sent = (await (await api.get(`/api/admin/alerts/${nextId}/notifications`)).json()) as {
          items: { channel: string; body: string | null }[];
        };
        return sent.items.filter(
          (i) => i.channel === "sms" && i.body?.startsWith(`${prefix}: Template Child`),
        ).length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  // Out of range: the server refuses, the spec's error toast shows and nothing changes.
  await page.getByLabel("Default Alert Radius (miles)").fill("201");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(toast(page)).toContainText("Error saving settings");
  await expect(page.getByRole("alert").filter({ hasText: "defaultRadius" })).toBeVisible();
  expect((await (await api.get("/api/admin/settings")).json()).notifications.defaultRadius).toBe(35);
  await expectNoSeriousA11yViolations(page);
});

test("admin users: add, edit role, reset password, issue code, delete; never the last admin", async ({
  page,
}) => {
  await signIn(page, "/admin/settings");
  await page.getByRole("tab", { name: "Admin Users" }).click();
  await expect(page.getByTestId("staff-row").filter({ hasText: ADMIN.username }).first()).toContainText(
    "Administrator",
  );
  const username = `coord-${Date.now() % 100_000}`;
  await page.getByRole("button", { name: "Add Admin User" }).click();
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.gy`);
  await page.getByRole("button", { name: "Add User" }).click();
  const password = await page.getByTestId("secret").textContent();
  expect(password?.length).toBeGreaterThanOrEqual(12);
  await page.getByRole("button", { name: "Done" }).click();
  const row = page.getByTestId("staff-row").filter({ hasText: username });
  await expect(row).toContainText("Moderator");
  await expect(row).toContainText(`${username}@example.gy`);

  await row.getByRole("button", { name: `Edit ${username}` }).click();
  await page.getByLabel("Role").selectOption("admin");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText("Administrator");
  await row.getByRole("button", { name: `Edit ${username}` }).click();
  await page.getByRole("button", { name: "Reset Password" }).click();
  const newPassword = await page.getByTestId("secret").textContent();
  expect(newPassword).not.toBe(password);
  // A separate cookie jar: signing in as them must not replace the page's own session.
  const other = await request.newContext({ baseURL });
  const login = await other.post("/api/auth/login", { data: { username, password: newPassword } });
  expect(login.status()).toBe(200);
  await other.dispose();
  await page.getByRole("button", { name: "Issue Moderator Code" }).click();
  await expect(page.getByText("Moderator access code (shown once; copy it now):")).toBeVisible();
  const code = (await page.getByTestId("secret").textContent())!;
  const gate = await request.newContext({ baseURL });
  expect((await gate.post("/api/moderation/unlock", { data: { code } })).status()).toBe(200);
  await page.getByRole("button", { name: "Revoke Code" }).click();
  await expect(toast(page)).toContainText("Code revoked");
  expect((await gate.post("/api/moderation/unlock", { data: { code } })).status()).toBe(401);
  await gate.dispose();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await row.getByRole("button", { name: `Delete ${username}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(row).toHaveCount(0);
  const staff = (await (await api.get("/api/admin/staff")).json()) as { username: string }[];
  expect(staff.map((s) => s.username)).not.toContain(username);

  // The first admin is the only admin left: deleting them is refused.
  const admins = staff.filter((s) => (s as { role?: string }).role === "admin");
  expect(admins.map((a) => a.username)).toEqual([ADMIN.username]);
  const self = page.getByTestId("staff-row").filter({ hasText: ADMIN.username }).first();
  await self.getByRole("button", { name: `Delete ${ADMIN.username}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toContainText("last admin");
});
