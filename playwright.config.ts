import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Runs in the runner and again in each worker; the env values set on the first run are
// inherited by the workers, so every process agrees on one port and one data directory.
function freePortSync(): string {
  // A port derived from the pid, below Linux's ephemeral range (32768-60999), from which the
  // kernel picks the local ports of outgoing connections: 20000-39999 reached into it, and a CI
  // run's server once found its port held by a connection (EADDRINUSE). The server itself fails
  // loudly if the port is taken.
  return String(20_000 + (process.pid % 12_000));
}
process.env.E2E_PORT ??= freePortSync();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "alerts-e2e-"));
// The first admin on the fresh e2e database gets this password, so journeys can act as staff
// (verify a report, see pending sightings) through the real API.
process.env.E2E_ADMIN_PASSWORD ??= "e2e-admin-password-not-secret";
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    // The offline service worker answers the app's requests once it controls a page, and
    // page.route() cannot intercept those: journeys run without it (contexts a spec makes itself
    // get it from e2e/browser-context.ts); e2e/offline.spec.ts allows it.
    serviceWorkers: "block",
    trace: "off",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // As production runs it: the compiled server with plain node (built first if its sources changed).
    command: "node scripts/ensure-build.mjs --server && exec node dist/server/main.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_DATA: "true",
      LOG_LEVEL: "warn",
      PUBLIC_URL: baseURL,
      NODE_ENV: "test",
      BOOTSTRAP_ADMIN_USERNAME: "admin",
      BOOTSTRAP_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      // Lets parallel runs each serve their own build (vite build --outDir <dir>).
      ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    },
  },
});
