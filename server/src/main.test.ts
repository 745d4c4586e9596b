import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { killLeftoverServers, type ServerProcess, startServerProcess } from "../test/fakes/server-process";
import { createTestDatabase } from "../test/harness";
import { openDatabase } from "./db/client";
import { alerts } from "./db/schema";

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  killLeftoverServers();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The server's health once it says it is serving (on a port of its own choosing). */
async function health(server: ServerProcess): Promise<unknown> {
  const port = await server.ready;
  return (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
}

async function stop(server: ServerProcess, signal: NodeJS.Signals): Promise<number | null> {
  server.child.kill(signal);
  return (await server.exited).code;
}

describe("the server process", () => {
  it("migrates, loads demo data, shuts down cleanly on SIGTERM and keeps its data across a restart", async () => {
    let env: Record<string, string>;
    let open: () => ReturnType<typeof openDatabase>;
    if (inject("dbDriver") === "pglite") {
      const dataDir = mkdtempSync(join(tmpdir(), "alerts-main-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir, DEMO_DATA: "true", DISPATCHER_ENABLED: "true" };
      open = () => openDatabase({ dataDir });
    } else {
      const database = await createTestDatabase();
      await database.close();
      cleanups.push(() => database.destroy().catch(() => {}));
      env = { DATABASE_URL: database.url!, DEMO_DATA: "true", DISPATCHER_ENABLED: "true" };
      open = () => openDatabase({ databaseUrl: database.url! });
    }

    const first = startServerProcess(env);
    expect(await health(first)).toMatchObject({ status: "ok" });
    expect(await stop(first, "SIGTERM")).toBe(0);

    const readCount = async () => {
      const database = await open();
      const [row] = await database.db.select({ n: count() }).from(alerts);
      await database.close();
      return row!.n;
    };
    const seeded = await readCount();
    expect(seeded).toBeGreaterThan(0);

    const second = startServerProcess(env);
    await health(second);
    // A server that has only started and served loads no image library (server/src/images.ts).
    expect(readFileSync(`/proc/${second.child.pid}/maps`, "utf8")).not.toContain("libvips");
    expect(await stop(second, "SIGINT")).toBe(0);
    expect(await readCount()).toBe(seeded);
  }, 120_000);

  it("reads .env from its working directory, and a variable set in the environment wins over it", async () => {
    const workDir = mkdtempSync(join(tmpdir(), "alerts-env-file-"));
    cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
    writeFileSync(
      join(workDir, ".env"),
      [
        "# as in .env.example",
        'SITE_BRAND_NAME="Brand From The Env File"',
        "SHUTDOWN_DRAIN_SECONDS=7",
        "",
      ].join("\n"),
    );
    let database: Record<string, string>;
    if (inject("dbDriver") === "pglite") {
      database = { DATA_DIR: join(workDir, "data") };
    } else {
      const scratch = await createTestDatabase();
      await scratch.close();
      cleanups.push(() => scratch.destroy().catch(() => {}));
      database = { DATABASE_URL: scratch.url! };
    }

    const server = startServerProcess({ ...database, SHUTDOWN_DRAIN_SECONDS: "3" }, { cwd: workDir });
    await server.ready;
    expect(server.logs.find((line) => line.msg.startsWith("serving "))!.msg).toMatch(
      /^serving Brand From The Env File on /,
    );
    server.child.kill("SIGTERM");
    expect(await server.waitForLog((line) => line.msg.startsWith("draining"))).toMatchObject({
      drainSeconds: 3,
    });
    expect((await server.exited).code).toBe(0);
  }, 120_000);
});
