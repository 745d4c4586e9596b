import {
  type Catalog,
  type MessageKey,
  type Messages,
  type Namespace,
  textsFileOf,
} from "@shared/i18n/catalog";
import { DEFAULT_LANGUAGE, type Language } from "@shared/languages";
import { createContext, type ReactNode, use, useContext } from "react";
import rosetta from "rosetta";

// The public pages' texts in the language of the page. English travels with the code that shows
// it; Spanish and Portuguese are loaded part by part (shared/i18n/<part>.<language>.ts) the first
// time a page in that language needs them: what a page shows first is loaded before it is shown
// (main.tsx), the rest suspends its component until it has arrived. The language is given to each
// lookup, never set globally: the server renders pages in several languages at once.

const texts = rosetta<Partial<Record<Namespace, Messages>>>();

const translationLoaders = import.meta.glob<{ default: Messages }>("../../../shared/i18n/*.{es,pt}.ts");
const loading = new Map<string, Promise<void>>();

function hasTexts(language: Language, namespace: Namespace): boolean {
  return texts.table(language)?.[namespace] !== undefined;
}

/** Registers a part's texts in a language (the server-rendering bundle registers them all at once). */
export function addTexts(language: Language, namespace: Namespace, messages: Messages): void {
  texts.set(language, { [namespace]: messages });
}

/**
 * Loads a part's texts in `language` (nothing to load for English). A part that cannot be loaded
 * (offline before the phone kept it) shows in English rather than not at all.
 */
export function loadTexts(language: Language, namespace: Namespace): Promise<void> {
  if (language === DEFAULT_LANGUAGE || hasTexts(language, namespace)) return Promise.resolve();
  const key = `${language}:${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = translationLoaders[`../../../shared/i18n/${textsFileOf(namespace)}.${language}.ts`];
    pending = load
      ? load().then(
          (module) => addTexts(language, namespace, module.default),
          () => undefined,
        )
      : Promise.resolve();
    loading.set(key, pending);
  }
  return pending;
}

export type Params = Record<string, string | number>;
export type Translate<T extends Messages> = (key: MessageKey<T>, params?: Params) => string;

// One lookup function per part and language, so it can stand in a hook's dependencies.
const translators = new Map<string, Translate<Messages>>();

/** The lookup of a part's texts in a language, English where a text is missing. */
export function translator<T extends Messages>(language: Language, catalog: Catalog<T>): Translate<T> {
  const key = `${language}:${catalog.namespace}`;
  let translate = translators.get(key);
  if (!translate) {
    if (!hasTexts(DEFAULT_LANGUAGE, catalog.namespace))
      addTexts(DEFAULT_LANGUAGE, catalog.namespace, catalog.en);
    translate = (path, params) => {
      const full = `${catalog.namespace}.${path}`;
      return texts.t(full, params, language) || texts.t(full, params, DEFAULT_LANGUAGE);
    };
    translators.set(key, translate);
  }
  return translate as unknown as Translate<T>;
}

/**
 * A form's error message in the language: the forms' rules are written in English, and a part's
 * `errors` table gives each message's translation, its numbers written "#" ("at most # characters").
 */
export function errorWording(language: Language, namespace: Namespace): (message: string) => string {
  return (message) => {
    if (language === DEFAULT_LANGUAGE) return message;
    const errors = texts.table(language)?.[namespace]?.errors as Record<string, string> | undefined;
    const numbers = message.match(/\d+/g) ?? [];
    const translated = errors?.[message.replace(/\d+/g, "#")];
    if (!translated) return message;
    let next = 0;
    return translated.replace(/#/g, () => numbers[next++] ?? "#");
  };
}

const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

/** The language the page is shown in. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** A part's texts in the page's language; the component waits (suspends) while they load. */
export function useT<T extends Messages>(catalog: Catalog<T>): Translate<T> {
  const language = useLanguage();
  if (language !== DEFAULT_LANGUAGE && !hasTexts(language, catalog.namespace))
    use(loadTexts(language, catalog.namespace));
  return translator(language, catalog);
}
