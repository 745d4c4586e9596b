import { SERVER_RENDER_STATE_ELEMENT_ID, type ServerRenderState } from "@shared/server-rendering";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppRoot } from "./app/AppRoot";
import { prefetchStartingPage } from "./app/route-prefetch";
import { createQueryClient } from "./lib/query-client";
import { adoptServerClock } from "./lib/render-time";
import { registerServiceWorker } from "./lib/service-worker";
import "./index.css";

const container = document.getElementById("root")!;
const queryClient = createQueryClient();

/** The data the server rendered this very page from, when it did (docs/decisions/018). */
function serverRenderState(): ServerRenderState | null {
  const text = document.getElementById(SERVER_RENDER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerRenderState;
    const here = window.location.search.replace(/^\?/, "");
    return state.path === window.location.pathname && state.search === here ? state : null;
  } catch {
    return null;
  }
}

const state = serverRenderState();
if (state && container.firstChild) {
  // The server's markup is on screen: the app takes it over (hydrates it) with the data it was
  // rendered from. As a transition, React does it in slices the browser can paint and answer taps
  // between (a plain hydrateRoot takes the page in one blocking piece).
  hydrate(queryClient, state.queries as DehydratedState);
  adoptServerClock(new Date(state.renderedAt));
  startTransition(() => {
    hydrateRoot(container, <AppRoot queryClient={queryClient} />);
  });
} else {
  // The browser renders the page itself (staff screens, a page the service worker kept): as a
  // transition, React yields to the browser between components instead of one long task, which a
  // cheap phone feels as a frozen page.
  container.replaceChildren();
  const root = createRoot(container);
  void prefetchStartingPage(queryClient, window.location.pathname).then(() =>
    startTransition(() => {
      root.render(<AppRoot queryClient={queryClient} />);
    }),
  );
}

// Offline support: registered after the load event, off the first load's path.
registerServiceWorker();
