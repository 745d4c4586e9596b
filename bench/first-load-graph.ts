// Which built JavaScript files a page needs before it is interactive, worked out from the
// build's own files (pure functions; bench/first-load.ts reads the files and sizes them): the
// entry script of index.html, its modulepreload links, and every file those import statically,
// transitively. Dynamic import() (lazy routes, dialogs, maps) is not part of the first load.

/** The module scripts and modulepreload links of an HTML page, as written (e.g. /assets/index-x.js). */
export function htmlScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script/i.test(tag) && /\btype=["']?module\b/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload\b/i.test(tag);
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url && !found.includes(url)) found.push(url);
  }
  return found;
}

/**
 * The specifiers a (minified) ES module imports statically: `import ... from "x"`, `import "x"`,
 * `export ... from "x"`. `import("x")` is dynamic and left out.
 */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) {
    if (!found.includes(match[1]!)) found.push(match[1]!);
  }
  return found;
}

/** A relative specifier resolved against the importing file's path ("assets/a.js" + "./b.js"). */
export function resolveSpecifier(from: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier.replace(/^\//, "");
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

/**
 * Every file reachable from the roots through static imports, roots first, each once.
 * `importsOf` gives a file's static imports, already resolved to file paths.
 */
export function firstLoadFiles(roots: string[], importsOf: (file: string) => string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return [...seen];
}
