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
