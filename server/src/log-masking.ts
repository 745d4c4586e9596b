// Manage and unsubscribe links and push tickets are credentials to one person's subscription:
// whoever reads them can change or delete it; a police confirmation link records a case's
// confirmation; an alert screen's link shows a partner's screen. Nothing the server logs may carry
// one, whether in a request's URL or in the text of a message the log transport writes instead of
// sending.

const TOKEN_SEGMENT_NAMES = ["/manage/", "/unsubscribe/", "/tickets/", "/police-confirm", "/screen"];
const TOKEN_SEGMENTS =
  /\/(manage|unsubscribe|tickets|police-confirm|police-confirmation|screens?)\/([^/\s?#"'<>)]+)/g;

/** An admin's /api/admin/screens/{id} names a record by its number, which is no credential. */
const isScreenRecordId = (name: string, segment: string) =>
  name.startsWith("screen") && /^\d+$/.test(segment);

/** The text with every link token replaced by `[token]`. */
export function maskLinkTokens(text: string): string {
  return TOKEN_SEGMENT_NAMES.some((name) => text.includes(name))
    ? text.replace(TOKEN_SEGMENTS, (whole: string, name: string, segment: string) =>
        isScreenRecordId(name, segment) ? whole : `/${name}/[token]`,
      )
    : text;
}

function maskValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return maskLinkTokens(value);
  // Only plain objects: a request or reply is left to its serializer, which masks its URL.
  if (depth === 0 || typeof value !== "object" || value === null) return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const masked: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) masked[key] = maskValue(inner, depth - 1);
  return masked;
}

/**
 * pino's `hooks.logMethod`: every string a log call is given (the message, and the values of its
 * plain object two levels down, and an error's message) passes through maskLinkTokens.
 */
export function maskLogCall(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const masked = args.map((arg) =>
    arg instanceof Error ? { type: arg.name, message: maskLinkTokens(arg.message) } : maskValue(arg, 2),
  );
  method.apply(this, masked);
}
