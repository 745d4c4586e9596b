import { ShieldCheck } from "lucide-react";
import { Card } from "@/components/ui/card";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useConfirmCase, usePoliceCases } from "../api/police-cases";
import { PoliceCaseDetails } from "./PoliceCaseDetails";
import { PoliceConfirmForm } from "./PoliceConfirmForm";

/** The police liaison's screen: each open report waiting for a confirmation, with its form. */
export function PoliceCaseList() {
  const cases = usePoliceCases();
  const confirm = useConfirmCase();
  if (cases.isPending) return <LoadingState />;
  if (cases.isError)
    return (
      <ErrorState
        title="Could not load the cases"
        message={errorDescription(cases.error)}
        onRetry={() => cases.refetch()}
      />
    );
  if (cases.data.length === 0)
    return (
      <EmptyState
        title="No case is waiting for the police"
        icon={<ShieldCheck className="h-8 w-8 text-green-700" />}
      >
        Reports that need a police confirmation appear here.
      </EmptyState>
    );
  return (
    <div className="space-y-6">
      {cases.data.map((view) => (
        <Card
          key={view.alertId}
          className="space-y-4 p-4"
          role="article"
          aria-label={`Case #${view.alertId}`}
        >
          <PoliceCaseDetails view={view} />
          <PoliceConfirmForm
            idPrefix={`police-case-${view.alertId}`}
            initial={view.familyPoliceReport}
            onConfirm={async (confirmation) => {
              await confirm.mutateAsync({ alertId: view.alertId, ...confirmation });
              toast({ title: "Case confirmed", description: `Case #${view.alertId} is police-confirmed.` });
            }}
          />
        </Card>
      ))}
    </div>
  );
}
