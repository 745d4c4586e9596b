// Compiles the server (server/src/main.ts) and its commands (server/src/cli/*.ts) into one
// ES module each, dist/server/<name>.js with its source map, which production runs with plain
// node. The plain JavaScript packages are bundled in, so starting reads one file instead of
// finding and reading hundreds; the packages in EXTERNAL stay in node_modules, imported.
// `node scripts/build-server.mjs [outdir]` (default dist/server); part of `npm run build`.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { build } from "esbuild";

const outdir = resolve(process.argv[2] ?? "dist/server");
const commands = readdirSync("server/src/cli")
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => `server/src/cli/${file}`);

const EXTERNAL = [
  // Native and WebAssembly packages load files from their own folders.
  "@electric-sql/pglite",
  "@electric-sql/pglite/*",
  "@electric-sql/pglite-tools",
  "@electric-sql/pglite-tools/*",
  "@node-rs/argon2",
  "sharp",
  // Imported on first use, so not parsed at start (pg also names an optional native driver).
  "sharp-phash",
  "pdf-lib",
  "pg",
  // Its PostgreSQL driver is imported on first use; bundled, that part would be initialised
  // lazily, which breaks the import cycles between drizzle's own modules.
  "drizzle-orm",
  "drizzle-orm/*",
];

const result = await build({
  entryPoints: ["server/src/main.ts", ...commands],
  // Flat: every entry two folders below the project, as its source is (server/src/project-root.ts).
  entryNames: "[name]",
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: EXTERNAL,
  // The bundled CommonJS packages call require(), which an ES module lacks.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
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
