import { homeMore } from "@shared/i18n/home-more.en";
import { type ReactNode, useCallback, useState } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { useT } from "@/i18n/i18n";

/** What the dialog gives the form the page puts in it. */
export interface SightingFormSlot {
  alertId: number;
  /** Closes the dialog (after a report, or on Cancel). */
  close: () => void;
  /** While a report is being sent the dialog cannot be dismissed. */
  setBusy: (busy: boolean) => void;
}

/**
 * The home page's 'Report a Sighting' dialog (alert id 1 unless told otherwise). The form is
 * the sightings feature's, handed in by the page (features do not import each other). The
 * content mounts on each opening, so every opening starts with a fresh form.
 */
export function SightingDialog({
  open,
  onOpenChange,
  alertId = 1,
  alertName,
  renderForm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  alertId?: number;
  alertName?: string;
  renderForm?: (slot: SightingFormSlot) => ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const t = useT(homeMore);
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <Dialog open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <DialogContent
        title={alertName ? t("sightingDialog.titleFor", { name: alertName }) : t("sightingDialog.title")}
        description={t("sightingDialog.description")}
      >
        {renderForm?.({ alertId, close, setBusy })}
      </DialogContent>
    </Dialog>
  );
}
