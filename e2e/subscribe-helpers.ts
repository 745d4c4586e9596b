// Shared by the subscribe journeys (subscribe.spec.ts): unique contacts, a quiet home page,
// the address picker, the accessibility check, and a second server whose e-mail can be read.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { FakeSmtp } from "../server/test/fakes/smtp";

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
export const randomPhone = () => `+592 7${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

export async function quietDemoPopup(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem("dismissedDemoAlerts", JSON.stringify(["demo-1", "demo-2", "demo-3", "demo-4"]));
  });
}

export async function chooseAddress(page: Page, typed: string, suggestion: string) {
  const address = page.getByRole("combobox", { name: /Current Address/ });
  await expect(address).toBeEnabled(); // enabled once the map library has loaded
  await address.fill(typed);
  await page.getByRole("option", { name: suggestion }).click();
  await expect(address).toHaveValue(suggestion);
}

export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude(".leaflet-control-attribution")
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * A second server for the journey that needs the e-mail a subscriber receives: the same app,
 * its own empty database, and a local SMTP server (server/test/fakes/smtp.ts) as its mail relay.
 */
export async function startServerWithMail(smtp: FakeSmtp) {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "alerts-e2e-mail-"));
  const child: ChildProcess = spawn("node_modules/.bin/tsx", ["server/src/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      PUBLIC_URL: origin,
      NODE_ENV: "test",
      ...smtp.env(),
    },
    stdio: "ignore",
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: 90_000 })
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
