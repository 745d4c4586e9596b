import { createHmac, timingSafeEqual } from "node:crypto";

// SMS Gateway for Android signs each webhook request with the signing key set in the app:
// X-Signature = hex(HMAC-SHA256(key, raw body + X-Timestamp)), X-Timestamp in Unix seconds.
// The timestamp is signed too, so an old request cannot be replayed with a fresh one.

/** How far a webhook's timestamp may be from our clock (the phone's clock drifts; retries are signed again). */
export const GATEWAY_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function gatewaySignature(key: string, rawBody: string, timestamp: string): string {
  return createHmac("sha256", key)
    .update(rawBody + timestamp, "utf8")
    .digest("hex");
}

export function verifyGatewaySignature(
  key: string,
  rawBody: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  now: Date,
): boolean {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > GATEWAY_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(gatewaySignature(key, rawBody, timestamp));
  const given = Buffer.from(signature.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
