import type { StaffAlert } from "@shared/alerts";
import { defaultSharingPolicy, type SharingPolicy } from "@shared/sharing";
import { Check } from "lucide-react";
import { useState } from "react";
import { DistributionPreview } from "@/components/distribution/DistributionPreview";
import { initialLevelChoice, type LevelChoice, LevelPicker } from "@/components/levels/LevelPicker";
import { SharingPolicyPicker } from "@/components/sharing/SharingPolicyPicker";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useLevelStyles } from "../api/level-styles";

/**
 * Approve opens the choice of level and travel mode (preselected from the report's suggestion,
 * its reasons shown); the alert is sent only from here.
 */
export function ApproveDialog({
  alert,
  disabled,
  pending,
  onApprove,
}: {
  alert: StaffAlert;
  disabled: boolean;
  pending: boolean;
  /** Approves with the choice; `done` closes the dialog once the server has answered. */
  onApprove: (choice: LevelChoice & { sharingPolicy: SharingPolicy }, done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState(() => initialLevelChoice(alert.suggestedLevel));
  // Follows the level's default until the admin picks a policy.
  const [policy, setPolicy] = useState<SharingPolicy | null>(null);
  const sharingPolicy = policy ?? defaultSharingPolicy(choice.level);
  const styles = useLevelStyles();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setChoice(initialLevelChoice(alert.suggestedLevel));
          setPolicy(null);
        }
        setOpen(next);
      }}
    >
      <Button size="sm" variant="success" disabled={disabled} onClick={() => setOpen(true)}>
        Approve
      </Button>
      <DialogContent
        title={`Approve the alert for ${alert.name}`}
        description="Choose how loudly and how widely it goes out. Subscribers inside the first search area are sent the alert."
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            onApprove({ ...choice, sharingPolicy }, () => setOpen(false));
          }}
        >
          <LevelPicker
            value={choice}
            onChange={setChoice}
            suggestion={alert.suggestedLevel}
            styles={styles}
            disabled={pending}
          />
          <SharingPolicyPicker
            value={sharingPolicy}
            onChange={setPolicy}
            suggested={defaultSharingPolicy(choice.level)}
            disabled={pending}
          />
          {open && <DistributionPreview alertId={alert.id} choice={{ ...choice, sharingPolicy }} />}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="success" disabled={pending}>
              <Check className="h-4 w-4" aria-hidden="true" />
              {pending ? "Approving..." : "Approve & Send Alert"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
