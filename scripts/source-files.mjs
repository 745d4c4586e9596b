// The walk the source checks share: every file below `dir` whose name `accept`s, skipping the
// folders named in `skipped`; a missing folder yields nothing.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** @param {string} dir @param {{ skipped: Set<string>, accept: (name: string) => boolean }} rules */
export function* sourceFiles(dir, rules) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOENT") return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!rules.skipped.has(entry.name)) yield* sourceFiles(path, rules);
    } else if (rules.accept(entry.name)) {
      yield path;
    }
  }
}
