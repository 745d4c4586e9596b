import { useEffect } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

// What a person types into a server-rendered form before the phone has taken the form over reaches
// no React handler, and React may even render the form anew in place of the server's (a part that
// changed before it was taken over), so the typing would be lost. A listener set before the page
// is taken over keeps each field's typing by form id and field name; the form, once React's, puts
// back what it does not have yet, and from then on the listener leaves that form alone.

const typed = new Map<string, Map<string, string>>();
const takenOver = new Set<string>();

function remember(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const formId = field.form?.id;
  if (!formId || !field.name || takenOver.has(formId)) return;
  const fields = typed.get(formId) ?? new Map<string, string>();
  typed.set(formId, fields);
  fields.set(field.name, field.value);
}

/** Starts keeping the typing of server-rendered forms; call before the page is taken over. */
export function keepTypingBeforeTakeover(): void {
  document.addEventListener("input", remember, true);
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

/**
 * The defaults of a server-rendered react-hook-form form, with what the person typed into its
 * empty text fields before the page was taken over. React never heard of those keystrokes, and
 * react-hook-form writes each field's default over it when it takes the field. Read while the
 * phone takes the page over, or renders the form anew in place of the server's (the server's form
 * `formId` is still on screen then); a form the phone renders itself gets `defaults`.
 */
export function defaultsTypedBeforeTakeover<T extends object>(formId: string, defaults: T): T {
  if (typeof document === "undefined") return defaults;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return defaults;
  const typed: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, value] of Object.entries(defaults)) {
    if (value !== "") continue;
    const field = form.elements.namedItem(name);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== "")
      typed[name] = field.value;
  }
  return typed as T;
}
