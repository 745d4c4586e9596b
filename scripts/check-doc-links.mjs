// Fails (exit 1) naming every link in README.md and the Markdown under docs/ that points at a
// file or folder the repository does not have (a moved or renamed doc), or at a heading a
// Markdown file does not have (`file.md#heading`, `#heading`). Links to other sites and mail
// addresses are not followed; code is not read as links.
// `node scripts/check-doc-links.mjs [root]`; part of `npm run check`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

function* markdownFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(path);
    else if (entry.name.endsWith(".md")) yield path;
  }
}

/** Without fenced code blocks, whose lines are neither links nor headings. */
const withoutCodeBlocks = (markdown) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");

/** The anchors of a Markdown file's headings, as GitHub makes them (a repeated one gets -1, -2...). */
function headingAnchors(markdown) {
  const anchors = new Set();
  for (const [, heading] of withoutCodeBlocks(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Link targets of `[text](target)` and `[text]: target`, outside code blocks and code spans. */
function linkTargets(markdown) {
  const prose = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, "");
  const targets = [];
  for (const [, target] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(target);
  for (const [, target] of prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) targets.push(target);
  return targets;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

const root = process.argv[2] ?? ".";
const files = [
  join(root, "README.md"),
  ...(existsSync(join(root, "docs")) ? markdownFiles(join(root, "docs")) : []),
];
const broken = [];
for (const file of files) {
  if (!existsSync(file)) continue;
  for (const target of linkTargets(readFileSync(file, "utf8"))) {
    if (isExternal(target)) continue;
    const [pathPart, anchor] = target.replace(/\?[^#]*/, "").split("#");
    const path = decodeURIComponent(pathPart);
    const resolved = path === "" ? file : path.startsWith("/") ? join(root, path) : join(dirname(file), path);
    if (!existsSync(resolved)) {
      broken.push(`${relative(root, file)}: ${target} (no such file)`);
    } else if (
      anchor &&
      resolved.endsWith(".md") &&
      !headingAnchors(readFileSync(resolved, "utf8")).has(anchor)
    ) {
      broken.push(`${relative(root, file)}: ${target} (no such heading)`);
    }
  }
}

if (broken.length > 0) {
  console.error("Links to files or headings the repository does not have:");
  for (const line of broken) console.error(`  ${line}`);
  process.exit(1);
}
console.log("doc links: every link in README.md and docs/ points at a file (and heading) that exists");
