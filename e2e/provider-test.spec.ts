import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, startServerProcess, stopChild } from "../server/test/fakes/server-process";
import { FakeSmsGateway } from "../server/test/fakes/sms-gateway";
import { expectNoSeriousA11yViolations } from "./staff-helpers";

// "Send a test message" in the admin settings (decision 022), in Chromium: a server of its own
// whose SMS goes through a local fake of the SMS gateway's phone (the shared e2e server logs
// its messages, which other journeys read); the admin types a number, the phone is asked to
// send the text, and the settings say when the test passed, or why it failed.

const PASSWORD = "provider-test-admin-password";

let gateway: FakeSmsGateway;
let origin: string;
let stop: () => Promise<void>;

test.beforeAll(async () => {
  gateway = new FakeSmsGateway([{ name: "gtt-1" }]);
  await gateway.start();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "alerts-e2e-providers-"));
  const server = startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    // The built client (dist/client, as npm start serves it), or the one this run built.
    CLIENT_DIR: process.env.CLIENT_DIR ?? "",
    BOOTSTRAP_ADMIN_USERNAME: "admin",
    BOOTSTRAP_ADMIN_PASSWORD: PASSWORD,
    ...gateway.env(),
  });
  stop = async () => {
    await stopChild(server.child, server.exited);
    rmSync(dataDir, { recursive: true, force: true });
  };
  await server.ready;
});
test.afterAll(async () => {
  await stop?.();
  await gateway?.stop();
});

test("the admin sends a test SMS from the settings and sees that it passed, or why it failed", async ({
  page,
}) => {
  await page.goto(`${origin}/admin/settings`);
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("tab", { name: "Providers" }).click();

  const sms = page.getByRole("region", { name: "SMS" });
  await expect(sms.getByText("Provider: SMS gateway (phones with local SIMs)")).toBeVisible();
  await expect(sms.getByTestId("provider-state-sms")).toHaveText("Not tested yet");
  // No mail server on this server: e-mail is only written to the log, and there is nothing to test.
  const email = page.getByRole("region", { name: "E-mail" });
  await expect(email.getByTestId("provider-state-email")).toHaveText(
    "Not configured (messages are written to the log)",
  );
  await expect(email.getByRole("button", { name: "Send a test message" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await sms.getByLabel("Phone number").fill("+592 600 1234");
  await sms.getByRole("button", { name: "Send a test message" }).click();
  await expect(sms.getByTestId("provider-state-sms")).toHaveText(
    /^Last test passed at \w+ \d{1,2}, \d{4} at /,
  );
  const phone = gateway.phone("gtt-1");
  expect(phone.texts.map((x) => x.to)).toEqual(["+5926001234"]);
  expect(phone.texts[0]?.text).toContain("this is a test message from the admin settings");

  // Kept on the server: the same state after a reload.
  await page.reload();
  await page.getByRole("tab", { name: "Providers" }).click();
  await expect(page.getByRole("region", { name: "SMS" }).getByTestId("provider-state-sms")).toHaveText(
    /^Last test passed at /,
  );

  // The phone refuses our credentials: the settings say so, in the phone's words.
  phone.decide = () => 401;
  const again = page.getByRole("region", { name: "SMS" });
  await again.getByLabel("Phone number").fill("+592 600 1234");
  await again.getByRole("button", { name: "Send a test message" }).click();
  await expect(again.getByTestId("provider-state-sms")).toHaveText(
    "Last test failed: phone gtt-1 answered 401: Unauthorized",
  );
  await expectNoSeriousA11yViolations(page);
});
