import { subscribe } from "@shared/i18n/subscribe.en";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/i18n";

/** Shown after a successful subscription; closing it continues to the supporter pop-up. */
export function ThankYouDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  const t = useT(subscribe);
  return (
    <Dialog open={name !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t("thanks.title")}>
        <div className="flex flex-col items-center gap-3 text-center">
          <CheckCircle2 className="h-12 w-12 text-green-700" aria-hidden="true" />
          <p className="text-gray-800" data-testid="thank-you-message">
            {t("thanks.before")} <strong>{name}</strong>
            {t("thanks.after")}
          </p>
          <p className="text-xs text-gray-600">{t("thanks.already")}</p>
          <Button onClick={onClose}>{t("thanks.close")}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
