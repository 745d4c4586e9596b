// npm run dev: the API server (restarting on change) and Vite's dev server with hot reload.
// Open http://localhost:5173; Vite proxies /api and /ws to the API server on :5000.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "server/src/main.ts"], { stdio: "inherit" }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
