import { firstScreenNamespaces } from "@shared/i18n/catalog";
import type { Language } from "@shared/languages";
import { SERVER_RENDER_STATE_ELEMENT_ID, type ServerRenderState } from "@shared/server-rendering";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppRoot } from "./app/AppRoot";
import { loadStartingPageCode } from "./app/page-code";
import { prefetchStartingPage } from "./app/route-prefetch";
import { loadTexts } from "./i18n/i18n";
import { browserLanguage, restoreLanguageCookie } from "./i18n/language-choice";
import { noteSavedPage } from "./lib/connectivity";
import { createQueryClient } from "./lib/query-client";
import { adoptServerClock } from "./lib/render-time";
import { registerServiceWorker } from "./lib/service-worker";
import { keepTypingBeforeTakeover } from "./lib/typed-before-takeover";
import "./index.css";

const container = document.getElementById("root")!;
const queryClient = createQueryClient();

/** The data the server rendered this page from, when it did (docs/decisions/018). */
function serverRenderState(): ServerRenderState | null {
  const text = document.getElementById(SERVER_RENDER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerRenderState;
    return state.path === window.location.pathname ? state : null;
  } catch {
    return null;
  }
}

/** When the service worker stored this page, if it showed a page it kept (vite.config.ts). */
function savedAt(): number | null {
  const value = Number(document.documentElement.dataset.savedAt);
  return Number.isFinite(value) && value > 0 ? value : null;
}

const state = serverRenderState();
const saved = savedAt();
if (state) hydrate(queryClient, state.queries as DehydratedState);
const takeOver =
  state !== null &&
  saved === null &&
  state.search === window.location.search.replace(/^\?/, "") &&
  container.firstChild !== null;
// A page taken over keeps the language the server rendered it in; one the phone renders follows
// the choice kept here (or the browser's languages).
const language: Language = takeOver && state?.language ? state.language : browserLanguage();
document.documentElement.lang = language;
restoreLanguageCookie();

/** The texts the page's first screen shows, in its language, before it is shown or taken over. */
const textsLoaded = Promise.all(
  firstScreenNamespaces(window.location.pathname).map((namespace) => loadTexts(language, namespace)),
);
/** The page's code when it is not in the main bundle (an alert page), asked for at once. */
const pageCodeLoaded = loadStartingPageCode(window.location.pathname);

if (takeOver && state) {
  keepTypingBeforeTakeover();
  // The server's markup is on screen: the app takes it over (hydrates it) with the data it was
  // rendered from. As a transition, React does it in slices the browser can paint and answer taps
  // between (a plain hydrateRoot takes the page in one blocking piece).
  adoptServerClock(new Date(state.renderedAt));
  // In English there is nothing to wait for. The page's own chunk is waited for inside React: its
  // part stays the server's markup meanwhile, and a tap on it is answered once it has arrived.
  void textsLoaded.then(() =>
    startTransition(() => {
      hydrateRoot(container, <AppRoot queryClient={queryClient} language={language} />);
    }),
  );
} else {
  // The browser renders the page itself: staff screens, another view of the same page (its
  // query), or a page the phone kept, from the data inside it ("last updated" by when it was
  // stored: it is not taken over, its "x hours ago" were right when it was rendered). As a
  // transition, React yields to the browser between components instead of one long task, which a
  // cheap phone feels as a frozen page.
  if (state && saved !== null) noteSavedPage(saved);
  container.replaceChildren();
  const root = createRoot(container);
  void Promise.all([
    prefetchStartingPage(queryClient, window.location.pathname),
    textsLoaded,
    pageCodeLoaded,
  ]).then(() =>
    startTransition(() => {
      root.render(<AppRoot queryClient={queryClient} language={language} />);
    }),
  );
}

// Offline support: registered after the load event, off the first load's path.
registerServiceWorker();
