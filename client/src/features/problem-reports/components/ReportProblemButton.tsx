import { alert as alertTexts } from "@shared/i18n/alert.en";
import { Flag } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";

// The button is all the alert page loads up front; the dialog (form library, zod) loads on the
// first click, so the page's first-load JavaScript does not grow.
const ProblemReportDialog = lazy(() =>
  import("./ProblemReportDialog").then((m) => ({ default: m.ProblemReportDialog })),
);

/** "Report a problem with this alert", under every public alert. */
export function ReportProblemButton({ alertId }: { alertId: number }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const t = useT(alertTexts);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t("reportProblem")}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ProblemReportDialog alertId={alertId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
