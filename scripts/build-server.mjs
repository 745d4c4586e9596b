// Compiles the server (server/src/main.ts) and its commands (server/src/cli/*.ts) into one
// ES module each, dist/server/<name>.js with its source map, which production runs with plain
// node. Packages stay in node_modules (imported, not copied in): the native and WebAssembly ones
// (sharp, argon2, PGlite, pg_dump) load files from their own folders.
// `node scripts/build-server.mjs [outdir]` (default dist/server); part of `npm run build`.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { build } from "esbuild";

const outdir = resolve(process.argv[2] ?? "dist/server");
const commands = readdirSync("server/src/cli")
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => `server/src/cli/${file}`);

const result = await build({
  entryPoints: ["server/src/main.ts", ...commands],
  // Flat: every entry two folders below the project, as its source is (server/src/project-root.ts).
  entryNames: "[name]",
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.server.json",
  sourcemap: true,
  write: false,
  logLevel: "warning",
});

// Each file is written beside its final name and renamed over it, so a server starting (or a
// second build running) meanwhile reads either the old file or the new one, never half of one.
mkdirSync(outdir, { recursive: true });
const written = new Set();
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
  written.add(basename(file.path));
}
// What an earlier build wrote for a command that no longer exists.
for (const name of readdirSync(outdir)) {
  if (/\.js(\.map)?$/.test(name) && !written.has(name)) rmSync(join(outdir, name), { force: true });
}
