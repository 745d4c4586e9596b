import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { migrate } from "../src/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    dbDriver: "pglite" | "postgres";
    /** pglite: path of a migrated data-directory dump; postgres: name of a migrated template database. */
    dbTemplate: string;
  }
}

// initdb takes ~5 s; loading a dump of an already-migrated database takes <1 s. So migrate
// once here and let each test file start its own in-memory database from the dump.
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "alerts-pglite-"));
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("dbDriver", "pglite");
  project.provide("dbTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
