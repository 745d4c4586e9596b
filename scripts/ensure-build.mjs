// Builds what is missing or older than its sources, so that `npm start` on a fresh clone (or after
// a pull) runs the current code:
// - the client and its server-rendering bundle (dist/client, dist/ssr), from client/, shared/ and
//   vite.config.ts; not when CLIENT_DIR names another build (the server serves that one);
// - the compiled server and its commands (dist/server), from server/src and shared/.
// `node scripts/ensure-build.mjs [--server]`: with --server, only the server (npm run admin, seed,
// backup, restore need no client). A release shipped without its sources (dist/ and this script,
// with package.json, the lock and drizzle/) runs the build it brought.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";

// .env as the server reads it (CLIENT_DIR; the build inherits the site's name).
try {
  process.loadEnvFile();
} catch (error) {
  if (error.code !== "ENOENT") throw error;
}

/** The newest modification time of the files under `path` (0 when it does not exist). */
function newestMtime(path, skip = () => false) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name), skip));
  }
  return newest;
}

const isTest = (name) => /\.test(-helpers)?\.tsx?$/.test(name);

const serverCommands = existsSync("server/src/cli")
  ? readdirSync("server/src/cli")
      .filter((file) => file.endsWith(".ts") && !isTest(file))
      .map((file) => `dist/server/${file.replace(/\.ts$/, ".js")}`)
  : [];

// dist/ssr's file is SERVER_RENDERING_ENTRY (shared/server-rendering.ts), spelled out here.
const parts = {
  client: {
    outputs: ["dist/client/index.html", "dist/ssr/entry-server.mjs"],
    sources: ["client", "shared", "vite.config.ts"],
  },
  server: {
    outputs: ["dist/server/main.js", ...serverCommands],
    sources: ["server/src", "shared", "scripts/build-server.mjs"],
  },
};

const serverOnly = process.argv.includes("--server");
// A CLIENT_DIR other than dist/client is a build of the operator's own: dist/ is not served then.
const ownClient = process.env.CLIENT_DIR && resolve(process.env.CLIENT_DIR) !== resolve("dist/client");
const wanted = serverOnly || ownClient ? ["server"] : ["client", "server"];

const require = createRequire(import.meta.url);
const installed = (pkg) => {
  try {
    require.resolve(`${pkg}/package.json`);
    return true;
  } catch {
    return false;
  }
};

for (const name of wanted) {
  const part = parts[name];
  const sources = Math.max(...part.sources.map((source) => newestMtime(source, isTest)));
  const missing = part.outputs.filter((output) => !existsSync(output));
  const stale = part.outputs.some((output) => existsSync(output) && statSync(output).mtimeMs < sources);
  if (missing.length === 0 && !stale) continue;
  // A production install (npm ci --omit=dev) has no build tools: it runs what was built before.
  const tool = name === "client" ? "vite" : "esbuild";
  if (!installed(tool)) {
    if (missing.length > 0) {
      console.error(
        `The ${name} is not built (${missing.join(", ")}) and the build tools are not installed: ` +
          "run `npm ci` (with the dev dependencies) and `npm run build`, or copy a build into dist/.",
      );
      process.exit(1);
    }
    console.warn(`The ${name}'s build is older than its sources; without the build tools, it runs as built.`);
    continue;
  }
  // On stderr, the build's output too: what a command prints (a new password) stays alone on stdout.
  console.error(`Building the ${name}...`);
  const stdio = ["ignore", process.stderr, process.stderr];
  if (name === "client") {
    execFileSync("npm", ["run", "--silent", "build:client"], { stdio });
  } else {
    execFileSync(process.execPath, ["scripts/build-server.mjs"], { stdio });
  }
}
