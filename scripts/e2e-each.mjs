// Runs each end-to-end spec file against its own freshly started server and data directory,
// so one journey's changes (an approved report, a new subscriber) never shift what another
// journey sees. Extra arguments (spec files or Playwright options) are passed through.
// The counts come from Playwright's JSON report of each run (its terminal output is for people);
// the reports stay in E2E_REPORT_DIR when that is set (CI reads them: scripts/ci-summary.mjs).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";

const args = process.argv.slice(2);
const named = args.filter((a) => a.endsWith(".spec.ts"));
// Playwright's own --reporter option is kept; the JSON reporter is added to it.
const reporters = ["list"];
const options = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg.endsWith(".spec.ts")) continue;
  if (arg === "--reporter") reporters.splice(0, reporters.length, ...args[++i].split(","));
  else if (arg.startsWith("--reporter=")) reporters.splice(0, reporters.length, ...arg.slice(11).split(","));
  else options.push(arg);
}
if (!reporters.includes("json")) reporters.push("json");

const specs =
  named.length > 0
    ? named
    : readdirSync("e2e")
        .filter((f) => f.endsWith(".spec.ts"))
        .map((f) => `e2e/${f}`);

// The servers run the built client and the compiled server (playwright.config.ts), as production
// does: build what is missing or older than its sources once, before the first spec.
execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });

const keep = process.env.E2E_REPORT_DIR;
const reportDir = keep ? resolve(keep) : mkdtempSync(join(tmpdir(), "e2e-reports-"));
mkdirSync(reportDir, { recursive: true });

/** Playwright's JSON report of one run: its counts and any error outside a test (server start ...). */
function readReport(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected, failed: unexpected + flaky, errors: report.errors ?? [] };
}

let passed = 0;
let failed = 0;
const failedSpecs = [];
for (const spec of specs) {
  const reportFile = join(reportDir, `${basename(spec, ".spec.ts")}.json`);
  rmSync(reportFile, { force: true });
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile };
  // A new port and data directory for every file (playwright.config.ts picks them when unset).
  delete env.E2E_PORT;
  delete env.E2E_DATA_DIR;
  const run = spawnSync(
    "npx",
    ["playwright", "test", spec, `--reporter=${reporters.join(",")}`, ...options],
    {
      env,
      stdio: "inherit",
    },
  );
  const report = readReport(reportFile);
  passed += report?.passed ?? 0;
  failed += report?.failed ?? 0;
  if (run.status !== 0 || !report || report.passed === 0 || report.errors.length > 0) {
    failedSpecs.push(spec);
    // The run itself broke (no report, server did not start ...), or no test ran at all.
    if (!report || report.failed === 0) failed += 1;
  }
}
if (!keep) rmSync(reportDir, { recursive: true, force: true });
console.log(
  `\ne2e: ${specs.length} spec files, ${passed} passed, ${failed} failed${failedSpecs.length ? ` (${failedSpecs.join(", ")})` : ""}`,
);
process.exit(failed > 0 || failedSpecs.length > 0 ? 1 : 0);
