import { safe } from "@shared/i18n/safe.en";
import { parsePositiveId } from "@shared/ids";
import { useSearch } from "wouter";
import { SafeRequestForm } from "@/features/safe-requests/components/SafeRequestForm";
import { useT } from "@/i18n/i18n";
import { useSiteConfig } from "@/lib/site-config";
import { PageShell } from "./PageShell";

/**
 * /safe and /safe?alert={id}: a missing person (or a found adult) asks for the appeal about them
 * to end, without saying where they are.
 */
export default function SafePage() {
  const alertId = parsePositiveId(new URLSearchParams(useSearch()).get("alert") ?? undefined);
  const { brandName, emergencyPhone } = useSiteConfig();
  const t = useT(safe);
  return (
    <PageShell title={t("title")}>
      <div className="max-w-2xl space-y-4">
        <p className="text-gray-800">{t("intro", { brand: brandName })}</p>
        <p className="text-sm text-gray-700">{t("danger", { phone: emergencyPhone })}</p>
        <SafeRequestForm alertId={alertId} />
      </div>
    </PageShell>
  );
}
