import type { StaffAlert } from "@shared/alerts";
import { POLICE_CONFIRMATION_REQUIRED, POLICE_CONFIRMED_LABEL } from "@shared/intake";
import { ShieldAlert, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { formatDateTime } from "@/lib/datetime";
import { useRequestPoliceConfirmation } from "../api/request-police-confirmation";

/**
 * The police confirmation of a report: the recorded one, or the flag that one is required (a
 * custody or protection order, a reporter who is not the guardian, an adult) with the button
 * that e-mails the police a confirmation link. Nothing for a report that needs none.
 */
export function PoliceConfirmationPanel({
  alert,
  token,
}: {
  alert: Pick<StaffAlert, "id" | "policeConfirmation" | "policeConfirmationReasons">;
  token: string;
}) {
  const request = useRequestPoliceConfirmation(token);
  const confirmation = alert.policeConfirmation;
  if (confirmation) {
    return (
      <div className="flex gap-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
        <ShieldCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>{POLICE_CONFIRMED_LABEL}</strong>: {confirmation.station}, incident{" "}
          {confirmation.incidentNumber}, officer {confirmation.officer} (
          {formatDateTime(confirmation.confirmedAt)})
        </p>
      </div>
    );
  }
  if (alert.policeConfirmationReasons.length === 0) return null;
  const ask = () =>
    request.mutate(alert.id, {
      onSuccess: (sent) =>
        toast(
          sent.transport === "smtp"
            ? {
                title: "Confirmation link sent",
                description: "The police were e-mailed a link to confirm this case.",
              }
            : {
                title: "Confirmation link not e-mailed",
                description: "No e-mail server is configured: the link was written to the server log only.",
              },
        ),
      onError: (error) =>
        toast({
          title: "Could not request a police confirmation",
          description: errorDescription(error),
          variant: "destructive",
        }),
    });
  return (
    <div
      className="space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900"
      data-testid="police-confirmation-required"
    >
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
        {POLICE_CONFIRMATION_REQUIRED}
      </p>
      <ul className="list-disc pl-6">
        {alert.policeConfirmationReasons.map((reason) => (
          <li key={reason}>{reason[0]!.toUpperCase() + reason.slice(1)}</li>
        ))}
      </ul>
      <p>It cannot be verified or shared until the police confirm it.</p>
      <Button variant="outline" size="sm" onClick={ask} disabled={request.isPending}>
        {request.isPending ? "Requesting..." : "Request police confirmation"}
      </Button>
    </div>
  );
}
