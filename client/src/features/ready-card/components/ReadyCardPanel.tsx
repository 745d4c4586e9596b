import { ready } from "@shared/i18n/ready.en";
import { IdCard, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/i18n";
import { type ReadyCard, type ReadyCardReport, readyCards, toReport } from "../ready-cards";
import { ReadyCardEditor } from "./ReadyCardEditor";
import { ReadyCardItem } from "./ReadyCardItem";

/**
 * Ready cards on this phone: a parent's or carer's cards, each ready to file a report in one tap.
 * Read from the phone's storage once the page runs; nothing is sent anywhere.
 */
export default function ReadyCardPanel({
  onUse,
  autoUseId = null,
}: {
  /** "Report using this Ready card": what the report form takes from the card. */
  onUse: (report: ReadyCardReport, card: ReadyCard) => void;
  /** A card to use at once (the subscribe page sent the person here with it). */
  autoUseId?: string | null;
}) {
  const [cards, setCards] = useState<ReadyCard[] | null>(null);
  const [editing, setEditing] = useState<ReadyCard | "new" | null>(null);
  const [storageError, setStorageError] = useState(false);
  const autoUsed = useRef(false);

  useEffect(() => {
    readyCards.list().then(setCards, () => {
      setCards([]);
      setStorageError(true);
    });
  }, []);

  useEffect(() => {
    if (!cards || autoUsed.current || !autoUseId) return;
    autoUsed.current = true;
    const card = cards.find((c) => c.id === autoUseId);
    if (card) onUse(toReport(card, new Date()), card);
  }, [cards, autoUseId, onUse]);

  const save = async (card: ReadyCard) => {
    await readyCards.save(card);
    setCards(await readyCards.list());
    setEditing(null);
  };
  const remove = async (card: ReadyCard) => {
    await readyCards.remove(card.id);
    setCards(await readyCards.list());
  };

  const t = useT(ready);
  return (
    <Card className="space-y-4 p-4 sm:p-6" data-testid="ready-cards" aria-labelledby="ready-cards-heading">
      <div className="flex items-start gap-3">
        <IdCard className="mt-1 h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div>
          <h2 id="ready-cards-heading" className="text-lg font-semibold text-gray-900">
            {t("title")}
          </h2>
          <p className="text-sm text-gray-700">{t("intro")}</p>
        </div>
      </div>
      {storageError && (
        <p role="alert" className="text-sm text-red-700">
          {t("storageError")}
        </p>
      )}
      {cards && cards.length > 0 && (
        <ul className="space-y-3">
          {cards.map((card) => (
            <ReadyCardItem
              key={card.id}
              card={card}
              onUse={() => onUse(toReport(card, new Date()), card)}
              onEdit={() => setEditing(card)}
              onRemove={() => remove(card)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <ReadyCardEditor
          card={editing === "new" ? null : editing}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        cards &&
        !storageError && (
          <Button variant="outline" onClick={() => setEditing("new")}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {cards.length === 0 ? t("make") : t("addAnother")}
          </Button>
        )
      )}
    </Card>
  );
}
