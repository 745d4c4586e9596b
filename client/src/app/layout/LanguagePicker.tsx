import { common } from "@shared/i18n/common.en";
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from "@shared/languages";
import { useLanguage, useT } from "@/i18n/i18n";
import { rememberLanguage } from "@/i18n/language-choice";

/**
 * The language of the public pages, in each language's own name. A choice is remembered (cookie
 * and localStorage) and the page loads again in it: the server then renders it in that language.
 */
export function LanguagePicker() {
  const language = useLanguage();
  const t = useT(common);
  return (
    <label className="flex items-center text-sm">
      <span className="sr-only">{t("language")}</span>
      <select
        value={language}
        data-testid="language-picker"
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLanguage(chosen) || chosen === language) return;
          rememberLanguage(chosen);
          window.location.reload();
        }}
        className="rounded-md border border-white/60 bg-brand-700 px-2 py-1.5 text-sm font-medium text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
