import { lazy, Suspense } from "react";
import { AfterFirstPaint } from "@/components/ui/after-first-paint";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { LoadingState } from "@/components/ui/states";
import { PageShell } from "./PageShell";

// As on the subscribe page: the heading and introduction paint with the first render, the form
// follows once its code has arrived.
const ReportPageBody = lazy(() => import("./ReportPageBody"));

export function ReportPage() {
  return (
    <PageShell title="Report a Missing Person">
      <p className="mb-6 max-w-3xl text-gray-700">
        Tell us who is missing and where they were last seen. A moderator checks every report before it is
        sent to subscribers as an alert, so please give accurate details and a phone number where you can be
        reached.
      </p>
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
