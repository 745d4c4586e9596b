// The import rules of docs/ARCHITECTURE.md, enforced by `npm run check` (scripts/check-imports.mjs).
// Paths are repository-relative; `@/` and `@shared/` resolve through tsconfig.base.json.
// scripts/check-rules.test.ts proves each rule reports a forbidden import. Cycles between
// modules are found on the graph of modules, by .dependency-cruiser.modules.cjs.

/** Tests and their helpers use whatever they need to set up and inspect. */
const TESTS = ["\\.test\\.tsx?$", "\\.test-helpers\\.ts$", "^server/test/", "^client/test/"];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycles anywhere (type-only imports count too).",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-unresolvable",
      severity: "error",
      comment: "Every import resolves; an alias that does not would slip past the other rules.",
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: "no-non-package-json",
      severity: "error",
      comment:
        "Every package imported is declared in package.json, not only installed as another " +
        "package's dependency (which an update of that package can take away).",
      from: {},
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown"] },
    },
    {
      name: "server-not-to-dev-dep",
      severity: "error",
      comment:
        "What the server runs is in dependencies, not devDependencies (left out of a production " +
        "install); a type-only import may name a devDependency.",
      from: { path: "^(server/src|shared)/", pathNot: TESTS },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "shared-through-alias",
      severity: "error",
      comment: "The server, client and bench import shared/ through @shared/, never by a relative path.",
      from: { path: "^(server|client|bench)/" },
      to: { path: "^shared/", dependencyTypesNot: ["aliased-tsconfig"] },
    },
    {
      name: "no-cross-feature",
      severity: "error",
      comment: "A client feature never imports another feature; shared pieces go to lib/ or components/.",
      from: { path: "^client/src/features/([^/]+)/" },
      to: { path: "^client/src/features/([^/]+)/", pathNot: "^client/src/features/$1/" },
    },
    {
      name: "client-lib-and-components-below-features",
      severity: "error",
      comment: "client/src/lib and client/src/components never import features or the app.",
      from: { path: "^client/src/(lib|components)/" },
      to: { path: "^client/src/(features|app)/" },
    },
    {
      name: "shared-is-isomorphic",
      severity: "error",
      comment:
        "shared/ imports only zod and other shared files: no Node builtins, drizzle, server or client.",
      from: { path: "^shared/", pathNot: TESTS },
      to: { pathNot: ["^shared/", "^node_modules/zod/"] },
    },
    {
      name: "shared-tests-are-isomorphic",
      severity: "error",
      comment: "shared/ tests import only zod, vitest and shared files.",
      from: { path: "^shared/.+\\.test\\.ts$" },
      to: { pathNot: ["^shared/", "^node_modules/zod/", "^node_modules/vitest/"] },
    },
    {
      name: "database-drivers-only-in-repos-and-db",
      severity: "error",
      comment:
        "Drizzle and the database drivers are touched only by repos (*.repo.ts), server/src/db, " +
        "tests and benchmarks (which prepare data directly).",
      from: {
        pathNot: ["^server/src/.+\\.repo\\.ts$", "^server/src/db/", "^bench/", ...TESTS],
      },
      to: { path: "^node_modules/(drizzle-orm|pg|@electric-sql/pglite)/" },
    },
    {
      name: "notifications-below-modules",
      severity: "error",
      comment: "Notifications never import modules (modules call notifications, not the reverse).",
      from: { path: "^server/src/notifications/", pathNot: TESTS },
      to: { path: "^server/src/modules/" },
    },
    {
      name: "module-repo-is-private",
      severity: "error",
      comment:
        "A module's repo (server/src/modules/X/*.repo.ts) is imported by module X only; other " +
        "modules call its services.",
      from: { path: "^server/src/modules/([^/]+)/", pathNot: TESTS },
      to: { path: "^server/src/modules/[^/]+/.+\\.repo\\.ts$", pathNot: "^server/src/modules/$1/" },
    },
    {
      name: "notifications-through-index",
      severity: "error",
      comment:
        "Modules use the notification engine through server/src/notifications/index.ts only, so " +
        "its insides can change without touching them.",
      from: { path: "^server/src/modules/", pathNot: TESTS },
      to: { path: "^server/src/notifications/", pathNot: "^server/src/notifications/index\\.ts$" },
    },
    {
      name: "test-helpers-in-test-folders",
      severity: "error",
      comment: "Test helpers (*.test-helpers.ts) and fakes live in server/test or client/test.",
      from: { path: "(\\.test-helpers\\.ts$|/fakes/)", pathNot: "^(server|client)/test/" },
      to: {},
    },
    {
      name: "production-never-imports-tests",
      severity: "error",
      comment: "What ships never imports tests, their helpers or fakes.",
      from: { path: "^(server/src|client/src|shared)/", pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: "lower-layers-below-modules",
      severity: "error",
      comment: "server/src/db, http, realtime and metrics never import modules.",
      from: { path: "^server/src/(db|http|realtime|metrics)/", pathNot: TESTS },
      to: { path: "^server/src/modules/" },
    },
    {
      name: "metrics-wired-by-the-composition",
      severity: "error",
      comment:
        "The engines and foundations never import metrics: app.ts hands them its counters " +
        "(the dispatcher's OutcomeObserver) and registers what the metrics read.",
      from: { path: "^server/src/(db|http|realtime|notifications)/", pathNot: TESTS },
      to: { path: "^server/src/metrics/" },
    },
    {
      name: "server-never-imports-client",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^client/" },
    },
    {
      name: "client-never-imports-server",
      severity: "error",
      from: { path: "^client/" },
      to: { path: "^server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|data|drizzle|test-results|playwright-report|bench/results)/" },
    tsPreCompilationDeps: true,
    // Paths as they appear in the tree (a linked node_modules stays node_modules/...).
    preserveSymlinks: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".mjs", ".js", ".cjs", ".json", ".d.ts"],
    },
  },
};
