// Builds the client when dist/client is missing or older than any client or shared source file,
// so `npm start` on a fresh clone (or after a pull) serves the current code.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const built = "dist/client/index.html";

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const sources = Math.max(newestMtime("client"), newestMtime("shared"), statSync("vite.config.ts").mtimeMs);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log("Building the client...");
  execSync("npx vite build", { stdio: "inherit" });
}
