// Runs each end-to-end spec file against its own freshly started server and data directory,
// so one journey's changes (an approved report, a new subscriber) never shift what another
// journey sees. Extra arguments (spec files or Playwright options) are passed through.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

const args = process.argv.slice(2);
const named = args.filter((a) => a.endsWith(".spec.ts"));
const options = args.filter((a) => !a.endsWith(".spec.ts"));
const specs =
  named.length > 0
    ? named
    : readdirSync("e2e")
        .filter((f) => f.endsWith(".spec.ts"))
        .map((f) => `e2e/${f}`);

let passed = 0;
let failed = 0;
const failedSpecs = [];
for (const spec of specs) {
  const env = { ...process.env };
  // A new port and data directory for every file (playwright.config.ts picks them when unset).
  delete env.E2E_PORT;
  delete env.E2E_DATA_DIR;
  const run = spawnSync("npx", ["playwright", "test", spec, ...options], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.stdout.write(run.stdout ?? "");
  // Playwright colours its summary when it sees a CI environment, even through a pipe.
  const plain = stripVTControlCharacters(run.stdout ?? "");
  const count = (word) => Number(plain.match(new RegExp(`^\\s+(\\d+) ${word}`, "m"))?.[1] ?? 0);
  passed += count("passed");
  failed += count("failed");
  if (run.status !== 0 || count("passed") === 0) {
    failedSpecs.push(spec);
    // The run itself broke (server did not start ...), or no test ran at all.
    if (count("failed") === 0) failed += 1;
  }
}
console.log(
  `\ne2e: ${specs.length} spec files, ${passed} passed, ${failed} failed${failedSpecs.length ? ` (${failedSpecs.join(", ")})` : ""}`,
);
process.exit(failed > 0 || failedSpecs.length > 0 ? 1 : 0);
