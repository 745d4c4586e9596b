// A setup file of every Vitest project: marks each test with the project it ran in, because
// Vitest's JSON report has no project field and CI (scripts/ci-summary.mjs) counts per project.
import { beforeEach } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    project?: string;
  }
}

beforeEach(({ task }) => {
  task.meta.project = task.file.projectName;
});
