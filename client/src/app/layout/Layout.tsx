import { common } from "@shared/i18n/common.en";
import { lazy, type ReactNode } from "react";
import { useLocation } from "wouter";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { useT } from "@/i18n/i18n";
import { ConnectionNotices } from "./ConnectionNotices";
import { Header } from "./Header";
import { PageErrorBoundary } from "./PageErrorBoundary";

// Below the first screen on every page: its code loads when it is taken over (when it comes near
// the screen on a server-rendered page, at once otherwise), not with the first load.
const Footer = lazy(() => import("./Footer").then((m) => ({ default: m.Footer })));

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const t = useT(common);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("skipToContent")}
      </a>
      <HydrateWhen trigger="interaction">
        <Header />
      </HydrateWhen>
      <ConnectionNotices />
      <main id="main" className="flex-1">
        <PageErrorBoundary key={location}>{children}</PageErrorBoundary>
      </main>
      <HydrateWhen trigger="visible">
        <Footer />
      </HydrateWhen>
    </div>
  );
}
