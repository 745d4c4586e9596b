// One process per PGlite data folder (issue 12, item 6): a second server on the same DATA_DIR
// used to run beside the first and lose the writes it acknowledged. Now it refuses to start,
// naming the folder and the running pid; a lock left by a process that is gone is taken over;
// the lock goes on close, so a restart works. The suite's own test databases are in memory and
// take no lock.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, type LockOwner } from "../src/db/data-dir-lock";
import { alerts } from "../src/db/schema";
import { killLeftoverServers, startServerProcess } from "./fakes/server-process";
import { createTestDatabase } from "./harness";
import { validAlertInput } from "./helpers/alerts.test-helpers";

const dirs: string[] = [];
afterAll(() => {
  killLeftoverServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "alerts-lock-"));
  dirs.push(dir);
  return dir;
}

/** The pid of a process that has run and exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

function writeLock(dir: string, owner: Partial<LockOwner>): void {
  const base = { hostname: "elsewhere", bootId: null, startedAt: "2025-01-01T00:00:00.000Z", nonce: "old" };
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ ...base, ...owner }));
}

const stopped = (message: string) => (line: { msg: string }) => line.msg === message;

// PGlite only: vitest.config.ts leaves this file out of the PostgreSQL project.
describe("the PGlite data folder lock", () => {
  it("refuses a second server on the same DATA_DIR while the first keeps serving; released on close, so a restart works", async () => {
    const dataDir = tempDir();
    const first = startServerProcess({ DATA_DIR: dataDir });
    const port = await first.ready;
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8"))).toMatchObject({ pid: first.pid });

    const second = startServerProcess({ DATA_DIR: dataDir });
    const refused = await second.exited;
    expect(refused.code).not.toBe(0);
    expect(second.stderr()).toContain(`The data folder ${dataDir} is in use by process ${first.pid}`);
    expect(second.logs.some((line) => line.msg.startsWith("serving "))).toBe(false);

    // The first is untouched: it answers, and stores what it acknowledges.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const report = await fetch(`http://127.0.0.1:${port}/api/alerts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validAlertInput()),
    });
    expect(report.status).toBe(201);
    first.child.kill("SIGTERM");
    expect((await first.exited).code).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    const restarted = startServerProcess({ DATA_DIR: dataDir });
    await restarted.ready;
    restarted.child.kill("SIGINT");
    expect((await restarted.exited).code).toBe(0);
    expect(restarted.stderr()).not.toContain("Taking over");
    expect(restarted.logs.some(stopped("stopped"))).toBe(true);

    const database = await openDatabase({ dataDir });
    const [row] = await database.db.select({ n: count() }).from(alerts);
    await database.close();
    expect(row!.n).toBe(1);
  }, 180_000);

  it("takes over a lock whose process is gone, and says so", async () => {
    const dataDir = tempDir();
    const pid = await deadPid();
    const { hostname } = await import("node:os");
    writeLock(dataDir, { pid, hostname: hostname() });
    const server = startServerProcess({ DATA_DIR: dataDir });
    await server.ready;
    expect(server.stderr()).toContain(`Taking over the data folder ${dataDir}`);
    expect(server.stderr()).toContain(`process ${pid} is no longer running`);
    expect(JSON.parse(readFileSync(join(dataDir, LOCK_FILE), "utf8"))).toMatchObject({ pid: server.pid });
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  describe("in one process", () => {
    it("refuses a folder already open here; close releases it", async () => {
      const dataDir = tempDir();
      const database = await openDatabase({ dataDir });
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by process ${process.pid}`);
      await database.exec("select 1"); // the first is unharmed
      await database.close();
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      const again = await openDatabase({ dataDir });
      await again.close();
    }, 60_000);

    it("judges a lock left behind", async () => {
      const { hostname } = await import("node:os");
      const taken: string[] = [];
      const take = (dir: string) => acquireDataDirLock(dir, (message) => taken.push(message));

      // A live process on this machine holds it.
      const live = tempDir();
      writeLock(live, { pid: process.ppid, hostname: hostname() });
      expect(() => take(live)).toThrow(`in use by process ${process.ppid}`);

      // Our own pid, not held here: left by an earlier run that had the same pid (a container).
      const own = tempDir();
      writeLock(own, { pid: process.pid, hostname: hostname() });
      take(own).release();
      expect(taken.pop()).toContain("this process's own pid");

      // Written before the machine restarted.
      const bootId = existsSync("/proc/sys/kernel/random/boot_id");
      if (bootId) {
        const rebooted = tempDir();
        writeLock(rebooted, { pid: process.ppid, hostname: hostname(), bootId: "an-earlier-boot" });
        take(rebooted).release();
        expect(taken.pop()).toContain("restarted");
      }

      // Another host (a shared volume): held while its owner keeps it fresh, stale after a minute.
      const foreign = tempDir();
      writeLock(foreign, { pid: 1, hostname: "another-host" });
      expect(() => take(foreign)).toThrow("process 1 on host another-host");
      const old = new Date(Date.now() - 120_000);
      utimesSync(join(foreign, LOCK_FILE), old, old);
      take(foreign).release();
      expect(taken.pop()).toContain("not refreshed");

      // An empty file: another process creating it right now, or a crash long ago.
      const empty = tempDir();
      writeFileSync(join(empty, LOCK_FILE), "");
      expect(() => take(empty)).toThrow("another process that is opening it now");
      utimesSync(join(empty, LOCK_FILE), old, old);
      const lock = take(empty);
      expect(JSON.parse(readFileSync(lock.path, "utf8"))).toMatchObject({ pid: process.pid });
      lock.release();
      expect(existsSync(lock.path)).toBe(false);
    });

    it("leaves the suite's in-memory test databases alone (no folder, no lock)", async () => {
      const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
      await Promise.all([a.exec("select 1"), b.exec("select 1")]);
      await Promise.all([a.destroy(), b.destroy()]);
    }, 60_000);
  });
});
