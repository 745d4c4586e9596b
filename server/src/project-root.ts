import { fileURLToPath } from "node:url";

/**
 * The project's folder (where package.json, drizzle/ and dist/ are), ending in a separator. This
 * file is two folders below it (server/src), and so is the compiled server that inlines it
 * (dist/server/main.js and the commands beside it): the same relative path holds in both.
 */
export const projectRoot = fileURLToPath(new URL("../../", import.meta.url));
