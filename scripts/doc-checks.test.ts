// Proves the documentation checks in `npm run check` bite: check-config-docs.mjs against copies
// of docs/configuration.md with a row taken out or one added, and check-doc-links.mjs against a
// throwaway tree with broken and sound links. Both run as `npm run check` runs them.
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
