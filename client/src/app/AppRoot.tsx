import type { Language } from "@shared/languages";
import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { Router } from "wouter";
import { LanguageProvider } from "@/i18n/i18n";
import { ServerRenderTimeProvider } from "@/lib/render-time";
import { App } from "./App";

/**
 * The whole tree, the same on the server and in the browser (a hydrated page must render exactly
 * what the server did): the server names the page (`ssrPath`), the browser reads its address.
 */
export function AppRoot({
  queryClient,
  language,
  ssrPath,
  ssrSearch,
  serverRenderTime = null,
}: {
  queryClient: QueryClient;
  /** The page's language (its texts are loaded before the tree renders). */
  language: Language;
  ssrPath?: string;
  ssrSearch?: string;
  /** On the server: the time the page is rendered at. */
  serverRenderTime?: Date | null;
}) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <ServerRenderTimeProvider time={serverRenderTime}>
          <LanguageProvider language={language}>
            <App queryClient={queryClient} />
          </LanguageProvider>
        </ServerRenderTimeProvider>
      </Router>
    </StrictMode>
  );
}
