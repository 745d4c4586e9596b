import { join } from "node:path";
import { projectRoot } from "../project-root";

/** The generated migrations (drizzle-kit generate), applied at start-up. */
export const migrationsFolder = join(projectRoot, "drizzle");
