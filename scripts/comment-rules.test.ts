// Proves the comment check in `npm run check` bites: check-comments.mjs runs, as `npm run check`
// runs it, against throwaway trees: one whose comments point outside the repository or carry a
// measured figure, one whose comments are clean and whose code holds the same words.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function checkTree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "comment-rules-"));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const result = spawnSync(process.execPath, [join(repo, "scripts/check-comments.mjs"), root], {
    cwd: repo,
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("check-comments", () => {
  it("fails naming each comment line that points outside the repository or carries a figure", () => {
    const result = checkTree({
      "server/src/a.ts": [
        "// see design.md",
        "export const a = 1; // spec section 4.2",
        "// issue 31",
        "/**",
        " * Fine on this line,",
        " * but this one takes 12 ms.",
        " */",
        "export const b = /* 250 MB */ 2;",
        "",
      ].join("\n"),
      "client/src/b.tsx": "export const c = <p>{/* 0.48x of hello-world */}</p>;\n",
      "shared/c.ts": "// fixed in #12, see https://example.org/org/repo/issues/12\nexport const d = 3;\n",
    });
    expect(result.status).toBe(1);
    for (const expected of [
      "server/src/a.ts:1: refers to design.md",
      "server/src/a.ts:2: refers to the spec",
      "server/src/a.ts:3: refers to an issue number",
      "server/src/a.ts:6: carries a measured figure",
      "server/src/a.ts:8: carries a measured figure",
      "client/src/b.tsx:1: carries a measured figure",
      "shared/c.ts:1: refers to an issue number; links to the issue tracker",
    ]) {
      expect(result.output).toContain(expected);
    }
    expect(result.output).not.toContain("a.ts:5:");
  });

  it("passes clean comments, and code holding the same words", () => {
    const result = checkTree({
      "server/src/a.ts": [
        "// Retried after RETRY_DELAY_MS so a restarting provider is not hammered; see",
        "// docs/decisions/006-own-outbox-not-a-job-queue.md. Answers 404s and 0x1F alike.",
        'export const a = "12 ms, see design.md and issue 31";',
        "export const b = `spec section 4.2: ${" + "a} // 250 MB`;",
        'export const c = "/* 0.48x of hello-world */";',
        "export const d = /issue #12 \\/\\/ 3 s/;",
        "",
      ].join("\n"),
      "client/src/b.tsx": "export const e = <p>// takes 12 ms, see design.md</p>;\n",
      // Tests and test helpers are not production code.
      "server/src/a.test.ts": "// takes 12 ms (issue 31)\n",
      "server/test/harness.ts": "// see design.md\n",
    });
    expect(result.output).toContain("comments: none of 2 production files");
    expect(result.status).toBe(0);
  });
});
