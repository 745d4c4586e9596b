import { AGE_MAX, AGE_MIN } from "@shared/constants";
import { ready } from "@shared/i18n/ready.en";
import { type FormEvent, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorWording, Field, fieldAria, Input, Textarea } from "@/components/ui/form-controls";
import { PhotoPicker } from "@/components/ui/photo-picker";
import { errorWording, useLanguage, useT } from "@/i18n/i18n";
import type { ReadyCard } from "../ready-cards";

// The form's rules, written in English; the `ready` part's errors table words them on the page.
const NAME_MISSING = "Please enter the name";
const AGE_INVALID = `Please enter an age between ${AGE_MIN} and ${AGE_MAX}, in whole years`;

/** Adds or changes a Ready card; nothing leaves the phone. */
export function ReadyCardEditor({
  card,
  onSave,
  onCancel,
}: {
  /** The card to change; a new one without. */
  card: ReadyCard | null;
  onSave: (card: ReadyCard) => Promise<void>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(card?.name ?? "");
  const [age, setAge] = useState(card?.age === null || card === null ? "" : String(card.age));
  const [description, setDescription] = useState(card?.description ?? "");
  const [marks, setMarks] = useState(card?.marks ?? "");
  const [photo, setPhoto] = useState<string | null>(card?.photo ?? null);
  const [errors, setErrors] = useState<{ name?: string; age?: string }>({});
  const [saving, setSaving] = useState(false);
  const t = useT(ready);
  const language = useLanguage();
  const wording = useMemo(() => errorWording(language, ready.namespace), [language]);
  const photoTexts = useMemo(
    () => ({
      choose: t("editor.photoChoose"),
      change: t("editor.photoChange"),
      remove: t("editor.photoRemove"),
      previewAlt: t("editor.photoPreview"),
    }),
    [t],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const years = age.trim() === "" ? null : Number(age);
    const problems = {
      name: name.trim() ? undefined : NAME_MISSING,
      age:
        years !== null && (!Number.isInteger(years) || years < AGE_MIN || years > AGE_MAX)
          ? AGE_INVALID
          : undefined,
    };
    setErrors(problems);
    if (problems.name || problems.age) return;
    const now = new Date().toISOString();
    setSaving(true);
    try {
      await onSave({
        id: card?.id ?? crypto.randomUUID(),
        name: name.trim(),
        age: years,
        description: description.trim(),
        marks: marks.trim(),
        photo,
        // A new photo starts the six months again; an unchanged one keeps its date.
        photoSavedAt: photo === null ? null : photo === card?.photo ? card.photoSavedAt : now,
        savedAt: now,
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <ErrorWording value={wording}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label={card ? t("editor.changeCard") : t("editor.newCard")}
      >
        <PhotoPicker
          id="ready-photo"
          label={t("editor.photo")}
          hint={t("editor.photoHint")}
          texts={photoTexts}
          shape="square"
          value={photo}
          onChange={setPhoto}
          disabled={saving}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="ready-name" label={t("editor.name")} required error={errors.name}>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="off"
              maxLength={120}
              {...fieldAria("ready-name", errors.name)}
            />
          </Field>
          <Field id="ready-age" label={t("editor.age")} error={errors.age}>
            <Input
              type="number"
              inputMode="numeric"
              min={AGE_MIN}
              max={AGE_MAX}
              step={1}
              value={age}
              onChange={(e) => setAge(e.target.value)}
              {...fieldAria("ready-age", errors.age)}
            />
          </Field>
        </div>
        <Field id="ready-description" label={t("editor.description")} hint={t("editor.descriptionHint")}>
          <Textarea
            rows={2}
            maxLength={1500}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            {...fieldAria("ready-description", undefined, true)}
          />
        </Field>
        <Field id="ready-marks" label={t("editor.marks")} hint={t("editor.marksHint")}>
          <Textarea
            rows={2}
            maxLength={450}
            value={marks}
            onChange={(e) => setMarks(e.target.value)}
            {...fieldAria("ready-marks", undefined, true)}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {t("editor.save")}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t("editor.cancel")}
          </Button>
        </div>
      </form>
    </ErrorWording>
  );
}
