import { fileURLToPath } from "node:url";

/** The generated migrations (drizzle-kit generate), applied at start-up. */
export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));
