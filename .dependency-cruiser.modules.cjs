// The server's modules seen as one node each (server/src/modules/<name>/): no two of them, nor
// any longer ring of them, import each other. A cycle of modules need not be a cycle of files
// (alerts/a.ts imports chat/b.ts, which imports alerts/c.ts), so this runs on the folders' graph
// and on production code only (tests may use any module). `npm run check` runs it after
// .dependency-cruiser.cjs; scripts/check-rules.test.ts proves it bites.
const base = require("./.dependency-cruiser.cjs");

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-module-cycle",
      severity: "error",
      comment:
        "Modules do not import each other in a ring: break it with a domain event (events.ts), " +
        "an interface handed in by app.ts, or by moving what both need below them.",
      scope: "folder",
      from: { path: "^server/src/modules/[^/]+$" },
      to: { path: "^server/src/modules/[^/]+$", circular: true },
    },
  ],
  options: {
    ...base.options,
    includeOnly: "^server/src/modules/[^/]+/",
    exclude: { path: ["\\.test\\.ts$", "\\.test-helpers\\.ts$", ...[base.options.exclude.path].flat()] },
  },
};
