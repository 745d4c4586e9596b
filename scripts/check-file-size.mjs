// Fails (exit 1) naming every source file over the line limit, so no file grows past what one
// can read in a sitting. `node scripts/check-file-size.mjs [root]`; part of `npm run check`.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const MAX_LINES = 400;
const FOLDERS = ["server", "client", "shared", "bench", "scripts", "e2e"];
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;
const SKIPPED = new Set(["node_modules", "dist", "results", "test-results", "playwright-report"]);

function* sourceFiles(dir) {
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
      if (!SKIPPED.has(entry.name)) yield* sourceFiles(path);
    } else if (SOURCE.test(entry.name)) {
      yield path;
    }
  }
}

function lineCount(text) {
  if (text === "") return 0;
  const lines = text.split("\n").length;
  return text.endsWith("\n") ? lines - 1 : lines;
}

const root = process.argv[2] ?? ".";
const over = [];
for (const folder of FOLDERS) {
  for (const file of sourceFiles(join(root, folder))) {
    const lines = lineCount(readFileSync(file, "utf8"));
    if (lines > MAX_LINES) over.push({ file: relative(root, file), lines });
  }
}

if (over.length > 0) {
  over.sort((a, b) => b.lines - a.lines);
  console.error(`Files over ${MAX_LINES} lines (split them by topic):`);
  for (const { file, lines } of over) console.error(`  ${file}: ${lines} lines`);
  process.exit(1);
}
console.log(`file size: no source file over ${MAX_LINES} lines`);
