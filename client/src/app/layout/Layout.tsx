import { lazy, type ReactNode, Suspense } from "react";
import { useLocation } from "wouter";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { OfflineBanner } from "./OfflineBanner";
import { PageErrorBoundary } from "./PageErrorBoundary";

const afterLoad = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });

// The offline queue (IndexedDB) is not needed for the first paint: loaded once the page is.
const OutboxStatus = lazy(() => afterLoad().then(() => import("./OutboxStatus")));

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <OfflineBanner />
      <Suspense fallback={null}>
        <OutboxStatus />
      </Suspense>
      <main id="main" className="flex-1">
        <PageErrorBoundary key={location}>{children}</PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
