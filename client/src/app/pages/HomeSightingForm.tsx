import type { SightingFormSlot } from "@/features/home/components/SightingDialog";
import { SightingForm } from "@/features/sightings/components/SightingForm";

/** The home dialog's form: the sightings feature's form with the home dialog's rules. */
export default function HomeSightingForm({ alertId, close, setBusy }: SightingFormSlot) {
  return (
    <SightingForm
      variant="home-dialog"
      alertId={alertId}
      onClose={close}
      onSubmitted={close}
      onSubmittingChange={setBusy}
    />
  );
}
