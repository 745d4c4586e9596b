import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "@shared": fileURLToPath(new URL("./shared", import.meta.url)),
  "@": fileURLToPath(new URL("./client/src", import.meta.url)),
};

const serverTests = ["server/**/*.test.ts", "shared/**/*.test.ts"];
/**
 * Tests of the embedded database's own folder handling, and the release installed and run on it
 * (slow: it builds and installs once, whatever the database): they belong to the PGlite project only.
 */
const pgliteOnlyTests = [
  "server/test/data-dir-lock.test.ts",
  "server/src/db/pglite-init.test.ts",
  "server/test/lean-install.slow.test.ts",
];
/** Tests of several instances on one database: they need a PostgreSQL server. */
const postgresOnlyTests = ["server/test/reverse-proxy.test.ts"];
const projectMeta = "./scripts/vitest-project-meta.ts";

// The server suite runs on embedded PGlite always, and again on a PostgreSQL server when
// TEST_DATABASE_URL is set (CI sets it), so both drivers are proven by the same tests.
const serverProject = (driver: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name: `server-${driver}`,
    include: serverTests,
    exclude: driver === "postgres" ? pgliteOnlyTests : postgresOnlyTests,
    environment: "node",
    globalSetup: [`./server/test/global-setup-${driver}.ts`],
    setupFiles: [projectMeta],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// CI (.ci/run) sets VITEST_JSON_REPORT to read the counts from Vitest's JSON report, written
// alongside the usual terminal output.
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: jsonReport ? ["default", "json"] : ["default"],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    projects: [
      serverProject("pglite"),
      ...(process.env.TEST_DATABASE_URL ? [serverProject("postgres")] : []),
      {
        extends: true,
        test: {
          // The repository's own checks (scripts/): that the import rules and limits bite.
          name: "tools",
          include: ["scripts/**/*.test.ts"],
          environment: "node",
          setupFiles: [projectMeta],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // As in the browser build: "zod" with its jitless setting made first (client/src/lib/zod.ts).
        resolve: {
          alias: [
            {
              find: /^zod$/,
              replacement: fileURLToPath(new URL("./client/src/lib/zod.ts", import.meta.url)),
            },
          ],
        },
        test: {
          name: "client",
          include: ["client/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./client/test/setup.ts", projectMeta],
        },
      },
    ],
  },
});
