import { lazy, Suspense } from "react";
import { useLocation } from "wouter";
import { Card } from "@/components/ui/card";
import { WhenNearViewport } from "@/components/ui/when-near-viewport";
import { SubscribeForm } from "@/features/subscribers/components/SubscribeForm";
import { SubscribeInfoPanel } from "@/features/subscribers/components/SubscribeInfoPanel";

// Ready cards: their own code, after the form's.
const ReadyCardPanel = lazy(() => import("@/features/ready-card/components/ReadyCardPanel"));
const SubscriberCountSection = lazy(() =>
  import("@/features/subscribers/components/SubscriberCountSection").then((m) => ({
    default: m.SubscriberCountSection,
  })),
);

/** The subscribe page below its heading: the form and what goes with it (loaded on demand). */
export default function SubscribePageBody() {
  const [, navigate] = useLocation();
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <SubscribeInfoPanel />
        <Card className="p-6">
          <SubscribeForm />
        </Card>
      </div>
      <div className="mt-6">
        <Suspense fallback={null}>
          <ReadyCardPanel
            onUse={(_report, card) => navigate(`/report?ready=${encodeURIComponent(card.id)}`)}
          />
        </Suspense>
      </div>
      {/* Below the form: on a phone it (and its code) waits until the person scrolls towards it. */}
      <WhenNearViewport placeholderClassName="min-h-[40rem]">
        <SubscriberCountSection showSubscribeButton={false} />
      </WhenNearViewport>
    </>
  );
}
