// Builds the client (and its server-rendering bundle) when dist/client or dist/ssr is missing or
// older than any client or shared source file, so `npm start` on a fresh clone (or after a pull)
// serves the current code (not when CLIENT_DIR names another build: the server serves that one).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";

// .env as the server reads it (CLIENT_DIR; the build inherits the site's name).
try {
  process.loadEnvFile();
} catch (error) {
  if (error.code !== "ENOENT") throw error;
}

// The second is SERVER_RENDERING_ENTRY (shared/server-rendering.ts) in dist/ssr.
const builds = ["dist/client/index.html", "dist/ssr/entry-server.cjs"];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const stale = () => {
  const sources = Math.max(newestMtime("client"), newestMtime("shared"), statSync("vite.config.ts").mtimeMs);
  return builds.some((built) => !existsSync(built) || statSync(built).mtimeMs < sources);
};
// A CLIENT_DIR other than dist/client is a build of the operator's own: dist/ is not served then.
const ownBuild = process.env.CLIENT_DIR && resolve(process.env.CLIENT_DIR) !== resolve("dist/client");
if (!ownBuild && stale()) {
  console.log("Building the client...");
  execSync("npm run build", { stdio: "inherit" });
}
