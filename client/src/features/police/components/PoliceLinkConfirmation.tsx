import { POLICE_CONFIRMED_LABEL } from "@shared/intake";
import { ShieldCheck } from "lucide-react";
import { Card } from "@/components/ui/card";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { ApiError, errorDescription } from "@/lib/api-client";
import { useConfirmByLink, usePoliceLinkCase } from "../api/police-link";
import { PoliceCaseDetails } from "./PoliceCaseDetails";
import { PoliceConfirmForm } from "./PoliceConfirmForm";

/**
 * The page an e-mailed police confirmation link opens: the case, and the one-step form. The link
 * works once: afterwards (or once expired) the page says only that it is not valid.
 */
export function PoliceLinkConfirmation({ token }: { token: string }) {
  const view = usePoliceLinkCase(token);
  const confirm = useConfirmByLink(token);
  if (view.isPending) return <LoadingState />;
  if (view.isError) {
    const gone = view.error instanceof ApiError && view.error.status === 404;
    return (
      <ErrorState
        title={gone ? "This link is not valid" : "Could not load the case"}
        message={errorDescription(view.error)}
        onRetry={gone ? undefined : () => view.refetch()}
      />
    );
  }
  const done = confirm.isSuccess || view.data.confirmed;
  return (
    <Card className="space-y-5 p-6">
      <h1 className="text-2xl font-bold text-gray-900">Police confirmation</h1>
      <PoliceCaseDetails view={view.data} />
      {done ? (
        <p className="flex items-center gap-2 rounded-md bg-green-50 p-3 text-green-900" role="status">
          <ShieldCheck className="h-5 w-5" aria-hidden="true" />
          {POLICE_CONFIRMED_LABEL}. Thank you: the moderators can now publish this case.
        </p>
      ) : (
        <PoliceConfirmForm
          idPrefix="police-link"
          initial={view.data.familyPoliceReport}
          onConfirm={(confirmation) => confirm.mutateAsync(confirmation)}
        />
      )}
    </Card>
  );
}
