import { lazy, Suspense, useCallback, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { ReportForm, type ReportPrefill } from "@/features/alerts/components/ReportForm";
import type { ReadyCardReport } from "@/features/ready-card/ready-cards";

// The Ready cards kept on this phone come with their own code, after the form's.
const ReadyCardPanel = lazy(() => import("@/features/ready-card/components/ReadyCardPanel"));

/**
 * The report form (loaded on demand); a sent report leads to the active alerts. Above it, the
 * phone's Ready cards: one tap fills the form from a card (?ready={id} from the subscribe page).
 */
export default function ReportPageBody() {
  const [, navigate] = useLocation();
  const readyId = new URLSearchParams(useSearch()).get("ready");
  const [prefill, setPrefill] = useState<ReportPrefill | null>(null);
  const useCard = useCallback((report: ReadyCardReport) => {
    setPrefill({ ...report });
    document.getElementById("report")?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <div className="space-y-6">
      <Suspense fallback={null}>
        <ReadyCardPanel onUse={useCard} autoUseId={readyId} />
      </Suspense>
      <ReportForm prefill={prefill} onSubmitted={() => navigate("/active-alerts")} />
    </div>
  );
}
