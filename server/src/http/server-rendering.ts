import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type CreatePageRenderer,
  type PageRenderer,
  type PublicAnswer,
  type PublicGet,
  SERVER_RENDERING_ENTRY,
  type ServerRenderedPage,
  type ServerRenderRequest,
} from "@shared/server-rendering";
import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";

// The server-rendering bundle (`vite build --ssr`, dist/ssr; docs/decisions/018): the client's
// own components, which the server runs to send public pages with their content already in the
// HTML. Loaded from the build at run time, never imported by the server's code, which does not
// depend on the client's.

/** A public GET that may carry the ETag the caller holds: an unchanged answer is a 304, no body. */
export type RevalidatingGet = (path: string, ifNoneMatch?: string) => Promise<PublicAnswer>;

/**
 * The API as a stranger gets it, answered in-process (no socket, no cookies): what the pages'
 * own requests would receive, through the same routes, caches and privacy rules.
 */
export function publicGet(app: FastifyInstance): RevalidatingGet {
  return async (path, ifNoneMatch) => {
    const response = await app.inject({
      method: "GET",
      url: path,
      headers: { accept: "application/json", ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}) },
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    }
    return { status: response.statusCode, headers, body: response.body };
  };
}

/** The page renderer from the bundle in `dir`, or null when there is none (the client is not built). */
export async function loadPageRenderer(dir: string, get: RevalidatingGet): Promise<PageRenderer | null> {
  const entry = join(dir, SERVER_RENDERING_ENTRY);
  if (!existsSync(entry)) return null;
  const bundle = (await import(pathToFileURL(entry).href)) as { createPageRenderer?: CreatePageRenderer };
  if (typeof bundle.createPageRenderer !== "function")
    throw new Error(`${entry} does not export createPageRenderer: rebuild the client (npm run build)`);
  return new UnchangedPages((recordingGet) => bundle.createPageRenderer!({ get: recordingGet }), get);
}

/** How long a rendered page may be sent again: its "x minutes ago" were true when it was rendered. */
export const RENDERED_PAGE_MAX_AGE_MS = 60_000;
/** How many rendered pages are kept (searches make the addresses endless; the newest used stay). */
export const RENDERED_PAGES_KEPT = 50;

interface KeptPage {
  page: ServerRenderedPage;
  renderedAt: number;
  /** The ETag of every API answer the page was rendered from. */
  answers: Map<string, string>;
}

/**
 * Sends a page again, without rendering it, while every API answer it was rendered from is the
 * same (same ETag) and it is under a minute old. Under traffic a public page is then rendered once
 * per change of its data instead of once per visit: rendering was most of a page's CPU, and the
 * garbage of a render per request grew the server's heap, which it kept once the
 * traffic stopped (decision 018). Each answer is checked with its ETag in If-None-Match, so an
 * unchanged one is a 304 from the services' caches, without a body. An answer without an ETag
 * leaves the page unkept.
 */
export class UnchangedPages implements PageRenderer {
  private readonly kept = new LRUCache<string, KeptPage>({ max: RENDERED_PAGES_KEPT });
  /** The ETags of the render in progress (renders run concurrently; each records its own). */
  private readonly recording = new AsyncLocalStorage<Map<string, string | undefined>>();
  private readonly renderer: PageRenderer;

  constructor(
    createRenderer: (get: PublicGet) => PageRenderer,
    private readonly get: RevalidatingGet,
  ) {
    this.renderer = createRenderer(async (path) => {
      const answer = await get(path);
      this.recording.getStore()?.set(path, answer.headers.etag);
      return answer;
    });
  }

  async render(request: ServerRenderRequest): Promise<ServerRenderedPage | null> {
    const key = `${request.language}:${request.path}?${request.search}`;
    const now = request.now.getTime();
    const kept = this.kept.get(key);
    if (kept && now - kept.renderedAt < RENDERED_PAGE_MAX_AGE_MS && (await this.unchanged(kept.answers))) {
      return kept.page;
    }
    const answers = new Map<string, string | undefined>();
    const page = await this.recording.run(answers, () => this.renderer.render(request));
    this.kept.delete(key);
    if (page && [...answers.values()].every((etag) => etag !== undefined)) {
      this.kept.set(key, { page, renderedAt: now, answers: answers as Map<string, string> });
    }
    return page;
  }

  private async unchanged(answers: Map<string, string>): Promise<boolean> {
    const now = await Promise.all([...answers].map(([path, etag]) => this.get(path, etag)));
    return now.every((answer) => answer.status === 304);
  }
}
