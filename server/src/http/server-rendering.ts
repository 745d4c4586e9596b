import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { CreatePageRenderer, PageRenderer, PublicGet } from "../../../shared/server-rendering";

// The server-rendering bundle (`vite build --ssr`, dist/ssr; docs/decisions/018): the client's
// own components, which the server runs to send public pages with their content already in the
// HTML. Loaded from the build, never imported: the server's code does not depend on the client's.
// It is CommonJS, loaded with require: as an ES module it would go through tsx's loader hooks (the
// server runs under tsx), which kept the idle server 20-30 MB larger (figures in decision 018).

/** The bundle's entry in its folder. */
export const SERVER_RENDERING_ENTRY = "entry-server.cjs";

/**
 * The API as a stranger gets it, answered in-process (no socket, no cookies): what the pages'
 * own requests would receive, through the same routes, caches and privacy rules.
 */
export function publicGet(app: FastifyInstance): PublicGet {
  return async (path) => {
    const response = await app.inject({ method: "GET", url: path, headers: { accept: "application/json" } });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    return { status: response.statusCode, headers, body: response.body };
  };
}

/** The page renderer from the bundle in `dir`, or null when there is none (the client is not built). */
export async function loadPageRenderer(dir: string, get: PublicGet): Promise<PageRenderer | null> {
  const entry = join(dir, SERVER_RENDERING_ENTRY);
  if (!existsSync(entry)) return null;
  const bundle = createRequire(import.meta.url)(entry) as { createPageRenderer?: CreatePageRenderer };
  if (typeof bundle.createPageRenderer !== "function")
    throw new Error(`${entry} does not export createPageRenderer: rebuild the client (npm run build)`);
  return bundle.createPageRenderer({ get });
}
