import { alertPageId } from "@shared/alert-paths";
import { common } from "@shared/i18n/common.en";
import { lazy, type ReactNode, useEffect } from "react";
import { useLocation } from "wouter";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";
import { ConnectionNotices } from "./ConnectionNotices";
import { Header } from "./Header";
import { PageErrorBoundary } from "./PageErrorBoundary";

// Below the first screen on every page: its code loads when it is taken over (when it comes near
// the screen on a server-rendered page, at once otherwise), not with the first load.
const Footer = lazy(() => import("./Footer").then((m) => ({ default: m.Footer })));

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const t = useT(common);
  const { brandName } = useSiteConfig();
  const title = brandName ? `${brandName} — ${t("siteTitle")}` : t("siteTitle");
  // The server sends each page's title; moving to another page in the browser puts back the
  // site's, in the page's language. An alert's page keeps the title it came with.
  useEffect(() => {
    if (alertPageId(location) === null) document.title = title;
  }, [location, title]);
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
