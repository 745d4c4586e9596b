import type { StaffAlert } from "@shared/alerts";
import { SHARING_POLICY_LABELS, type SharingPolicy, sharingPolicyOf } from "@shared/sharing";
import { useEffect, useState } from "react";
import { SharingPolicyPicker } from "@/components/sharing/SharingPolicyPicker";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useChangeSharingPolicy } from "../api/sharing-policy";
import { lostAccess } from "../api/staff-request";

/** A verified case's sharing policy, changeable (the server audits every change). */
export function SharingPolicyChange({
  alert,
  token,
  onAccessLost,
}: {
  alert: Pick<StaffAlert, "id" | "sharingPolicy">;
  token?: string;
  onAccessLost?: () => void;
}) {
  const current = sharingPolicyOf(alert.sharingPolicy);
  const [choice, setChoice] = useState<SharingPolicy>(current);
  const change = useChangeSharingPolicy(alert.id, token);
  // A refresh that brings another policy (changed elsewhere) resets the choice to it.
  useEffect(() => setChoice(current), [current]);

  return (
    <form
      className="mt-4 space-y-2 border-t border-gray-200 pt-3"
      data-testid="sharing-policy-change"
      onSubmit={(e) => {
        e.preventDefault();
        change.mutate(
          { sharingPolicy: choice },
          {
            onSuccess: () =>
              toast({
                title: "Sharing changed",
                description: `The alert is now: ${SHARING_POLICY_LABELS[choice]}.`,
              }),
            onError: (error) => {
              if (lostAccess(error)) onAccessLost?.();
              toast({
                title: "Could not change who may see it",
                description: errorDescription(error),
                variant: "destructive",
              });
            },
          },
        );
      }}
    >
      <SharingPolicyPicker value={choice} onChange={setChoice} disabled={change.isPending} />
      <Button type="submit" size="sm" variant="outline" disabled={choice === current || change.isPending}>
        {change.isPending ? "Changing..." : "Change sharing"}
      </Button>
    </form>
  );
}
