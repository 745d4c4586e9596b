// npm run dev: the API server (restarting on change) and Vite's dev server with hot reload.
// Open http://localhost:5173; Vite proxies /api and /ws to the API server on :5000.
// Both run as node processes of their own (no npx, no shell between), so a SIGTERM or SIGINT
// here reaches them, and this process exits once both have stopped.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

// .env fills in what the environment leaves unset, for both children (Vite's proxy reads API_URL).
try {
  process.loadEnvFile();
} catch (error) {
  if (error.code !== "ENOENT") throw error;
}

/** The file a package's command runs (its package.json's bin). */
function bin(pkg, command) {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, "utf8"));
  return join(dirname(manifestPath), typeof bin === "string" ? bin : bin[command]);
}

const children = [
  spawn(process.execPath, [bin("tsx", "tsx"), "watch", "server/src/main.ts"], { stdio: "inherit" }),
  spawn(process.execPath, [bin("vite", "vite")], { stdio: "inherit" }),
];
const running = new Set(children);
let stopping = false;
let exitCode = 0;
const stop = (signal = "SIGTERM") => {
  if (stopping) return;
  stopping = true;
  for (const child of running) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children) {
  child.on("exit", (code) => {
    running.delete(child);
    // One of them failing stops the other: half a dev setup is confusing.
    if (code && !stopping) {
      exitCode = code;
      stop();
    }
    if (running.size === 0) process.exit(exitCode);
  });
}
