// Fails (exit 1) naming every source file over the line limit, so no file grows past what one
// can read in a sitting. `node scripts/check-file-size.mjs [root]`; part of `npm run check`.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { sourceFiles } from "./source-files.mjs";

const MAX_LINES = 400;
const FOLDERS = ["server", "client", "shared", "bench", "scripts", "e2e"];
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;
const SKIPPED = new Set(["node_modules", "dist", "results", "test-results", "playwright-report"]);

function lineCount(text) {
  if (text === "") return 0;
  const lines = text.split("\n").length;
  return text.endsWith("\n") ? lines - 1 : lines;
}

const root = process.argv[2] ?? ".";
const over = [];
for (const folder of FOLDERS) {
  for (const file of sourceFiles(join(root, folder), {
    skipped: SKIPPED,
    accept: (name) => SOURCE.test(name),
  })) {
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
