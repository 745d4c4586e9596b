// Fails (exit 1) naming every decision record (docs/decisions/NNN-*.md, the template aside) that
// is not in the template's form or is too long to read in two minutes: a `# ` title, a `Date:`
// line, then exactly the sections `## Context`, `## Decision`, `## Consequences` in that order
// (`###` below them is free), at most MAX_WORDS words without the title, date and status lines.
// Each line of prose is held to the comment rules too (scripts/check-comments.mjs): no pointer
// outside the repository (design.md, the spec, issue numbers) and no measured figure, which
// belongs in the benchmark's output.
// `node scripts/check-decisions.mjs [root]`; part of `npm run check`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { reasonsFor } from "./check-comments.mjs";

export const MAX_WORDS = 550;
const SECTIONS = ["Context", "Decision", "Consequences"];
const RECORD = /^\d{3}-.+\.md$/;

/** Without fenced code blocks and HTML comments, which are neither headings nor prose. */
const withoutCode = (markdown) =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/<!--[\s\S]*?-->/g, "");

/** What is wrong with one record's Markdown, one sentence each; empty when nothing is. */
export function problems(markdown) {
  const found = [];
  const lines = withoutCode(markdown).split("\n");
  const title = lines.findIndex((line) => line.trim() !== "");
  if (title === -1 || !lines[title].startsWith("# ")) found.push("does not start with a `# ` title");
  const firstSection = lines.findIndex((line) => line.startsWith("## "));
  const head = lines.slice(0, firstSection === -1 ? lines.length : firstSection);
  if (!head.some((line) => /^Date: \d{4}-\d{2}-\d{2}/.test(line))) {
    found.push("has no `Date: YYYY-MM-DD` line before its first section");
  }
  const sections = lines.filter((line) => line.startsWith("## ")).map((line) => line.slice(3).trim());
  if (sections.join("|") !== SECTIONS.join("|")) {
    found.push(
      `has the sections [${sections.join(", ")}], not ${SECTIONS.map((s) => `## ${s}`).join(", ")} in that order`,
    );
  }
  const body = lines.filter((line, index) => index !== title && !/^(Date|Status):/.test(line));
  const words = body.join(" ").split(/\s+/).filter(Boolean).length;
  if (words > MAX_WORDS) found.push(`has ${words} words, more than ${MAX_WORDS}`);
  for (const line of body) {
    // A code span names a file or a setting (`e2e/x.spec.ts`), not a document or a figure.
    const reasons = reasonsFor(line.replace(/`[^`]*`/g, ""));
    if (reasons.length > 0) found.push(`${reasons.join("; ")}: ${line.trim()}`);
  }
  return found;
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const root = process.argv[2] ?? ".";
  const folder = join(root, "docs", "decisions");
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => RECORD.test(name) && !name.startsWith("000-"))
        .sort()
    : [];
  const flagged = [];
  for (const name of files) {
    const path = join(folder, name);
    for (const problem of problems(readFileSync(path, "utf8"))) {
      flagged.push(`  ${relative(root, path)}: ${problem}`);
    }
  }
  if (flagged.length > 0) {
    console.error("Decision records not in the template's form (docs/decisions/000-template.md):");
    for (const line of flagged) console.error(line);
    process.exit(1);
  }
  console.log(
    `decisions: ${files.length} records, each with Context, Decision and Consequences in at most ${MAX_WORDS} words`,
  );
}
