import { lazy } from "react";
import { Card } from "@/components/ui/card";
import { WhenNearViewport } from "@/components/ui/when-near-viewport";
import { SubscribeForm } from "@/features/subscribers/components/SubscribeForm";
import { SubscribeInfoPanel } from "@/features/subscribers/components/SubscribeInfoPanel";

const SubscriberCountSection = lazy(() =>
  import("@/features/subscribers/components/SubscriberCountSection").then((m) => ({
    default: m.SubscriberCountSection,
  })),
);

/** The subscribe page below its heading: the form and what goes with it (loaded on demand). */
export default function SubscribePageBody() {
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <SubscribeInfoPanel />
        <Card className="p-6">
          <SubscribeForm />
        </Card>
      </div>
      {/* Below the form: on a phone it (and its code) waits until the person scrolls towards it. */}
      <WhenNearViewport placeholderClassName="min-h-[40rem]">
        <SubscriberCountSection showSubscribeButton={false} />
      </WhenNearViewport>
    </>
  );
}
