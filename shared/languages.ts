// The languages of the public pages and of subscribers' messages. Staff pages stay English.

export const LANGUAGES = ["en", "es", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
/** The cookie that remembers the language a person chose, so the server renders pages in it too. */
export const LANGUAGE_COOKIE = "lang";

/** Each language's own name, as its speakers read it in a language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  pt: "Português",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The best of our languages for an Accept-Language header (or navigator.languages), else English. */
export function preferredLanguage(accepted: string | readonly string[] | null | undefined): Language {
  const tags = typeof accepted === "string" ? acceptLanguageTags(accepted) : (accepted ?? []);
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The tags of an Accept-Language header, most wanted first (q=0 left out). */
function acceptLanguageTags(header: string): string[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag !== "" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
