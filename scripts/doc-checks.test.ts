// Proves the documentation checks in `npm run check` bite: check-config-docs.mjs against copies
// of docs/configuration.md with a row taken out or one added, check-doc-links.mjs against a
// throwaway tree with broken and sound links, and check-decisions.mjs against throwaway decision
// records. Each runs as `npm run check` runs it.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));
const folder = mkdtempSync(join(tmpdir(), "doc-checks-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(script: string, argument: string) {
  const result = spawnSync(process.execPath, [join(repo, "scripts", script), argument], {
    cwd: repo,
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const configDoc = readFileSync(join(repo, "docs/configuration.md"), "utf8");

/** The configuration check run on `markdown` written to a file of its own. */
function checkConfigDoc(name: string, markdown: string) {
  const path = join(folder, name);
  writeFileSync(path, markdown);
  return run("check-config-docs.mjs", path);
}

/** The doc without the table row whose first cell is `firstCell`. */
function withoutRow(firstCell: string): string {
  const lines = configDoc.split("\n");
  const kept = lines.filter((line) => !line.startsWith(`| ${firstCell} `));
  expect(kept.length).toBe(lines.length - 1);
  return kept.join("\n");
}

describe("check-config-docs", () => {
  it("passes the repository's doc", () => {
    const result = run("check-config-docs.mjs", join(repo, "docs/configuration.md"));
    expect(result.output).toContain("variables the server reads, each with one row");
    expect(result.status).toBe(0);
  });

  it("fails on a doc missing a variable, naming it", () => {
    const result = checkConfigDoc("missing.md", withoutRow("`PORT`"));
    expect(result.status).toBe(1);
    expect(result.output).toContain("missing: PORT is read by the server");
    expect(result.output).not.toContain("missing: HOST");
  });

  it("reads every name of a row that names several, from the notification settings too", () => {
    const doc = configDoc.replace(
      "| `SMTP_HOST`, `SMTP_PORT`, `SMTP_USER`, `SMTP_PASS` ",
      "| `SMTP_HOST`, `SMTP_PORT` ",
    );
    expect(doc).not.toBe(configDoc);
    const result = checkConfigDoc("part-of-a-row.md", doc);
    expect(result.status).toBe(1);
    expect(result.output).toContain("missing: SMTP_USER");
    expect(result.output).toContain("missing: SMTP_PASS");
    expect(result.output).not.toContain("missing: SMTP_HOST");
  });

  it("fails on a doc with a variable the server does not read, and on one named twice", () => {
    const doc = configDoc.replace(
      "| `PORT` ",
      "| `NOT_A_SETTING` | unset | nothing |\n| `HOST`, `PORT_AGAIN` | - | - |\n| `PORT` ",
    );
    const result = checkConfigDoc("extra.md", doc);
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      "extra: NOT_A_SETTING has a row in the doc but the server does not read it",
    );
    expect(result.output).toContain("extra: PORT_AGAIN");
    expect(result.output).toContain("twice: HOST is named by more than one row");
    expect(result.output).not.toContain("missing:");
  });
});

describe("check-doc-links", () => {
  function tree(files: Record<string, string>): string {
    const root = mkdtempSync(join(folder, "links-"));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  const sound = {
    "README.md": [
      "# Title",
      "See [the guide](docs/guide.md), [its setup](docs/guide.md#set-it-up-once) and [here](#title).",
      "[decisions](docs/decisions/) and [a site](https://example.org/nowhere.md), [mail](mailto:a@b.c).",
      "Code is not a link: `[x](missing.md)`",
      "```md",
      "[y](also-missing.md)",
      "```",
    ].join("\n"),
    "docs/guide.md": "# Guide\n\n## Set it up, once\n\nBack to [the README](../README.md#title).\n",
    "docs/decisions/001-a.md": "# A\n\n[guide][g]\n\n[g]: ../guide.md\n",
  };

  it("passes links to files, folders and headings that exist", () => {
    const result = run("check-doc-links.mjs", tree(sound));
    expect(result.output).toContain("every link in README.md and docs/ points at a file");
    expect(result.status).toBe(0);
  });

  it("names each link to a missing file or heading", () => {
    const result = run(
      "check-doc-links.mjs",
      tree({
        ...sound,
        "docs/guide.md": `${sound["docs/guide.md"]}\n[gone](configuration.md) [no heading](#set-it-up) [ref][r]\n\n[r]: decisions/002-b.md\n`,
        "docs/decisions/001-a.md": "# A\n\n[guide](../guide.md#setup)\n",
      }),
    );
    expect(result.status).toBe(1);
    const named = result.output.split("\n").filter((line) => line.startsWith("  "));
    expect(named.sort()).toEqual(
      [
        "  docs/decisions/001-a.md: ../guide.md#setup (no such heading)",
        "  docs/guide.md: #set-it-up (no such heading)",
        "  docs/guide.md: configuration.md (no such file)",
        "  docs/guide.md: decisions/002-b.md (no such file)",
      ].sort(),
    );
  });
});

describe("check-decisions", () => {
  /** A tree with the given records in docs/decisions, beside a template the check leaves alone. */
  function records(files: Record<string, string>): string {
    const root = mkdtempSync(join(folder, "decisions-"));
    mkdirSync(join(root, "docs/decisions"), { recursive: true });
    writeFileSync(join(root, "docs/decisions/000-template.md"), "# NNN: Title\n\nDate: YYYY-MM-DD\n");
    for (const [name, text] of Object.entries(files)) writeFileSync(join(root, "docs/decisions", name), text);
    return root;
  }

  const record = (body: { context?: string; decision?: string; consequences?: string } = {}) =>
    [
      "# 001: Keep it short",
      "",
      "Date: 2026-11-22",
      "Status: accepted",
      "",
      "## Context",
      "",
      body.context ?? "Records are read by newcomers.",
      "",
      "## Decision",
      "",
      body.decision ?? "Each record is short.",
      "",
      "### Alternatives weighed",
      "",
      "- Long records: nobody reads them.",
      "",
      "## Consequences",
      "",
      body.consequences ?? "A record that grows is cut.",
      "",
    ].join("\n");

  it("passes the repository's records", () => {
    const result = run("check-decisions.mjs", repo);
    expect(result.output).toContain("each with Context, Decision and Consequences");
    expect(result.status).toBe(0);
  });

  it("passes a record in the template's form at the word limit", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    const short = record();
    const used = short.split("\n").slice(4).join(" ").split(/\s+/).filter(Boolean).length;
    const result = run(
      "check-decisions.mjs",
      records({ "001-a.md": record({ context: words(550 - used + 5) }) }),
    );
    expect(result.output).toContain("decisions: 1 records");
    expect(result.status).toBe(0);
    const over = run(
      "check-decisions.mjs",
      records({ "001-a.md": record({ context: words(550 - used + 6) }) }),
    );
    expect(over.output).toContain("001-a.md: has 551 words, more than 550");
    expect(over.status).toBe(1);
  });

  it("names a record missing a section, or with them out of order or with another", () => {
    const result = run(
      "check-decisions.mjs",
      records({
        "001-no-consequences.md": record().replace("## Consequences", "Consequences"),
        "002-out-of-order.md": record()
          .replace("## Context", "## Decision0")
          .replace("## Decision\n", "## Context\n")
          .replace("## Decision0", "## Decision"),
        "003-extra.md": record().replace("### Alternatives weighed", "## Alternatives"),
        "004-no-date.md": record().replace("Date: 2026-11-22", ""),
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("001-no-consequences.md: has the sections [Context, Decision]");
    expect(result.output).toContain(
      "002-out-of-order.md: has the sections [Decision, Context, Consequences]",
    );
    expect(result.output).toContain(
      "003-extra.md: has the sections [Context, Decision, Alternatives, Consequences]",
    );
    expect(result.output).toContain("004-no-date.md: has no `Date: YYYY-MM-DD` line");
    expect(result.output).not.toContain("000-template.md:");
  });

  it("names a record over the word limit, with its count", () => {
    const long = Array.from({ length: 600 }, () => "word").join(" ");
    const result = run("check-decisions.mjs", records({ "001-long.md": record({ decision: long }) }));
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/001-long\.md: has \d+ words, more than 550/);
  });

  it("names a measured figure or a pointer outside the repository, but not a file in a code span", () => {
    const result = run(
      "check-decisions.mjs",
      records({
        "001-figures.md": record({
          context: "The page paints in 850 ms (issue 14).",
          decision: "As design.md says. `e2e/offline.spec.ts` covers it.",
        }),
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("carries a measured figure");
    expect(result.output).toContain("refers to an issue number");
    expect(result.output).toContain("refers to design.md");
    expect(result.output).not.toContain("refers to the spec");
  });
});
