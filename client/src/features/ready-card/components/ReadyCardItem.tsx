import { ready } from "@shared/i18n/ready.en";
import { Camera, Pencil, Send, Trash2, User } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useDates } from "@/i18n/dates";
import { useT } from "@/i18n/i18n";
import { ageNow, isPhotoRenewalDue, type ReadyCard } from "../ready-cards";

/** One card: who, the renewal reminder, and its three actions. */
export function ReadyCardItem({
  card,
  onUse,
  onEdit,
  onRemove,
}: {
  card: ReadyCard;
  onUse: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const t = useT(ready);
  const dates = useDates();
  const now = new Date();
  const age = ageNow(card, now);
  const renew = isPhotoRenewalDue(card, now);
  return (
    <li className="rounded-md border border-gray-200 p-3" data-testid="ready-card">
      <div className="flex gap-3">
        <div className="h-20 w-16 shrink-0 overflow-hidden rounded bg-gray-100">
          {card.photo ? (
            <img src={card.photo} alt={card.name} className="h-full w-full object-cover" />
          ) : (
            <User className="m-auto mt-5 h-10 w-10 text-gray-400" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 space-y-1">
          <p className="font-semibold text-gray-900">{card.name}</p>
          {age !== null && <p className="text-sm text-gray-700">{t("age", { age })}</p>}
          <p className="text-xs text-gray-600">
            {card.photoSavedAt ? t("photoAdded", { date: dates.date(card.photoSavedAt) }) : t("noPhoto")}
          </p>
        </div>
      </div>
      {renew && (
        <p
          className="mt-2 flex items-start gap-2 rounded bg-amber-50 p-2 text-sm text-amber-900"
          role="status"
        >
          <Camera className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t("renew")}
        </p>
      )}
      {confirming ? (
        <fieldset className="mt-3 space-y-2">
          <legend className="text-sm text-gray-900">{t("removeQuestion", { name: card.name })}</legend>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" onClick={onRemove}>
              {t("remove")}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              {t("keep")}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="destructive" size="sm" onClick={onUse}>
            <Send className="h-4 w-4" aria-hidden="true" />
            {t("use")}
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {renew ? t("updatePhoto") : t("edit")}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t("removeFromPhone")}
          </Button>
        </div>
      )}
    </li>
  );
}
