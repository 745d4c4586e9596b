import { Camera, Pencil, Send, Trash2, User } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/datetime";
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
          {age !== null && <p className="text-sm text-gray-700">Age {age}</p>}
          <p className="text-xs text-gray-600">
            {card.photoSavedAt ? `Photo added ${formatDate(card.photoSavedAt)}` : "No photo yet"}
          </p>
        </div>
      </div>
      {renew && (
        <p
          className="mt-2 flex items-start gap-2 rounded bg-amber-50 p-2 text-sm text-amber-900"
          role="status"
        >
          <Camera className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          This photo is more than six months old. Please add a recent one.
        </p>
      )}
      {confirming ? (
        <fieldset className="mt-3 space-y-2">
          <legend className="text-sm text-gray-900">Remove {card.name}'s Ready card from this phone?</legend>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" size="sm" onClick={onRemove}>
              Remove
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="destructive" size="sm" onClick={onUse}>
            <Send className="h-4 w-4" aria-hidden="true" />
            Report using this Ready card
          </Button>
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {renew ? "Update photo" : "Edit"}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Remove from this phone
          </Button>
        </div>
      )}
    </li>
  );
}
