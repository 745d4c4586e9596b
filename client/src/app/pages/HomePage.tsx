import { lazy } from "react";
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
      <Hero />
      <SampleAlert renderSightingForm={(slot) => <HomeSightingForm {...slot} />} />
      {/* Room for the sections while they load, so the footer does not jump up and back down. */}
      <WhenNearViewport placeholderClassName="min-h-screen">
        <HomeBelowFold />
      </WhenNearViewport>
      <DemoAlertPopup />
      <WhatsAppButton />
    </>
  );
}
