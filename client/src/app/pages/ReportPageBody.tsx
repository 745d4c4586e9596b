import { lazy, Suspense, useCallback, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { ReportForm, type ReportPrefill } from "@/features/alerts/components/ReportForm";
import type { ReadyCardReport } from "@/features/ready-card/ready-cards";

// The Ready cards kept on this phone come with their own code, after the form's.
const ReadyCardPanel = lazy(() => import("@/features/ready-card/components/ReadyCardPanel"));

/**
 * The report form (loaded on demand); a sent report leads to the active alerts. With it, the
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
  // On a phone the cards come first (one tap in an emergency); on a wide screen they sit beside
  // the form, which keeps its place (its address field is in the first screen there).
  return (
    <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <div className="lg:order-2">
        <Suspense fallback={null}>
          <ReadyCardPanel onUse={useCard} autoUseId={readyId} />
        </Suspense>
      </div>
      <div className="lg:order-1">
        <ReportForm prefill={prefill} onSubmitted={() => navigate("/active-alerts")} />
      </div>
    </div>
  );
}
