import type { Language } from "../languages";

// The public pages' fixed texts, one module per part of the site and per language
// (`<part>.<language>.ts`, the part's name in kebab-case): the English one is imported by the code that shows it (so it travels in
// the same bundle), the Spanish and Portuguese ones are loaded only when that language is used
// (client/src/i18n). Placeholders are written {{name}}; a text that depends on a count is a
// function of its parameters.

/** A text, or a function that makes it from the parameters (counts, plural forms). */
// biome-ignore lint/suspicious/noExplicitAny: each function names its own parameters
export type Message = string | ((params: any) => string);
export interface Messages {
  readonly [key: string]: Message | Messages;
}

/** The same texts in another language: every key of the English, each a text of the same kind. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (params: infer P) => string
      ? (params: P) => string
      : Translation<T[K]>;
};

/** The dotted keys of a table's texts ("header.title"). */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends Message ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

/** The parts of the site with their own texts (each a file per language in this folder). */
export const NAMESPACES = [
  "common",
  "pages",
  "layout",
  "home",
  "homeMore",
  "alert",
  "alertMore",
  "alerts",
  "sighting",
  "report",
  "ready",
  "subscribe",
  "chat",
  "serverErrors",
  "manage",
  "safe",
  "verify",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The file name of a part's texts in this folder, before `.<language>.ts`: its name in kebab-case. */
export function textsFileOf(namespace: Namespace): string {
  return namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** A part's English texts, named so the other languages' texts for it can be loaded. */
export interface Catalog<T extends Messages = Messages> {
  readonly namespace: Namespace;
  readonly en: T;
}

export function catalog<T extends Messages>(namespace: Namespace, en: T): Catalog<T> {
  return { namespace, en };
}

/**
 * The parts whose texts a page shows on its first screen (before any code it loads on demand):
 * loaded, in a language other than English, before the page is shown or taken over.
 */
export function firstScreenNamespaces(path: string): Namespace[] {
  if (path === "/") return ["common", "home"];
  if (/^\/alert\/[^/]+\/?$/.test(path)) return ["common", "alert", "alertMore"];
  if (/^\/active-alerts\/?$/.test(path)) return ["common", "alerts", "layout"];
  if (/^\/report\/?$/.test(path)) return ["common", "pages", "report", "ready", "layout"];
  if (/^\/subscribe\/?$/.test(path)) return ["common", "pages", "subscribe", "ready", "layout"];
  if (/^\/verify(\/[^/]+)?\/?$/.test(path)) return ["common", "verify", "layout"];
  return ["common"];
}

export type { Language };
