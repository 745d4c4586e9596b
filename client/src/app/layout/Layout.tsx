import { lazy, type ReactNode, Suspense } from "react";
import { useLocation } from "wouter";
import { afterLoad } from "@/lib/after-load";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { PageErrorBoundary } from "./PageErrorBoundary";

const loaded = () => new Promise<void>((resolve) => afterLoad(() => resolve()));

// Neither the offline notices nor the offline queue (IndexedDB) is needed for the first paint
// (the first load of / has a budget): both load once the page has. A chunk that cannot load
// (the connection dropped before the service worker kept it) leaves them out, not the page.
const nothing: { default: () => ReactNode } = { default: () => null };
const OfflineBanner = lazy(() =>
  loaded()
    .then(() => import("./OfflineBanner"))
    .then(
      (m) => ({ default: m.OfflineBanner }),
      () => nothing,
    ),
);
const OutboxStatus = lazy(() =>
  loaded()
    .then(() => import("./OutboxStatus"))
    .catch(() => nothing),
);

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
      <Suspense fallback={null}>
        <OfflineBanner />
        <OutboxStatus />
      </Suspense>
      <main id="main" className="flex-1">
        <PageErrorBoundary key={location}>{children}</PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
