import { useEffect } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

// What a person types into a server-rendered form before the phone has taken the form over reaches
// no React handler: react-hook-form writes its defaults over it when it takes each field, and React
// may even render the form anew in place of the server's (a part that changed before it was taken
// over). Before the takeover, what was typed while the code was loading is read from the page and
// a listener keeps what is typed after, by form id and field name; the form, once React's, puts
// back what it does not have yet, and from then on that form is left alone.

const typed = new Map<string, Map<string, string>>();
const takenOver = new Set<string>();

function remember(field: EventTarget | Element | null): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const formId = field.form?.id;
  if (!formId || !field.name || takenOver.has(formId)) return;
  const fields = typed.get(formId) ?? new Map<string, string>();
  typed.set(formId, fields);
  fields.set(field.name, field.value);
}

/** Starts keeping the typing of server-rendered forms; call before the page is taken over. */
export function keepTypingBeforeTakeover(): void {
  for (const form of document.forms)
    for (const field of form.elements)
      if (
        (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
        field.value !== field.defaultValue
      )
        remember(field);
  document.addEventListener("input", (event) => remember(event.target), true);
}

/**
 * Puts back into a react-hook-form form (its element id `formId`) what was typed into its empty
 * text fields before React took it over.
 */
export function useTypingBeforeTakeover<T extends FieldValues>(formId: string, form: UseFormReturn<T>): void {
  useEffect(() => {
    takenOver.add(formId);
    const fields = typed.get(formId);
    typed.delete(formId);
    for (const [name, value] of fields ?? []) {
      const path = name as Path<T>;
      if (value !== "" && form.getValues(path) === "")
        form.setValue(path, value as never, { shouldDirty: true });
    }
  }, [formId, form]);
}
