import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { hasCluster } from "./pglite-init";
import { rowsOf } from "./sql-result";

const dataDir = mkdtempSync(join(tmpdir(), "pglite-init-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("a new embedded data folder", () => {
  it("is created and migrated by a child process, then opened with small shared buffers", async () => {
    expect(hasCluster(dataDir)).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      expect(hasCluster(dataDir)).toBe(true);
      // The tables exist before the server's own migrate() runs: the child applied them.
      const [count] = rowsOf<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from alerts`),
      );
      expect(count?.n).toBe(0);
      const [buffers] = rowsOf<{ shared_buffers: string }>(
        await database.db.execute(sql`show shared_buffers`),
      );
      expect(buffers?.shared_buffers).toBe("16MB");
    } finally {
      await database.close();
    }
    // Reopening an existing folder starts no child and keeps the data.
    const again = await openDatabase({ dataDir });
    await again.close();
  });
});
