import { isLanguage, LANGUAGE_COOKIE, type Language, preferredLanguage } from "@shared/languages";

// Which language the page is shown in. The server renders it in the language of the `lang`
// cookie, else of the browser's Accept-Language (server/src/http/language.ts); a page the phone
// renders itself follows the same rule with the browser's languages. A choice made in the picker
// is kept in the cookie (so the server knows it) and in localStorage, which puts the cookie back
// if it was cleared.

const ONE_YEAR_S = 365 * 24 * 3600;

/** The language named by the `lang` cookie in a Cookie header (document.cookie), if any. */
export function cookieLanguage(cookies: string): Language | null {
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

export interface LanguageSources {
  cookies: string;
  stored: string | null;
  browserLanguages: readonly string[];
}

/** The chosen language (cookie, then the kept choice), else the browser's preferred one. */
export function chosenLanguage({ cookies, stored, browserLanguages }: LanguageSources): Language {
  return cookieLanguage(cookies) ?? (isLanguage(stored) ? stored : preferredLanguage(browserLanguages));
}

export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

function writeLanguageCookie(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every phone's browser
  document.cookie = languageCookie(language);
}

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_COOKIE);
  } catch {
    return null;
  }
}

/** The language this browser shows a page in when it renders the page itself. */
export function browserLanguage(): Language {
  return chosenLanguage({
    cookies: document.cookie,
    stored: storedChoice(),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}

/** Keeps a choice: the cookie for the server, localStorage to restore it. */
export function rememberLanguage(language: Language): void {
  writeLanguageCookie(language);
  try {
    window.localStorage.setItem(LANGUAGE_COOKIE, language);
  } catch {
    // Storage refused (private mode): the cookie alone remembers it.
  }
}

/** A choice kept in localStorage whose cookie was cleared gets its cookie back. */
export function restoreLanguageCookie(): void {
  const stored = storedChoice();
  if (isLanguage(stored) && cookieLanguage(document.cookie) === null) writeLanguageCookie(stored);
}
