// The subscribe and report forms, and the public pages, render without zod: their rules load
// through import() when a form is first checked (client/src/lib/lazy-resolver.ts, decision 017).
// Building zod schemas was the longest task those pages ran on a phone. This walks the import
// graph dependency-cruiser sees, following only imports that run with the page (not import(),
// not `import type`), and names the chain to zod if one comes back.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repo = fileURLToPath(new URL("..", import.meta.url));

interface CruisedModule {
  source: string;
  dependencies: { resolved: string; dynamic: boolean; dependencyTypes: string[] }[];
}

function cruiseClient(): Map<string, string[]> {
  const run = spawnSync(
    join(repo, "node_modules/.bin/depcruise"),
    ["--config", join(repo, ".dependency-cruiser.cjs"), "--output-type", "json", "client/src", "shared"],
    { cwd: repo, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  expect(run.stdout, run.stderr).toContain('"modules"');
  const { modules } = JSON.parse(run.stdout) as { modules: CruisedModule[] };
  const loadedWith = new Map<string, string[]>();
  for (const module of modules) {
    loadedWith.set(
      module.source,
      module.dependencies
        .filter((d) => !d.dynamic && !d.dependencyTypes.includes("type-only"))
        .map((d) => d.resolved),
    );
  }
  return loadedWith;
}

/** The chain of imports from `root` to the first module matching `target`, or null. */
function chainTo(graph: Map<string, string[]>, root: string, target: RegExp): string[] | null {
  const cameFrom = new Map<string, string | null>([[root, null]]);
  const queue = [root];
  while (queue.length > 0) {
    const module = queue.shift()!;
    if (target.test(module)) {
      const chain = [module];
      for (let at = cameFrom.get(module); at; at = cameFrom.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of graph.get(module) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, module);
      queue.push(next);
    }
  }
  return null;
}

const graph = cruiseClient();
const ZOD = /^node_modules\/zod\//;

describe("pages that render without zod", () => {
  it.each([
    "client/src/main.tsx",
    "client/src/app/pages/SubscribePageBody.tsx",
    "client/src/app/pages/ReportPageBody.tsx",
    "client/src/app/pages/HomeBelowFold.tsx",
    "client/src/app/pages/ActiveAlertsPage.tsx",
    "client/src/app/pages/AlertDetailPage.tsx",
  ])("%s", (page) => {
    expect(graph.has(page), `${page} was not cruised`).toBe(true);
    expect(chainTo(graph, page, ZOD)).toBeNull();
  });

  it("still finds zod behind the forms' rules (the walk can see it)", () => {
    expect(chainTo(graph, "client/src/features/alerts/components/report-form-schema.ts", ZOD)).not.toBeNull();
    expect(
      chainTo(graph, "client/src/features/subscribers/components/subscribe-form-rules.ts", ZOD),
    ).not.toBeNull();
  });
});
