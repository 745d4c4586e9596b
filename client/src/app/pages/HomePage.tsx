import { lazy } from "react";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { WhenNearViewport } from "@/components/ui/when-near-viewport";
import { DemoAlertPopup } from "@/features/home/components/DemoAlertPopup";
import { Hero } from "@/features/home/components/Hero";
import { SampleAlert } from "@/features/home/components/SampleAlert";
import { WhatsAppButton } from "@/features/home/components/WhatsAppButton";

// The first screen (hero, latest alert, the sample-alert popup) is in the main bundle; the rest
// loads after it: the sections below the fold when the person scrolls towards them, and the
// sighting form with its form library when the dialog first opens.
const HomeBelowFold = lazy(() => import("./HomeBelowFold"));
const HomeSightingForm = lazy(() => import("./HomeSightingForm"));

export default function HomePage() {
  return (
    <>
      <HydrateWhen trigger="interaction">
        <Hero />
        <SampleAlert renderSightingForm={(slot) => <HomeSightingForm {...slot} />} />
      </HydrateWhen>
      {/* Room for the sections while they load, so the footer does not jump up and back down. */}
      <HydrateWhen trigger="visible">
        <WhenNearViewport placeholderClassName="min-h-screen">
          <HomeBelowFold />
        </WhenNearViewport>
      </HydrateWhen>
      {/* The sample alerts take turns from the start: not waiting for the person. */}
      <DemoAlertPopup />
      <HydrateWhen trigger="interaction">
        <WhatsAppButton />
      </HydrateWhen>
    </>
  );
}
