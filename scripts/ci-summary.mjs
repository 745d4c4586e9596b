// CI's verdict from the test reports, not from the terminal's colours:
//   node scripts/ci-summary.mjs <vitest JSON report> <folder of Playwright JSON reports>
// Vitest's report (VITEST_JSON_REPORT, see vitest.config.ts) carries each test's project in
// its meta (scripts/vitest-project-meta.ts); e2e-each.mjs leaves one Playwright report per spec
// file in the folder (E2E_REPORT_DIR). Every required project and the end-to-end suite must
// have passed tests and none failed. Prints the totals last: `N passed, 0 failed`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const [vitestReport, e2eFolder] = process.argv.slice(2);
if (!vitestReport || !e2eFolder) {
  console.error("usage: node scripts/ci-summary.mjs <vitest.json> <e2e report folder>");
  process.exit(2);
}

const problems = [];
const required = [
  "server-pglite",
  ...(process.env.TEST_DATABASE_URL ? ["server-postgres"] : []),
  "tools",
  "client",
];

const vitest = JSON.parse(readFileSync(vitestReport, "utf8"));
const projects = new Map();
for (const file of vitest.testResults) {
  if (file.status === "failed" && file.assertionResults.length === 0) {
    problems.push(`${file.name} did not run: ${file.message}`);
  }
  for (const test of file.assertionResults) {
    const name = test.meta?.project ?? "(no project)";
    const counts = projects.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
    if (test.status === "passed") counts.passed += 1;
    else if (test.status === "failed") counts.failed += 1;
    else counts.skipped += 1;
    projects.set(name, counts);
  }
}
for (const name of new Set([...required, ...projects.keys()])) {
  const counts = projects.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
  console.log(
    `ci: vitest ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
  if (counts.passed === 0) problems.push(`the ${name} project ran no passing test`);
  if (counts.failed > 0) problems.push(`the ${name} project has ${counts.failed} failed tests`);
}
if (vitest.numFailedTests > 0 || vitest.numFailedTestSuites > 0 || !vitest.success) {
  problems.push(
    `vitest reports ${vitest.numFailedTests} failed tests, ${vitest.numFailedTestSuites} failed suites`,
  );
}
let unit = 0;
for (const counts of projects.values()) unit += counts.passed;
if (unit !== vitest.numPassedTests) {
  problems.push(`vitest counts ${vitest.numPassedTests} passed tests but its tests add up to ${unit}`);
}

const e2e = { specs: 0, passed: 0, failed: 0 };
for (const entry of readdirSync(e2eFolder).filter((f) => f.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(join(e2eFolder, entry), "utf8"));
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  e2e.specs += 1;
  e2e.passed += expected;
  e2e.failed += unexpected + flaky;
  if (expected === 0) problems.push(`end-to-end ${entry}: no passing test`);
  for (const error of report.errors ?? []) problems.push(`end-to-end ${entry}: ${error.message}`);
}
console.log(`ci: end-to-end: ${e2e.specs} spec files, ${e2e.passed} passed, ${e2e.failed} failed`);
if (e2e.specs === 0) problems.push("the end-to-end suite left no report");
if (e2e.passed === 0) problems.push("the end-to-end suite reported no passed tests");
if (e2e.failed > 0) problems.push(`the end-to-end suite has ${e2e.failed} failed tests`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`ci: ${problem}`);
  process.exit(1);
}
console.log(`${unit + e2e.passed} passed, 0 failed`);
