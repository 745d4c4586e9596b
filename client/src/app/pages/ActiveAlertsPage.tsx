import { alerts } from "@shared/i18n/alerts.en";
import { HydrateWhen } from "@/components/ui/hydrate-when";
import { ActiveAlertsList } from "@/features/alerts/components/ActiveAlertsList";
import { useT } from "@/i18n/i18n";
import { PageShell } from "./PageShell";

export default function ActiveAlertsPage() {
  const t = useT(alerts);
  return (
    <PageShell title={t("title")} wide>
      <p className="-mt-3 mb-6 text-gray-700">{t("intro")}</p>
      <HydrateWhen trigger="interaction">
        <ActiveAlertsList />
      </HydrateWhen>
    </PageShell>
  );
}
