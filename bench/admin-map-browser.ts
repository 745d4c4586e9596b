// npx tsx bench/admin-map-browser.ts [clientDir]: the admin map in Chromium with 50,000
// subscribers. Seeds a fresh embedded database, starts the real server on it serving the
// built client, signs in as admin, and measures how long /admin/dashboard takes until the
// map has drawn every point (data-marker-count), then how long switching the Display menu
// and the heatmap take. Build the client first: npx vite build --outDir <clientDir>.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { openDatabase } from "../server/src/db/client";
import { migrate } from "../server/src/db/migrate";
import { subscribers } from "../server/src/db/schema";

const N = 50_000;
const clientDir = process.argv[2] ?? "dist/client";
const dataDir = mkdtempSync(join(tmpdir(), "admin-map-bench-"));
const port = 20_000 + (process.pid % 20_000);
const base = `http://127.0.0.1:${port}`;
const password = "bench-admin-password-not-secret";

async function seed() {
  const database = await openDatabase({ dataDir });
  await migrate(database);
  const rows = Array.from({ length: N }, (_, i) => ({
    name: `Map Supporter ${i}`,
    email: `map.${i}@example.gy`,
    location: `Lot ${i}, Main Street, Georgetown, Guyana`,
    latitude: 6.0 + ((i * 7919) % 10_000) / 5_000,
    longitude: -59.5 + ((i * 104_729) % 10_000) / 6_000,
    unsubscribeToken: `map-browser-${i}`,
  }));
  for (let i = 0; i < rows.length; i += 5_000)
    await database.db.insert(subscribers).values(rows.slice(i, i + 5_000));
  await database.close();
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

async function main() {
  await seed();
  const server: ChildProcess = spawn("npx", ["tsx", "server/src/main.ts"], {
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_DATA: "false",
      LOG_LEVEL: "warn",
      PUBLIC_URL: base,
      CLIENT_DIR: clientDir,
      BOOTSTRAP_ADMIN_USERNAME: "admin",
      BOOTSTRAP_ADMIN_PASSWORD: password,
      DISPATCHER_ENABLED: "false",
    },
  });
  try {
    await waitFor(`${base}/api/health`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
    });
    const page = await browser.newPage();
    await page.request.post(`${base}/api/auth/login`, { data: { username: "admin", password } });
    const results: Record<string, number> = {};
    for (let run = 0; run < 3; run += 1) {
      const start = Date.now();
      await page.goto(`${base}/admin/dashboard`);
      await page.locator(`[data-testid="map"][data-marker-count="${N}"]`).waitFor({ timeout: 60_000 });
      await page.locator(".leaflet-container canvas").first().waitFor();
      // The page answers input again: a frame is rendered after the draw.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      results[`load run ${run + 1}`] = Date.now() - start;
    }
    let start = Date.now();
    await page.getByLabel("Display").selectOption({ label: "Missing Children Only" });
    await page.locator('[data-testid="map"][data-marker-count="0"]').waitFor();
    await page.getByLabel("Display").selectOption({ label: "Subscribers Only" });
    await page.locator(`[data-testid="map"][data-marker-count="${N}"]`).waitFor();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    results["display switch away and back"] = Date.now() - start;
    start = Date.now();
    await page.getByRole("switch", { name: "Heatmap" }).click();
    await page.locator('[data-testid="map"][data-map-mode="heat"]').waitFor();
    await page.locator(".leaflet-heatmap-layer").waitFor();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    results["heatmap on"] = Date.now() - start;
    for (const [name, ms] of Object.entries(results))
      console.log(`figure    admin map, ${N} subscribers, ${name}: ${ms} ms`);
    await browser.close();
  } finally {
    server.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
