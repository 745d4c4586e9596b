import { type Messages, NAMESPACES, textsFileOf } from "@shared/i18n/catalog";
import type {
  CreatePageRenderer,
  PublicGet,
  ServerRenderedPage,
  ServerRenderRequest,
} from "@shared/server-rendering";
import { dehydrate } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { AppRoot } from "./app/AppRoot";
import { loadServerRenderedPageData } from "./app/server-rendered-pages";
import { addTexts } from "./i18n/i18n";
import { setTransport } from "./lib/api-client";
import { createQueryClient } from "./lib/query-client";
import { siteConfigKey } from "./lib/query-keys";

// The server-rendering bundle (vite.config.ts builds it to dist/ssr; docs/decisions/018): the
// server loads it once and asks it for the markup of each public page. The app's own queries run
// here as in a browser, but their requests are answered by the server's API in-process, as it
// answers a stranger (no cookies): nothing a signed-in moderator may see reaches the markup.

function answerAsResponse(get: PublicGet) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? "GET") !== "GET")
      throw new Error(`the server renderer only reads (${init.method} ${url})`);
    const answer = await get(url);
    return new Response(answer.status === 304 || answer.status === 204 ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };
}

/**
 * Markup of a part whose code was still loading when React reached it: a fallback, with the part
 * after it and an inline script that swaps them. The page's Content-Security-Policy refuses inline
 * scripts (and the browser would show the fallback), so only markup without any is used.
 */
const DEFERRED_PART = /<template id="|<script/;
/** Renders after the first have loaded every part's code (lazy components load once per process). */
const RENDER_ATTEMPTS = 3;

async function renderInline(tree: ReactNode): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    let failure: unknown;
    const { prelude } = await prerender(tree, {
      // A finished part is written in place however long it is (React otherwise moves a long one
      // after the rest, to be revealed by a script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    });
    const html = await new Response(prelude).text();
    // A component that failed on the server leaves a fallback that React would render again in
    // the browser: the page is then the browser's to render, and the failure the server's log.
    if (failure) throw failure;
    if (!DEFERRED_PART.test(html)) return html;
    if (attempt === RENDER_ATTEMPTS) throw new Error("a part of the page kept waiting for its code");
  }
}

/** Every part's texts in every language, registered once: the server renders in all of them at once. */
function addAllTexts() {
  const modules = import.meta.glob<{ default: Messages }>("../../shared/i18n/*.{es,pt}.ts", { eager: true });
  for (const namespace of NAMESPACES) {
    for (const language of ["es", "pt"] as const) {
      const module = modules[`../../shared/i18n/${textsFileOf(namespace)}.${language}.ts`];
      if (module) addTexts(language, namespace, module.default);
    }
  }
}

export const createPageRenderer: CreatePageRenderer = ({ get }) => {
  setTransport(answerAsResponse(get));
  addAllTexts();
  return {
    async render({
      path,
      search,
      site,
      now,
      language,
    }: ServerRenderRequest): Promise<ServerRenderedPage | null> {
      const queryClient = createQueryClient();
      // The page carries the site configuration in its own script (the browser reads it there).
      queryClient.setQueryData(siteConfigKey, site);
      const loading = loadServerRenderedPageData(queryClient, path);
      if (!loading) return null;
      await loading;
      // An answer the public does not get (an alert that is pending, a database that failed):
      // the browser renders the page, with its own session, as it would without the server.
      if (
        queryClient
          .getQueryCache()
          .findAll()
          .some((query) => query.state.status !== "success")
      )
        return null;

      const html = await renderInline(
        <AppRoot
          queryClient={queryClient}
          language={language}
          ssrPath={path}
          ssrSearch={search}
          serverRenderTime={now}
        />,
      );
      return {
        html,
        state: {
          path,
          search,
          renderedAt: now.toISOString(),
          language,
          queries: dehydrate(queryClient, {
            shouldDehydrateQuery: (query) =>
              query.state.status === "success" && query.queryKey[0] !== siteConfigKey[0],
          }),
        },
      };
    },
  };
};
