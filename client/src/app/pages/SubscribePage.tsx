import { pages } from "@shared/i18n/pages.en";
import { lazy, Suspense } from "react";
import { AfterFirstPaint } from "@/components/ui/after-first-paint";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { LoadingState } from "@/components/ui/states";
import { useT } from "@/i18n/i18n";
import { PageShell } from "./PageShell";

// The heading and introduction are in the main bundle and paint with the first render; the form
// (validation, address picker, supporters) follows. On a slow phone the page says what it is at
// once instead of after its code has arrived.
const SubscribePageBody = lazy(() => import("./SubscribePageBody"));

export function SubscribePage() {
  const t = useT(pages);
  return (
    <PageShell title={t("subscribePage.title")} wide>
      <p className="-mt-4 mb-6 max-w-3xl text-gray-700">{t("subscribePage.intro")}</p>
      <HydrateWhen trigger="interaction">
        <AfterFirstPaint fallback={<LoadingState />}>
          <Suspense fallback={<LoadingState />}>
            <SubscribePageBody />
          </Suspense>
        </AfterFirstPaint>
      </HydrateWhen>
    </PageShell>
  );
}
