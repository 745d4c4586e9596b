import { pages } from "@shared/i18n/pages.en";
import { lazy, Suspense } from "react";
import { AfterFirstPaint } from "@/components/ui/after-first-paint";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { LoadingState } from "@/components/ui/states";
import { useT } from "@/i18n/i18n";
import { PageShell } from "./PageShell";

// As on the subscribe page: the heading and introduction paint with the first render, the form
// follows once its code has arrived.
const ReportPageBody = lazy(() => import("./ReportPageBody"));

export function ReportPage() {
  const t = useT(pages);
  return (
    <PageShell title={t("reportPage.title")}>
      <p className="mb-6 max-w-3xl text-gray-700">{t("reportPage.intro")}</p>
      <HydrateWhen trigger="interaction">
        <AfterFirstPaint fallback={<LoadingState />}>
          <Suspense fallback={<LoadingState />}>
            <ReportPageBody />
          </Suspense>
        </AfterFirstPaint>
      </HydrateWhen>
    </PageShell>
  );
}
