import { isLanguage, LANGUAGE_COOKIE, type Language, preferredLanguage } from "@shared/languages";
import type { FastifyRequest } from "fastify";

/**
 * The language of a page request: the one the person chose in the picker (the `lang` cookie),
 * else the best of the browser's Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers.cookie;
  const chosen = header ? request.server.parseCookie(header)[LANGUAGE_COOKIE] : undefined;
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(request.headers["accept-language"]);
}

/** The page with its <html lang> set to the language it is in. */
export function withHtmlLang(html: string, language: Language): string {
  return html.replace(
    /<html([^>]*?)\slang="[^"]*"/i,
    (_match, before: string) => `<html${before} lang="${language}"`,
  );
}
