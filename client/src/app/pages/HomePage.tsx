import { lazy } from "react";
import { DemoAlertPopup } from "@/features/home/components/DemoAlertPopup";
import { Hero } from "@/features/home/components/Hero";
import { HistorySection } from "@/features/home/components/HistorySection";
import { SampleAlert } from "@/features/home/components/SampleAlert";
import { ShareSection } from "@/features/home/components/ShareSection";
import { WhatsAppButton } from "@/features/home/components/WhatsAppButton";
import { SubscriberCountSection } from "@/features/subscribers/components/SubscriberCountSection";

// The sighting form (and its form library) loads when the dialog first opens.
const HomeSightingForm = lazy(() => import("./HomeSightingForm"));

export default function HomePage() {
  return (
    <>
      <Hero />
      <SampleAlert renderSightingForm={(slot) => <HomeSightingForm {...slot} />} />
      <div className="px-4">
        <SubscriberCountSection />
      </div>
      <ShareSection />
      <HistorySection />
      <DemoAlertPopup />
      <WhatsAppButton />
    </>
  );
}
