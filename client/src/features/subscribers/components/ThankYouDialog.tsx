import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";

/** Shown after a successful subscription; closing it continues to the supporter pop-up. */
export function ThankYouDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Thank You for Subscribing!">
        <div className="flex flex-col items-center gap-3 text-center">
          <CheckCircle2 className="h-12 w-12 text-green-700" aria-hidden="true" />
          <p className="text-gray-800" data-testid="thank-you-message">
            Thank you, <strong>{name}</strong>! You will now receive alerts when a child goes missing near
            you.
          </p>
          <p className="text-xs text-gray-600">
            Already subscribed with this e-mail or phone? Then nothing has changed: to change your alerts, use
            the link we send to the e-mail or phone we already have.
          </p>
          <Button onClick={onClose}>Close</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
