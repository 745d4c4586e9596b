import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@shared/languages";
import type { SelectHTMLAttributes } from "react";
import { useLanguage } from "../../../i18n/i18n";

// The language of a subscriber's alerts (SMS, WhatsApp, e-mail, push), on the subscribe and
// manage forms. A native select: keyboard and screen readers work without help, and each
// option is the language's own name, as its speakers look for it.

const LABEL: Record<Language, string> = {
  en: "Language of your alerts",
  es: "Idioma de sus alertas",
  pt: "Idioma dos seus alertas",
};

export function LanguageSelect({
  id,
  error,
  ...select
}: { id: string; error?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const pageLanguage = useLanguage();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {LABEL[pageLanguage]}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-gray-900"
        {...select}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
