import { manage } from "@shared/i18n/manage.en";
import { useParams } from "wouter";
import { ManageSubscription } from "@/features/subscribers/components/ManageSubscription";
import { useT } from "@/i18n/i18n";
import { PageShell } from "./PageShell";

/**
 * /unsubscribe/{token}: the per-subscriber link carried by every notification. Its holder
 * manages their alerts there: unsubscribe, turn alerts back on, change name, area or WhatsApp.
 */
export default function UnsubscribePage() {
  const { token = "" } = useParams<{ token: string }>();
  const t = useT(manage);
  return (
    <PageShell title={t("title")}>
      <div className="mx-auto max-w-xl">
        <ManageSubscription token={token} />
      </div>
    </PageShell>
  );
}
