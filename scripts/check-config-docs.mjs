// Fails (exit 1) when docs/configuration.md and the server's configuration disagree, naming each
// variable the server reads that no table row of the doc names, each row naming a variable the
// server does not read, and each variable named twice.
// `node scripts/check-config-docs.mjs [doc]`; part of `npm run check`.
//
// The names come from running the configuration code itself, not from reading its text:
// loadConfig (server/src/config.ts, with everything it merges, such as the notification
// settings) is handed an environment that records every name asked of it. So a variable added
// anywhere in that code, however it is written, is found.
import { readFileSync } from "node:fs";
import { tsImport } from "tsx/esm/api";

const VARIABLE = /^[A-Z][A-Z0-9_]*$/;

/** Every environment variable loadConfig reads, in the order it reads them. */
async function variablesTheServerReads() {
  const { loadConfig } = await tsImport("../server/src/config.ts", import.meta.url);
  const asked = new Set();
  const recordingEnvironment = new Proxy(
    {},
    {
      get(_target, name) {
        if (typeof name === "string" && VARIABLE.test(name)) asked.add(name);
        return undefined;
      },
    },
  );
  // Every variable is read before a wrong or missing value is reported, so a configuration that
  // cannot start without some variable still lists them all.
  try {
    loadConfig(recordingEnvironment);
  } catch (error) {
    if (!String(error?.message).startsWith("Invalid configuration")) throw error;
  }
  return [...asked];
}

/**
 * The variables the doc's tables name: every `NAME` in backticks in a row's first cell (a row
 * may name several that share a meaning). Header and separator rows name none.
 */
function variablesDocumented(markdown) {
  const names = [];
  for (const line of markdown.split("\n")) {
    const row = line.trim();
    if (!row.startsWith("|")) continue;
    const firstCell = row.slice(1).split("|")[0];
    for (const [, name] of firstCell.matchAll(/`([^`]+)`/g)) {
      if (VARIABLE.test(name)) names.push(name);
    }
  }
  return names;
}

const docPath = process.argv[2] ?? "docs/configuration.md";
const read = await variablesTheServerReads();
if (read.length === 0) {
  console.error("check-config-docs: loadConfig read no variable; the check cannot see the configuration");
  process.exit(1);
}
const documented = variablesDocumented(readFileSync(docPath, "utf8"));
const documentedSet = new Set(documented);
const readSet = new Set(read);

const missing = read.filter((name) => !documentedSet.has(name));
const extra = [...documentedSet].filter((name) => !readSet.has(name));
const twice = [...documentedSet].filter((name) => documented.indexOf(name) !== documented.lastIndexOf(name));

if (missing.length + extra.length + twice.length > 0) {
  console.error(`${docPath} and server/src/config.ts disagree:`);
  for (const name of missing)
    console.error(`  missing: ${name} is read by the server but has no row in the doc`);
  for (const name of extra)
    console.error(`  extra: ${name} has a row in the doc but the server does not read it`);
  for (const name of twice) console.error(`  twice: ${name} is named by more than one row`);
  console.error("Add, remove or merge the rows (variable, default, meaning) to match the configuration.");
  process.exit(1);
}
console.log(`config docs: the ${read.length} variables the server reads, each with one row in ${docPath}`);
