import type { StaffAlert } from "@shared/alerts";
import { defaultSharingPolicy, type SharingPolicy } from "@shared/sharing";
import { Check, User, X } from "lucide-react";
import { useState } from "react";
import { DistributionPreview } from "@/components/distribution/DistributionPreview";
import { initialLevelChoice, type LevelChoice, LevelPicker } from "@/components/levels/LevelPicker";
import { SharingPolicyPicker } from "@/components/sharing/SharingPolicyPicker";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/datetime";
import { usePendingPhoto } from "../api/pending-photo";
import { Detail } from "./Detail";
import { IntakeAnswers } from "./IntakeAnswers";
import { PhotoReuseFlag } from "./PhotoReuseFlag";
import { PoliceConfirmationPanel } from "./PoliceConfirmationPanel";

/** A report waiting for review, with every field the moderator needs to judge it. */
export function PendingAlertCard({
  alert,
  token,
  busy,
  onVerify,
  onReject,
}: {
  alert: StaffAlert;
  /** The unlock token: the photo of a report not yet public is served to staff only. */
  token: string;
  busy: boolean;
  /** Sends the alert at the level, travel mode and sharing policy chosen on the card. */
  onVerify: (choice: LevelChoice & { sharingPolicy: SharingPolicy }) => void;
  onReject: () => void;
}) {
  const headingId = `pending-alert-${alert.id}`;
  const photo = usePendingPhoto(alert.photoUrl, token);
  const [choice, setChoice] = useState(() => initialLevelChoice(alert.suggestedLevel));
  // Follows the level's default until the moderator picks a policy.
  const [policy, setPolicy] = useState<SharingPolicy | null>(null);
  const sharingPolicy = policy ?? defaultSharingPolicy(choice.level);
  return (
    <Card className="overflow-hidden" data-testid="pending-alert" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2">
        <Badge tone="amber">PENDING VERIFICATION</Badge>
        <PhotoReuseFlag matchesAlertId={alert.photoReusedFromAlertId} />
      </div>
      <div className="grid gap-4 p-4 sm:grid-cols-[10rem_1fr]">
        <div className="aspect-[4/5] w-40 overflow-hidden rounded-md bg-gray-100">
          {photo ? (
            <img src={photo} alt={alert.name} className="h-full w-full object-cover" />
          ) : (
            <div className="flex h-full w-full items-center justify-center text-gray-400">
              <User className="h-14 w-14" aria-hidden="true" />
              <span className="sr-only">No photo</span>
            </div>
          )}
        </div>
        <div className="space-y-3">
          <h3 id={headingId} className="text-xl font-bold text-gray-900">
            {alert.name}
          </h3>
          <dl className="space-y-1">
            <Detail label="Age">{alert.age} years</Detail>
            <Detail label="Last Location">{alert.lastLocation}</Detail>
            <Detail label="Last Seen">{formatDateTime(alert.lastSeen)}</Detail>
            <Detail label="Description">{alert.description}</Detail>
            <Detail label="Clothing">{alert.clothing}</Detail>
            {alert.circumstances && <Detail label="Circumstances">{alert.circumstances}</Detail>}
          </dl>
          <dl className="space-y-1 rounded-md bg-gray-50 p-3">
            <Detail label="Reported by">
              {alert.reporterName} ({alert.reporterRelationship})
            </Detail>
            <Detail label="Contact">{alert.reporterPhone}</Detail>
            <Detail label="Police report reference">{alert.policeReference ?? "None given"}</Detail>
            <Detail label="Submitted">{formatDateTime(alert.createdAt)}</Detail>
          </dl>
          <IntakeAnswers intake={alert.intake} />
          <PoliceConfirmationPanel alert={alert} token={token} />
          <LevelPicker
            value={choice}
            onChange={setChoice}
            suggestion={alert.suggestedLevel}
            disabled={busy}
            className="border-t border-gray-200 pt-3"
          />
          <SharingPolicyPicker
            value={sharingPolicy}
            onChange={setPolicy}
            suggested={defaultSharingPolicy(choice.level)}
            disabled={busy}
          />
          <DistributionPreview alertId={alert.id} choice={{ ...choice, sharingPolicy }} bearer={token} />
          <div className="flex flex-wrap gap-2 pt-1">
            <Button variant="success" onClick={() => onVerify({ ...choice, sharingPolicy })} disabled={busy}>
              <Check className="h-4 w-4" aria-hidden="true" />
              {"Verify & Send Alert"}
            </Button>
            <Button variant="destructive" onClick={onReject} disabled={busy}>
              <X className="h-4 w-4" aria-hidden="true" />
              Reject
            </Button>
          </div>
        </div>
      </div>
    </Card>
  );
}
