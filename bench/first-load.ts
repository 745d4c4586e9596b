// First-load JavaScript of / (issue 14: at most 100 kB gzip): the client is built if it is
// stale (scripts/ensure-build.mjs), then the files / needs before it is interactive are found
// from dist/client/index.html through the static import graph (first-load-graph.ts), and each
// is sized gzipped as it travels (zlib default level, as Vite reports it). 1 kB = 1000 bytes.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadFiles, htmlScripts, resolveSpecifier, staticImports } from "./first-load-graph";
import { judge } from "./harness";
import type { Reporter } from "./reporter";

const FIRST_LOAD_GOAL_KB = 100;
const CLIENT_DIR = "dist/client";

export function ensureClientBuilt(): void {
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
}

const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));

export async function firstLoadBench(out: Reporter): Promise<void> {
  ensureClientBuilt();
  const html = readFileSync(join(CLIENT_DIR, "index.html"), "utf8");
  const roots = htmlScripts(html).map((url) => resolveSpecifier("index.html", url));
  const code = (file: string) => readFileSync(join(CLIENT_DIR, file), "utf8");
  const files = firstLoadFiles(roots, (file) =>
    staticImports(code(file))
      .filter((specifier) => specifier.startsWith(".") || specifier.startsWith("/"))
      .map((specifier) => resolveSpecifier(file, specifier)),
  );
  // Each file is read and gzipped once; the total adds the exact byte counts, not the rounded kB.
  const sized = files.map((file) => {
    const source = readFileSync(join(CLIENT_DIR, file));
    return { file, rawBytes: source.length, gzipBytes: gzipSync(source).length };
  });
  const chunks = sized
    .map(({ file, rawBytes, gzipBytes }) => ({ file, rawKb: kb(rawBytes), gzipKb: kb(gzipBytes) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const total = kb(sized.reduce((sum, chunk) => sum + chunk.gzipBytes, 0));
  for (const chunk of chunks)
    out.log(`  ${chunk.gzipKb.toFixed(1).padStart(6)} kB gzip  ${chunk.file} (${chunk.rawKb} kB raw)`);
  out.goal(
    judge(
      "first-load JavaScript of / (entry, modulepreloads and their static imports)",
      total,
      "kB gzip",
      "<=",
      FIRST_LOAD_GOAL_KB,
    ),
    `${chunks.length} files`,
  );
  out.detail("firstLoad", { totalGzipKb: total, chunks });
}
