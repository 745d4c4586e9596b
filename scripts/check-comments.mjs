// Fails (exit 1) naming every comment line in production code that points outside the repository
// (design.md, spec.md, spec sections, issue numbers, the issue tracker) or carries a measured
// figure (a number with ms, s, MB, req/s, ×...). Such comments go stale where nobody sees them:
// knowledge still needed belongs in docs/, figures in the benchmark's output.
// Production code is server/src, client/src and shared, without tests and test helpers; tooling
// (scripts, bench, e2e) is left out, as there "spec" names a Playwright file and figures are
// what a benchmark prints. Comments come from the TypeScript parser, so text in strings,
// templates and JSX is never read as one.
// `node scripts/check-comments.mjs [root]`; part of `npm run check`.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { sourceFiles } from "./source-files.mjs";

const FOLDERS = ["server/src", "client/src", "shared"];
const SOURCE = /\.(ts|tsx|mts|cts|mjs|cjs|js|jsx)$/;
const STYLES = /\.css$/;
const NOT_PRODUCTION = /\.test\.[cm]?[jt]sx?$|\.test-helpers\.[cm]?[jt]sx?$|\.spec\.[cm]?[jt]sx?$/;
const SKIPPED = new Set(["node_modules", "dist", "test", "tests", "__tests__", "e2e", "bench"]);

const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
// A bare "s" counts only after a space ("10 s"), so plurals of numbers ("404s") are not figures.
const UNIT = String.raw`(?:ms|secs?|seconds?|[kKMG]i?B|req/s|msgs?/s|messages/s|(?<=\s)s)`;
/** Each rule: why a comment line is flagged, and the text that makes it so. */
export const RULES = [
  { reason: "refers to design.md", pattern: /\bdesign\.md\b/i },
  { reason: "refers to spec.md", pattern: /\bspec\.md\b/i },
  { reason: "refers to a section of a document outside the repository", pattern: /§/ },
  { reason: "refers to the spec", pattern: /\bspec(?:s|'s|ification)?\b/i },
  {
    reason: "refers to an issue number",
    pattern: /\b(?:issues?|PR|pull request)\s*#?\d+|(?:^|[\s(,])#\d+\b/i,
  },
  { reason: "links to the issue tracker", pattern: /\/(?:issues|pull)\/\d+/ },
  {
    reason: "carries a measured figure",
    pattern: new RegExp(String.raw`(?<![\w.])${NUMBER}\s?${UNIT}(?![\w/])|(?<![\w.])${NUMBER}(?:x\b|\s?×)`),
  },
];

/** Reasons `line`, one line of a comment, breaks the rules; empty when it breaks none. */
export function reasonsFor(line) {
  return RULES.filter((rule) => rule.pattern.test(line)).map((rule) => rule.reason);
}

/** The leaf tokens of a parsed file, in order, without descending into JSDoc (which is trivia). */
function tokens(sourceFile) {
  const leaves = [];
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(sourceFile);
    if (children.length === 0) leaves.push(node);
    else for (const child of children) visit(child);
  };
  visit(sourceFile);
  return leaves;
}

/** Comments as [start, end) offsets, found in the trivia between a file's tokens. */
function scriptComments(text, fileName) {
  const kind = /\.[cm]?jsx?$/.test(fileName)
    ? fileName.endsWith("x")
      ? ts.ScriptKind.JSX
      : ts.ScriptKind.JS
    : fileName.endsWith("x")
      ? ts.ScriptKind.TSX
      : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const comments = [];
  let at = 0;
  for (const token of tokens(sourceFile)) {
    // JSX text has no trivia: a `//` in it is shown on the page, not a comment.
    const start = token.kind === ts.SyntaxKind.JsxText ? token.pos : token.getStart(sourceFile);
    comments.push(...triviaComments(text, at, start));
    at = token.end;
  }
  return comments;
}

/** Comments in text[from, to), which holds only white space and comments (and a #! line). */
function triviaComments(text, from, to) {
  const found = [];
  let i = from;
  while (i < to) {
    if (text.startsWith("//", i) || (i === 0 && text.startsWith("#!"))) {
      const end = text.indexOf("\n", i);
      const stop = end === -1 || end > to ? to : end;
      found.push([i, stop]);
      i = stop;
    } else if (text.startsWith("/*", i)) {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 || end + 2 > to ? to : end + 2;
      found.push([i, stop]);
      i = stop;
    } else {
      i++;
    }
  }
  return found;
}

/** Block comments of a style sheet (strings holding comment markers are not expected there). */
function styleComments(text) {
  return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m.index + m[0].length]);
}

/** Every comment line of a file that breaks a rule: { line, text, reasons }. */
export function findings(text, fileName) {
  const comments = STYLES.test(fileName) ? styleComments(text) : scriptComments(text, fileName);
  const lineStarts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const lineOf = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const found = [];
  for (const [start, end] of comments) {
    const first = lineOf(start);
    text
      .slice(start, end)
      .split("\n")
      .forEach((line, index) => {
        const reasons = reasonsFor(line);
        if (reasons.length > 0) found.push({ line: first + index, text: line.trim(), reasons });
      });
  }
  return found;
}

const isMain = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (isMain) {
  const root = process.argv[2] ?? ".";
  const flagged = [];
  let files = 0;
  for (const folder of FOLDERS) {
    for (const file of sourceFiles(join(root, folder), {
      skipped: SKIPPED,
      accept: (name) => (SOURCE.test(name) || STYLES.test(name)) && !NOT_PRODUCTION.test(name),
    })) {
      files++;
      for (const finding of findings(readFileSync(file, "utf8"), file)) {
        flagged.push(
          `  ${relative(root, file)}:${finding.line}: ${finding.reasons.join("; ")}: ${finding.text}`,
        );
      }
    }
  }
  if (flagged.length > 0) {
    console.error("Comments pointing outside the repository or carrying a measured figure");
    console.error("(say why without them; bring needed knowledge into docs/):");
    for (const line of flagged) console.error(line);
    process.exit(1);
  }
  console.log(
    `comments: none of ${files} production files points outside the repository or carries a figure`,
  );
}
