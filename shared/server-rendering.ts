import type { Language } from "./languages";
import type { SiteConfig } from "./site";

// The contract between the server and the client's server-rendering bundle
// (client/src/entry-server.tsx, built to dist/ssr; docs/decisions/018-server-rendered-pages.md).
// The server hands a page's path to the bundle, which renders the React app for it with the
// anonymous public answers of the API and returns the markup and the data it rendered from; the
// server puts both in the page, and the browser hydrates the markup with that data.

/**
 * The bundle's entry file in dist/ssr: an ES module (.mjs, whatever package.json is above the
 * folder it is served from), which the server imports. Vite names it so (vite.config.ts);
 * scripts/ensure-build.mjs, plain JavaScript, spells it out.
 */
export const SERVER_RENDERING_ENTRY = "entry-server.mjs";

/** The id of the JSON script with the data a server-rendered page was rendered from. */
export const SERVER_RENDER_STATE_ELEMENT_ID = "page-state";

/** One anonymous GET of the site's own public API, as the server answered it. */
export interface PublicAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Answers a GET of a public API path (with its query) the way the API answers a stranger. */
export type PublicGet = (path: string) => Promise<PublicAnswer>;

export interface ServerRenderRequest {
  /** The page's path, without its query. */
  path: string;
  /** The query, without "?" ("" for none). */
  search: string;
  site: SiteConfig;
  /** When the page is rendered: "x hours ago" reads the same in the page and once hydrated. */
  now: Date;
  /** The language of the page (the `lang` cookie, else the browser's Accept-Language). */
  language: Language;
}

/** What the browser needs to take a server-rendered page over (hydrate it) without a mismatch. */
export interface ServerRenderState {
  path: string;
  search: string;
  /** ISO time of the render. */
  renderedAt: string;
  /** The language the page was rendered in: the browser takes it over in the same one. */
  language: Language;
  /** The query cache the markup was rendered from (TanStack Query's dehydrated state). */
  queries: unknown;
}

export interface ServerRenderedPage {
  /** The app's markup: what goes inside the root element. */
  html: string;
  state: ServerRenderState;
}

export interface PageRenderer {
  /**
   * The page server-rendered, or null when this page is not (staff screens, forms behind a link,
   * an alert the public may not see): the browser then renders it as before.
   */
  render(request: ServerRenderRequest): Promise<ServerRenderedPage | null>;
}

/** What the server-rendering bundle exports: a renderer reading the API through `get`. */
export type CreatePageRenderer = (options: { get: PublicGet }) => PageRenderer;
