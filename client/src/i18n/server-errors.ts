import type { Namespace } from "@shared/i18n/catalog";
import { serverErrors } from "@shared/i18n/server-errors.en";
import { DEFAULT_LANGUAGE, type Language } from "@shared/languages";
import { useEffect } from "react";
import { ApiError, errorDescription } from "@/lib/api-client";
import { errorWording, loadTexts, type Translate, translator, useLanguage } from "./i18n";

// The server answers a refused request with an English { message } (the API's own words, the same
// for every client). A public page in another language shows the message translated when it is
// one of the known ones, and otherwise says that something went wrong, quoting it.

/** "name: Name must be…" as the server words a field's problem: the field, then the message. */
const FIELD_PREFIX = /^[\w.-]+: /;

/** fetch's own failure (no answer at all), worded differently by each browser. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && !(error instanceof ApiError);
}

/**
 * The text a failed call shows in `language`: in English exactly what `errorDescription` gives;
 * otherwise the translation from the form's own part (`namespace`, whose `errors` table words the
 * shared form rules) or from the server errors' part, else "Something went wrong: <message>".
 * The server errors' part must be loaded (useErrorDescription loads it).
 */
export function describeError(
  language: Language,
  t: Translate<typeof serverErrors.en>,
  error: unknown,
  namespace?: Namespace,
): string {
  if (language !== DEFAULT_LANGUAGE && isNetworkFailure(error)) return t("offline");
  return describeMessage(language, t, errorDescription(error), namespace);
}

/** The same for a failure's English text kept from earlier (a submission the phone kept). */
export function describeMessage(
  language: Language,
  t: Translate<typeof serverErrors.en>,
  english: string,
  namespace?: Namespace,
): string {
  if (language === DEFAULT_LANGUAGE) return english;
  if (english === "Please try again.") return t("tryAgain");
  const message = english.replace(FIELD_PREFIX, "");
  for (const part of namespace ? [namespace, serverErrors.namespace] : [serverErrors.namespace]) {
    const translated = errorWording(language, part)(message);
    if (translated !== message) return translated;
  }
  return t("failed", { message: english });
}

/**
 * What a public form shows for a failed call, in the page's language. The translations are loaded
 * once the form is shown, without holding it back: a failure comes later (were they still missing,
 * the English message is quoted).
 */
export function useErrorDescription(namespace?: Namespace): (error: unknown) => string {
  const language = useLanguage();
  useEffect(() => {
    void loadTexts(language, serverErrors.namespace);
  }, [language]);
  const t = translator(language, serverErrors);
  return (error) => describeError(language, t, error, namespace);
}

/** describeMessage in the page's language, loading the translations as useErrorDescription does. */
export function useMessageWording(): (english: string, namespace?: Namespace) => string {
  const language = useLanguage();
  useEffect(() => {
    void loadTexts(language, serverErrors.namespace);
  }, [language]);
  const t = translator(language, serverErrors);
  return (english, namespace) => describeMessage(language, t, english, namespace);
}
