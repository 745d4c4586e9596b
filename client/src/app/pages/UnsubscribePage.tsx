import { useParams } from "wouter";
import { UnsubscribeConfirm } from "@/features/subscribers/components/UnsubscribeConfirm";
import { PageShell } from "./PageShell";

/** /unsubscribe/{token}: the per-subscriber link carried by every notification. */
export default function UnsubscribePage() {
  const { token = "" } = useParams<{ token: string }>();
  return (
    <PageShell title="Unsubscribe from Alerts">
      <div className="mx-auto max-w-xl">
        <UnsubscribeConfirm token={token} />
      </div>
    </PageShell>
  );
}
