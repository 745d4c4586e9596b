import { expect, test } from "@playwright/test";

const headerLinks = [
  { name: "Home", path: "/" },
  { name: "Subscribe", path: "/subscribe" },
  { name: "Report Missing", path: "/report" },
  { name: "Active Alerts", path: "/active-alerts" },
  { name: "Community", path: "/community" },
];

test("desktop header links navigate and highlight the current route", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const link of headerLinks) {
    await nav.getByRole("link", { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(nav.getByRole("link", { name: link.name, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const others = headerLinks.filter((l) => l.name !== link.name);
    for (const other of others) {
      await expect(nav.getByRole("link", { name: other.name, exact: true })).not.toHaveAttribute(
        "aria-current",
        "page",
      );
    }
  }
});

test("mobile menu toggles, highlights the current route and closes when a link is chosen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  for (const link of headerLinks) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: link.name, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  }
});

test("footer shows its links, the emergency number, the year and the social icons", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  const footerNav = footer.getByRole("navigation", { name: "Footer" });
  const expected = ["Home", "Subscribe", "Report Missing Person", "Active Alerts"];
  await expect(footerNav.getByRole("link")).toHaveText(expected);
  await expect(footerNav.getByRole("link", { name: "Community" })).toHaveCount(0);
  await expect(footer.getByTestId("footer-emergency-phone")).toHaveText("911");
  await expect(footer.getByTestId("copyright")).toContainText(String(new Date().getFullYear()));
  for (const name of ["Facebook", "Twitter", "Instagram", "WhatsApp"]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await footerNav.getByRole("link", { name: "Report Missing Person" }).click();
  await expect(page).toHaveURL("/report");
});

test("an unknown path shows the not-found screen", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("/admin redirects to /admin/dashboard", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
