// One rule for every piece of text a client sends. Refused: control characters other than tab,
// newline and carriage return (C0, DEL and C1: invisible, and most of them forbidden in XML
// 1.0, so one in a stored field would break every CAP message and TwiML reply that quotes it;
// NUL cannot be stored in PostgreSQL text at all), the noncharacters U+FFFE and U+FFFF
// (forbidden in XML too), and unpaired UTF-16 surrogates (not characters; they cannot be encoded
// as UTF-8). The server applies it to every request's query, path and body
// (server/src/http/text-guard.ts), so no route can forget it; clients may use it to say so first.

export const BROKEN_TEXT_MESSAGE =
  "must not contain control characters (other than tab and line breaks), U+FFFE, U+FFFF or broken (unpaired surrogate) characters";

// A control character (Unicode's Cc: C0, DEL and C1) other than tab, newline and carriage
// return; U+FFFE or U+FFFF; or a surrogate on its own (in a "u" pattern a well-formed pair is one
// character, so only an unpaired one matches the range).
const BROKEN_CHARACTER = /(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF\uD800-\uDFFF]/u;
const BROKEN_CHARACTERS = new RegExp(BROKEN_CHARACTER.source, "gu");

export function hasBrokenText(text: string): boolean {
  return BROKEN_CHARACTER.test(text);
}

/**
 * The text without the characters the rule refuses, which include every character XML 1.0
 * forbids. Every writer of XML (CAP messages, the Atom feed, TwiML) passes what it writes
 * through it, so a row stored before the rule, or written around the API, cannot make a document
 * unreadable; a provider's webhook, which must not be refused for what a phone sent, cleans its
 * text with it too.
 */
export function withoutBrokenText(text: string): string {
  return text.replace(BROKEN_CHARACTERS, "");
}

const TOP: readonly string[] = [];

/**
 * The path ("notifications.smsTemplate", "items.2.name") of the first string in a parsed JSON
 * value, query or path parameters that breaks the rule, or null. Object keys count too.
 */
export function findBrokenText(value: unknown, path: readonly string[] = TOP): string | null {
  if (typeof value === "string") return hasBrokenText(value) ? path.join(".") || "body" : null;
  if (value === null || typeof value !== "object") return null;
  // Runs on every request's path, query and body (mostly empty objects): the path is built only
  // on the way down into a value, and nothing is allocated for a value with nothing in it.
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findBrokenText(value[index], [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (hasBrokenText(key)) return [...path, "(a field name)"].join(".");
    const found = findBrokenText((value as Record<string, unknown>)[key], [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
