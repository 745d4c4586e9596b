import { lazy, Suspense } from "react";
import { AfterFirstPaint } from "@/components/ui/after-first-paint";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { LoadingState } from "@/components/ui/states";
import { PageShell } from "./PageShell";

// The heading and introduction are in the main bundle and paint with the first render; the form
// (validation, address picker, supporters) follows. On a slow phone the page says what it is at
// once instead of after its code has arrived.
const SubscribePageBody = lazy(() => import("./SubscribePageBody"));

export function SubscribePage() {
  return (
    <PageShell title="Subscribe to Alerts" wide>
      <p className="-mt-4 mb-6 max-w-3xl text-gray-700">
        When a child goes missing, the first hours matter most. Subscribe to receive verified alerts for your
        area by text, WhatsApp or e-mail.
      </p>
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
