import { parsePositiveId } from "@shared/ids";
import { SAFE_PAGE_TITLE } from "@shared/safe-requests";
import { useSearch } from "wouter";
import { SafeRequestForm } from "@/features/safe-requests/components/SafeRequestForm";
import { useSiteConfig } from "@/lib/site-config";
import { PageShell } from "./PageShell";

/**
 * /safe and /safe?alert={id}: a missing person (or a found adult) asks for the appeal about them
 * to end, without saying where they are.
 */
export default function SafePage() {
  const alertId = parsePositiveId(new URLSearchParams(useSearch()).get("alert") ?? undefined);
  const { brandName, emergencyPhone } = useSiteConfig();
  return (
    <PageShell title={SAFE_PAGE_TITLE}>
      <div className="max-w-2xl space-y-4">
        <p className="text-gray-800">
          If an appeal on {brandName} is about you and you are safe, tell us here. You do not have to say
          where you are, and we will not tell anyone, not even the person who reported you missing. Our staff
          may check with you or with the police before the appeal ends.
        </p>
        <p className="text-sm text-gray-700">If you are in danger, call {emergencyPhone} now.</p>
        <SafeRequestForm alertId={alertId} />
      </div>
    </PageShell>
  );
}
