// Shared by the subscribe journeys (subscribe.spec.ts): unique contacts, a quiet home page,
// the address picker, the accessibility check, and a second server whose e-mail can be read.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { freePort, startServerProcess, stopChild } from "../server/test/fakes/server-process";
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

/**
 * A second server for the journey that needs the e-mail a subscriber receives: the same app,
 * its own empty database, and a local SMTP server (server/test/fakes/smtp.ts) as its mail relay.
 */
export async function startServerWithMail(smtp: FakeSmtp) {
  // The e-mails carry PUBLIC_URL, so the port is chosen before the server starts.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "alerts-e2e-mail-"));
  const server = startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    CLIENT_DIR: "", // the built client (dist/client), as npm start serves it
    DISPATCHER_ENABLED: "true",
    ...smtp.env(),
  });
  const stop = async () => {
    await stopChild(server.child, server.exited);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await server.ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
