// `npm start` as a platform runs it: a SIGTERM, whether sent to npm or to the process npm
// started (Docker's PID 1, a process manager, a terminal's parent), reaches the server, which
// drains and stops within its drain time. A shell left between npm and node would die of the
// signal and leave the server running as an orphan, never drained.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { killLeftoverServers, startServerProcess } from "./fakes/server-process";
import { createTestDatabase } from "./harness";

const DRAIN_SECONDS = 5;
/** What main.ts allows for closing after the drain before it exits anyway. */
const CLOSE_ALLOWANCE_MS = 5_000;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  killLeftoverServers();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseEnv(): Promise<Record<string, string>> {
  if (inject("dbDriver") === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "alerts-npm-start-"));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return { DATA_DIR: dir };
  }
  const database = await createTestDatabase();
  await database.close();
  cleanups.push(() => database.destroy().catch(() => {}));
  return { DATABASE_URL: database.url! };
}

/** The processes `pid` started (Linux: the kernel lists them in /proc). */
function childrenOf(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Resolves true once `pid` has gone, false if it is still there at the deadline. */
async function goneWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

describe("npm start passes signals on", () => {
  it.each([
    ["the process npm started", "child"],
    ["npm itself", "npm"],
  ] as const)(
    "SIGTERM to %s drains and stops the server",
    async (_, target) => {
      const server = startServerProcess(
        { ...(await databaseEnv()), SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) },
        { npmStart: true },
      );
      await server.ready;
      const serverPid = Number(server.logs.find((line) => line.msg.startsWith("serving "))!.pid);
      // Whatever the outcome, no server outlives the test.
      cleanups.push(() => {
        if (isRunning(serverPid)) process.kill(serverPid, "SIGKILL");
      });

      const started = childrenOf(server.pid);
      expect(started).toHaveLength(1);
      process.kill(target === "npm" ? server.pid : started[0]!, "SIGTERM");

      expect(await goneWithin(serverPid, DRAIN_SECONDS * 1000 + CLOSE_ALLOWANCE_MS)).toBe(true);
      await server.exited;
      expect(server.logs.map((line) => line.msg)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^draining/), "stopped"]),
      );
    },
    180_000,
  );
});
