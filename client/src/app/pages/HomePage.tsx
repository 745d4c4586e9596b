import { lazy, Suspense } from "react";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { WhenNearViewport } from "@/components/ui/when-near-viewport";
import { Hero } from "@/features/home/components/Hero";
import { SampleAlert } from "@/features/home/components/SampleAlert";
import { useHydrated } from "@/lib/use-hydrated";

// The first screen (hero, latest alert) is in the main bundle; the rest loads after it: the
// sections below the fold when the person scrolls towards them, the sighting form with its form
// library when the dialog first opens, and the sample-alert pop-up once the page is taken over.
const HomeBelowFold = lazy(() => import("./HomeBelowFold"));
const HomeSightingForm = lazy(() => import("./HomeSightingForm"));
// A floating button, its icon's drawing included: not needed for the page's first paint.
const WhatsAppButton = lazy(() =>
  import("@/features/home/components/WhatsAppButton").then((m) => ({ default: m.WhatsAppButton })),
);
// The sample alerts' pop-up is the phone's alone (what was dismissed is stored there): never in
// the server's page, its code loads once the page has been taken over.
const DemoAlertPopup = lazy(() =>
  import("@/features/home/components/DemoAlertPopup").then((m) => ({ default: m.DemoAlertPopup })),
);

export default function HomePage() {
  const hydrated = useHydrated();
  return (
    <>
      <HydrateWhen trigger="interaction">
        <Hero />
        <SampleAlert renderSightingForm={(slot) => <HomeSightingForm {...slot} />} />
      </HydrateWhen>
      {/* Room for the sections while they load, so the footer does not jump up and back down. The
          server sends the room alone: the sections render in the browser as they come near. */}
      <WhenNearViewport placeholderClassName="min-h-screen">
        <HomeBelowFold />
      </WhenNearViewport>
      {/* The sample alerts take turns from the start: not waiting for the person. */}
      {hydrated && (
        <Suspense fallback={null}>
          <DemoAlertPopup />
        </Suspense>
      )}
      <HydrateWhen trigger="interaction">
        <Suspense fallback={null}>
          <WhatsAppButton />
        </Suspense>
      </HydrateWhen>
    </>
  );
}
