// One rule for every piece of text a client sends: no NUL character (PostgreSQL text cannot
// store it, so it used to surface as a 500) and no unpaired UTF-16 surrogate (not a character;
// it cannot be encoded as UTF-8). The server applies it to every request's query, path and body
// (server/src/http/text-guard.ts), so no route can forget it.

export const BROKEN_TEXT_MESSAGE =
  "must not contain NUL characters or broken (unpaired surrogate) characters";

const NUL = String.fromCharCode(0);
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasBrokenText(text: string): boolean {
  return text.includes(NUL) || UNPAIRED_SURROGATE.test(text);
}

/**
 * The path ("notifications.smsTemplate", "items.2.name") of the first string in a parsed JSON
 * value, query or path parameters that breaks the rule, or null. Object keys count too.
 */
export function findBrokenText(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasBrokenText(value) ? path.join(".") || "body" : null;
  if (value === null || typeof value !== "object") return null;
  const entries: Array<[string, unknown]> = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (hasBrokenText(key)) return [...path, "(a field name)"].join(".");
    const found = findBrokenText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}
