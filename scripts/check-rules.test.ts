// Proves the checks in `npm run check` bite: the import rules (.dependency-cruiser.cjs) and the
// file-size limit (check-file-size.mjs) run, as `npm run check` runs them, against throwaway
// trees in a temporary folder: one with a forbidden import of every kind, one with only allowed ones.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * A temporary tree with these files, the repository's tsconfig.base.json, package.json (what
 * is declared) and node_modules (what is installed).
 */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "check-rules-"));
  folders.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  copyFileSync(join(repo, "tsconfig.base.json"), join(root, "tsconfig.base.json"));
  copyFileSync(join(repo, "package.json"), join(root, "package.json"));
  symlinkSync(join(repo, "node_modules"), join(root, "node_modules"), "dir");
  return root;
}

interface Violation {
  rule: string;
  from: string;
  to: string;
}

/** dependency-cruiser as `npm run check` runs it: the file rules, or the modules' graph. */
function cruise(root: string, config = ".dependency-cruiser.cjs"): Violation[] {
  const folders =
    config === ".dependency-cruiser.cjs"
      ? ["client", "server", "shared", "bench", "scripts"].filter((f) => existsSync(join(root, f)))
      : ["server/src/modules"];
  const run = spawnSync(
    join(repo, "node_modules/.bin/depcruise"),
    ["--config", join(repo, config), "--output-type", "json", ...folders],
    { cwd: root, encoding: "utf8" },
  );
  expect(run.stdout, run.stderr).toContain('"summary"');
  const result = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

const exportsOne = "export const one = 1;\n";

describe("import rules", () => {
  it("report a forbidden import of every kind, through the path aliases too", () => {
    const root = tree({
      "client/src/features/alerts/a.ts": exportsOne,
      "client/src/features/chat/uses-other-feature.ts": 'export { one } from "../alerts/a";\n',
      "client/src/lib/uses-feature.ts": 'export { one } from "@/features/alerts/a";\n',
      "client/src/components/uses-app.ts": 'export { one } from "@/app/App";\n',
      "client/src/app/App.ts": exportsOne,
      "client/src/lib/uses-server.ts": 'export { one } from "../../../server/src/x";\n',
      "shared/reads-files.ts": 'export { readFileSync } from "node:fs";\n',
      "shared/uses-drizzle.ts": 'export { sql } from "drizzle-orm";\n',
      "shared/uses-server.ts": 'export { one } from "../server/src/x";\n',
      "shared/uses-client.ts": 'export { one } from "@/app/App";\n',
      "server/src/x.ts": exportsOne,
      "server/src/uses-client.ts": 'export { one } from "../../client/src/app/App";\n',
      "server/src/modules/x/x.service.ts": 'export { sql } from "drizzle-orm";\n',
      "server/src/realtime/bus.ts": 'export { default as pg } from "pg";\n',
      "server/src/notifications/uses-module.ts": 'export { sql } from "../modules/x/x.service";\n',
      "server/src/db/uses-module.ts": 'export { sql } from "../modules/x/x.service";\n',
      "server/src/http/uses-module.ts": 'export { sql } from "../modules/x/x.service";\n',
      "server/src/realtime/uses-module.ts": 'export { sql } from "../modules/x/x.service";\n',
      "server/src/metrics/m.ts": exportsOne,
      "server/src/metrics/uses-module.ts": 'export { sql } from "../modules/x/x.service";\n',
      "server/src/notifications/uses-metrics.ts": 'export { one } from "../metrics/m";\n',
      "bench/a.ts": 'import { b } from "./b";\nexport const a = () => b;\n',
      "bench/b.ts": 'import { a } from "./a";\nexport const b = () => a;\n',
      "bench/c.ts": 'import type { D } from "./d";\nexport type C = { d?: D };\n',
      "bench/d.ts": 'import type { C } from "./c";\nexport type D = { c?: C };\n',
      "scripts/broken.mjs": 'import "./missing.mjs";\n',
      // Installed as fastify's dependency, declared nowhere in package.json.
      "bench/undeclared.ts": 'export { inject } from "light-my-request";\n',
      "server/src/undeclared.ts": 'export { inject } from "light-my-request";\n',
      "server/src/uses-dev-dep.ts": 'export { WebSocket } from "ws";\n',
      "server/src/modules/x/x.repo.ts": exportsOne,
      "server/src/modules/y/uses-other-repo.ts": 'export { one } from "../x/x.repo";\n',
      "server/src/notifications/index.ts": 'export { one } from "./inner";\n',
      "server/src/notifications/inner.ts": exportsOne,
      "server/src/modules/y/uses-engine-inside.ts": 'export { one } from "../../notifications/inner";\n',
      "server/src/modules/y/y.test-helpers.ts": 'export { one } from "../../notifications";\n',
      "server/test/helpers/h.test-helpers.ts": exportsOne,
      "server/src/uses-test-helper.ts": 'export { one } from "../test/helpers/h.test-helpers";\n',
      // A cycle closed through the server's `@shared/` alias: seen only if the alias resolves.
      "server/src/p.ts": 'import { q } from "@shared/q";\nexport const p = () => q;\n',
      "shared/q.ts": 'import { p } from "../server/src/p";\nexport const q = () => p;\n',
      "shared/r.ts": exportsOne,
      "server/src/shared-by-path.ts": 'export { one } from "../../shared/r";\n',
    });
    const found = cruise(root).map((v) => `${v.rule}: ${v.from} -> ${v.to}`);
    const cycles = found.filter((v) => v.startsWith("no-circular:"));
    expect(found.filter((v) => !v.startsWith("no-circular:")).sort()).toEqual(
      [
        "client-lib-and-components-below-features: client/src/components/uses-app.ts -> client/src/app/App.ts",
        "client-lib-and-components-below-features: client/src/lib/uses-feature.ts -> client/src/features/alerts/a.ts",
        "client-never-imports-server: client/src/lib/uses-server.ts -> server/src/x.ts",
        "database-drivers-only-in-repos-and-db: server/src/modules/x/x.service.ts -> node_modules/drizzle-orm/index.d.ts",
        "database-drivers-only-in-repos-and-db: server/src/realtime/bus.ts -> node_modules/pg/esm/index.mjs",
        "database-drivers-only-in-repos-and-db: shared/uses-drizzle.ts -> node_modules/drizzle-orm/index.d.ts",
        "lower-layers-below-modules: server/src/db/uses-module.ts -> server/src/modules/x/x.service.ts",
        "lower-layers-below-modules: server/src/http/uses-module.ts -> server/src/modules/x/x.service.ts",
        "lower-layers-below-modules: server/src/realtime/uses-module.ts -> server/src/modules/x/x.service.ts",
        "lower-layers-below-modules: server/src/metrics/uses-module.ts -> server/src/modules/x/x.service.ts",
        "metrics-wired-by-the-composition: server/src/notifications/uses-metrics.ts -> server/src/metrics/m.ts",
        "module-repo-is-private: server/src/modules/y/uses-other-repo.ts -> server/src/modules/x/x.repo.ts",
        "notifications-through-index: server/src/modules/y/uses-engine-inside.ts -> server/src/notifications/inner.ts",
        "production-never-imports-tests: server/src/uses-test-helper.ts -> server/test/helpers/h.test-helpers.ts",
        "test-helpers-in-test-folders: server/src/modules/y/y.test-helpers.ts -> server/src/notifications/index.ts",
        "no-cross-feature: client/src/features/chat/uses-other-feature.ts -> client/src/features/alerts/a.ts",
        "no-non-package-json: bench/undeclared.ts -> node_modules/light-my-request/index.js",
        "no-non-package-json: server/src/undeclared.ts -> node_modules/light-my-request/index.js",
        "no-unresolvable: scripts/broken.mjs -> ./missing.mjs",
        "server-not-to-dev-dep: server/src/uses-dev-dep.ts -> node_modules/ws/wrapper.mjs",
        "notifications-below-modules: server/src/notifications/uses-module.ts -> server/src/modules/x/x.service.ts",
        "server-never-imports-client: server/src/uses-client.ts -> client/src/app/App.ts",
        "shared-is-isomorphic: shared/reads-files.ts -> fs",
        "shared-is-isomorphic: shared/uses-client.ts -> client/src/app/App.ts",
        "shared-is-isomorphic: shared/uses-drizzle.ts -> node_modules/drizzle-orm/index.d.ts",
        "shared-is-isomorphic: shared/uses-server.ts -> server/src/x.ts",
        "shared-is-isomorphic: shared/q.ts -> server/src/p.ts",
        "shared-through-alias: server/src/shared-by-path.ts -> shared/r.ts",
      ].sort(),
    );
    // Both cycles, the type-only one included; each is reported from one of its files.
    expect(cycles.some((v) => /bench\/[ab]\.ts -> bench\/[ab]\.ts/.test(v))).toBe(true);
    expect(cycles.some((v) => /bench\/[cd]\.ts -> bench\/[cd]\.ts/.test(v))).toBe(true);
    expect(
      cycles.some((v) => /(server\/src\/p|shared\/q)\.ts -> (server\/src\/p|shared\/q)\.ts/.test(v)),
    ).toBe(true);
  });

  it("pass a tree that keeps to them (tests and repos may use what the layers may not)", () => {
    const root = tree({
      "client/src/features/alerts/a.ts":
        'import { s } from "@shared/s";\nexport { l } from "@/lib/l";\nexport const a = s;\n',
      "client/src/features/alerts/b.ts": 'export { a } from "./a";\n',
      "client/src/lib/l.ts": 'export { s as l } from "@shared/s";\n',
      "client/src/components/c.ts": 'export { l } from "@/lib/l";\n',
      "client/src/app/App.ts": 'export { a } from "@/features/alerts/a";\n',
      "shared/s.ts": 'import { z } from "zod";\nexport const s = z.string();\n',
      "shared/s.test.ts":
        'import { it } from "vitest";\nimport { s } from "./s";\nit("parses", () => s.parse(""));\n',
      "server/src/db/client.ts":
        'export { drizzle } from "drizzle-orm/node-postgres";\nexport { default as pg } from "pg";\nexport { PGlite } from "@electric-sql/pglite";\n',
      "server/src/modules/x/x.repo.ts":
        'export { sql } from "drizzle-orm";\nexport { pg } from "../../db/client";\n',
      "server/src/modules/x/x.service.ts":
        'export { sql } from "./x.repo";\nexport { n } from "../../notifications";\n',
      "server/src/notifications/n.ts": 'export { pg as n } from "../db/client";\n',
      "server/src/notifications/index.ts": 'export { n } from "./n";\n',
      // Another module builds on x; x's tests may use it back.
      "server/src/modules/w/w.service.ts": 'export { sql } from "../x/x.service";\n',
      "server/src/modules/x/x.w.test.ts": 'export { sql } from "../w/w.service";\n',
      "server/src/modules/x/x.routes.ts": 'export { s } from "@shared/s";\n',
      "bench/uses-shared.ts": 'export { s } from "@shared/s";\n',
      "server/src/realtime/hub.ts": 'import type { WebSocket } from "ws";\nexport type Socket = WebSocket;\n',
      "server/src/realtime/hub.test.ts": 'export { WebSocket } from "ws";\n',
      "server/src/notifications/outbox.repo.ts": 'export { sql } from "drizzle-orm";\n',
      "server/src/notifications/n.test.ts": 'export { sql } from "../modules/x/x.service";\n',
      "server/test/helpers/hub.test-helpers.ts": 'export { sql } from "../../src/modules/x/x.service";\n',
      "server/test/harness.ts":
        'export { sql } from "drizzle-orm";\nexport { n } from "../src/modules/x/x.service";\n',
      "bench/b.ts":
        'export { count } from "drizzle-orm";\nexport { sql } from "../server/src/modules/x/x.service";\n',
      "scripts/s.mjs": 'import { readFileSync } from "node:fs";\nexport const r = readFileSync;\n',
    });
    expect(cruise(root)).toEqual([]);
    expect(cruise(root, ".dependency-cruiser.modules.cjs")).toEqual([]);
  });

  it("report two modules that import each other, though no file imports itself back", () => {
    const root = tree({
      "server/src/modules/a/a1.ts": 'export { one } from "../b/b1";\n',
      "server/src/modules/a/a2.ts": exportsOne,
      "server/src/modules/b/b1.ts": exportsOne,
      "server/src/modules/b/b2.ts": 'export { one } from "../a/a2";\n',
      // One way only, or back through a test: no cycle.
      "server/src/modules/c/c.ts": 'export { one } from "../a/a2";\n',
      "server/src/modules/a/a.test.ts": 'export { one } from "../c/c";\n',
    });
    expect(cruise(root)).toEqual([]);
    expect(
      cruise(root, ".dependency-cruiser.modules.cjs")
        .map((v) => `${v.rule}: ${v.from} -> ${v.to}`)
        .sort(),
    ).toEqual([
      "no-module-cycle: server/src/modules/a -> server/src/modules/b",
      "no-module-cycle: server/src/modules/b -> server/src/modules/a",
    ]);
  });
});

function checkFileSize(root: string) {
  return spawnSync(process.execPath, [join(repo, "scripts/check-file-size.mjs"), root], { encoding: "utf8" });
}

describe("file size limit", () => {
  const lines = (n: number) => "x;\n".repeat(n);

  it("fails naming each source file over 400 lines, and only those", () => {
    const root = tree({
      "server/src/long.ts": lines(401),
      "e2e/long.spec.ts": `${lines(450)}no newline at the end`,
      "client/src/fits.tsx": lines(400),
      "docs/long.md": lines(900),
    });
    const run = checkFileSize(root);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("e2e/long.spec.ts: 451 lines");
    expect(run.stderr).toContain("server/src/long.ts: 401 lines");
    expect(run.stderr).not.toContain("fits.tsx");
    expect(run.stderr).not.toContain("long.md");
  });

  it("passes when every file fits", () => {
    const run = checkFileSize(tree({ "shared/fits.ts": lines(400), "scripts/fits.mjs": lines(10) }));
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
