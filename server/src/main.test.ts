import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../test/harness";
import { openDatabase } from "./db/client";
import { alerts } from "./db/schema";

const port = 30_000 + (process.pid % 5_000);
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: "ignore",
  });
}

async function waitForHealth(): Promise<unknown> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy");
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill(signal);
  });
}

describe("the server process", () => {
  it("migrates, loads demo data, shuts down cleanly on SIGTERM and keeps its data across a restart", async () => {
    let env: Record<string, string>;
    let open: () => ReturnType<typeof openDatabase>;
    if (inject("dbDriver") === "pglite") {
      const dataDir = mkdtempSync(join(tmpdir(), "alerts-main-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir, DEMO_DATA: "true" };
      open = () => openDatabase({ dataDir });
    } else {
      const database = await createTestDatabase();
      await database.close();
      cleanups.push(() => database.destroy().catch(() => {}));
      env = { DATABASE_URL: database.url!, DEMO_DATA: "true" };
      open = () => openDatabase({ databaseUrl: database.url! });
    }

    const first = startServer(env);
    expect(await waitForHealth()).toMatchObject({ status: "ok" });
    expect(await stop(first, "SIGTERM")).toBe(0);

    const readCount = async () => {
      const database = await open();
      const [row] = await database.db.select({ n: count() }).from(alerts);
      await database.close();
      return row!.n;
    };
    const seeded = await readCount();
    expect(seeded).toBeGreaterThan(0);

    const second = startServer(env);
    await waitForHealth();
    expect(await stop(second, "SIGINT")).toBe(0);
    expect(await readCount()).toBe(seeded);
  }, 120_000);
});
