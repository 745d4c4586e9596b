// Idempotency keys for the public submissions (POST /api/alerts, POST /api/sightings). A phone
// that lost its connection resends a report from its offline queue; the key it generated when the
// report was first submitted lets the server answer a resend with the original result instead of
// storing the report twice (docs/decisions/009-offline-pwa.md).

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** Set on a response that answers a resend with the original result. */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

export const IDEMPOTENCY_KEY_MESSAGE = "must be a UUID, for example from crypto.randomUUID()";
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = "was already used for a different submission";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The key of an Idempotency-Key header value: a UUID, bare or as a quoted structured-field
 * string (the IETF draft's form), lower-cased; undefined when the header is absent; null when
 * it is present but not a UUID (several values arrive joined by commas, so they fail too).
 */
export function parseIdempotencyKey(value: string | string[] | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.length === 1 ? parseIdempotencyKey(value[0]) : null;
  const trimmed = value.trim();
  const bare =
    trimmed.length > 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
  return UUID.test(bare) ? bare.toLowerCase() : null;
}
