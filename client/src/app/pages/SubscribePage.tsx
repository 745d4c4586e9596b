import { Card } from "@/components/ui/card";
import { SubscribeForm } from "@/features/subscribers/components/SubscribeForm";
import { SubscribeInfoPanel } from "@/features/subscribers/components/SubscribeInfoPanel";
import { SubscriberCountSection } from "@/features/subscribers/components/SubscriberCountSection";
import { PageShell } from "./PageShell";

export default function SubscribePage() {
  return (
    <PageShell title="Subscribe to Alerts" wide>
      <p className="-mt-4 mb-6 max-w-3xl text-gray-700">
        When a child goes missing, the first hours matter most. Subscribe to receive verified alerts for your
        area by text, WhatsApp or e-mail.
      </p>
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <SubscribeInfoPanel />
        <Card className="p-6">
          <SubscribeForm />
        </Card>
      </div>
      <SubscriberCountSection showSubscribeButton={false} />
    </PageShell>
  );
}
