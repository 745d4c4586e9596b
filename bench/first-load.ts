// First-load JavaScript of / (issue 14: at most 100 kB gzip), in each language of the public
// pages: the client is built if it is stale (scripts/ensure-build.mjs), then the files / needs
// before it is interactive are found from dist/client/index.html through the static import graph
// (first-load-graph.ts), and each is sized gzipped as it travels (zlib default level, as Vite
// reports it). In Spanish or Portuguese the page also loads, before it is taken over, the texts of
// its first screen in that language (shared/i18n: one file per part and language, English in the
// code). 1 kB = 1000 bytes.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { firstScreenNamespaces, type Namespace, textsFileOf } from "@shared/i18n/catalog";
import { LANGUAGES } from "@shared/languages";
import { firstLoadFiles, htmlScripts, resolveSpecifier, staticImports } from "./first-load-graph";
import { judge } from "./harness";
import type { Reporter } from "./reporter";

const FIRST_LOAD_GOAL_KB = 100;
const CLIENT_DIR = "dist/client";

export function ensureClientBuilt(): void {
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
}

const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));

/** The built chunk of a part's texts in a language ("common.es-HASH.js"); Vite names it after its file. */
export function textsChunk(assets: readonly string[], namespace: Namespace, language: string): string {
  const name = `${textsFileOf(namespace)}.${language}-`;
  const found = assets.filter((file) => file.startsWith(name) && file.endsWith(".js"));
  if (found.length !== 1)
    throw new Error(`expected one built chunk for ${namespace}.${language}, found ${found.length}`);
  return `assets/${found[0]}`;
}

export async function firstLoadBench(out: Reporter): Promise<void> {
  ensureClientBuilt();
  const html = readFileSync(join(CLIENT_DIR, "index.html"), "utf8");
  const code = (file: string) => readFileSync(join(CLIENT_DIR, file), "utf8");
  const graph = (roots: string[]) =>
    firstLoadFiles(roots, (file) =>
      staticImports(code(file))
        .filter((specifier) => specifier.startsWith(".") || specifier.startsWith("/"))
        .map((specifier) => resolveSpecifier(file, specifier)),
    );
  const entryRoots = htmlScripts(html).map((url) => resolveSpecifier("index.html", url));
  const assets = readdirSync(join(CLIENT_DIR, "assets"));
  const gzipBytes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let bytes = gzipBytes.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(CLIENT_DIR, file))).length;
      gzipBytes.set(file, bytes);
    }
    return bytes;
  };

  const totals: Record<string, number> = {};
  for (const language of LANGUAGES) {
    const texts =
      language === "en" ? [] : firstScreenNamespaces("/").map((ns) => textsChunk(assets, ns, language));
    const files = graph([...entryRoots, ...texts]);
    // The total adds the exact byte counts, not the rounded kB.
    const total = kb(files.reduce((sum, file) => sum + sizeOf(file), 0));
    totals[language] = total;
    const chunks = files
      .map((file) => ({
        file,
        rawKb: kb(readFileSync(join(CLIENT_DIR, file)).length),
        gzipKb: kb(sizeOf(file)),
      }))
      .sort((a, b) => b.gzipKb - a.gzipKb);
    out.log(`  ${language}:`);
    for (const chunk of chunks)
      out.log(`  ${chunk.gzipKb.toFixed(1).padStart(6)} kB gzip  ${chunk.file} (${chunk.rawKb} kB raw)`);
    out.goal(
      judge(
        `first-load JavaScript of / in ${language} (entry, modulepreloads, their static imports${language === "en" ? "" : ", the first screen's texts"})`,
        total,
        "kB gzip",
        "<=",
        FIRST_LOAD_GOAL_KB,
      ),
      `${chunks.length} files`,
    );
    if (language === "en") out.detail("firstLoad", { totalGzipKb: total, chunks });
  }
  out.detail("firstLoadByLanguage", totals);
}
