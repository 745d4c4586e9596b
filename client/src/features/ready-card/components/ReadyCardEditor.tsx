import { AGE_MAX, AGE_MIN } from "@shared/constants";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria, Input, Textarea } from "@/components/ui/form-controls";
import { PhotoPicker } from "@/components/ui/photo-picker";
import type { ReadyCard } from "../ready-cards";

const photoTexts = {
  choose: "Add photo",
  change: "Change photo",
  remove: "Remove photo",
  previewAlt: "Photo on the Ready card",
};

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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const years = age.trim() === "" ? null : Number(age);
    const problems = {
      name: name.trim() ? undefined : "Please enter the name",
      age:
        years !== null && (!Number.isInteger(years) || years < AGE_MIN || years > AGE_MAX)
          ? `Please enter an age between ${AGE_MIN} and ${AGE_MAX}, in whole years`
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
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={card ? "Change the Ready card" : "New Ready card"}
    >
      <PhotoPicker
        id="ready-photo"
        label="Photo"
        hint="A recent, clear photo of the face. Renew it every six months: children change fast."
        texts={photoTexts}
        shape="square"
        value={photo}
        onChange={setPhoto}
        disabled={saving}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="ready-name" label="Name" required error={errors.name}>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            maxLength={120}
            {...fieldAria("ready-name", errors.name)}
          />
        </Field>
        <Field id="ready-age" label="Age" error={errors.age}>
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
      <Field id="ready-description" label="Description" hint="Height, build, hair, eye colour.">
        <Textarea
          rows={2}
          maxLength={1500}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          {...fieldAria("ready-description", undefined, true)}
        />
      </Field>
      <Field id="ready-marks" label="Marks" hint="Scars, birthmarks, glasses, braces: what tells them apart.">
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
          Save on this phone
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
