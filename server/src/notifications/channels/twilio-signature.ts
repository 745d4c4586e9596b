import { createHmac, timingSafeEqual } from "node:crypto";

// Twilio signs each webhook request: base64(HMAC-SHA1(auth token, full URL + every POST
// parameter as name+value, names sorted)), sent as X-Twilio-Signature.

export type FormParams = Record<string, string | string[]>;

export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  let data = url;
  for (const name of Object.keys(params).sort()) {
    const value = params[name]!;
    for (const v of Array.isArray(value) ? [...value].sort() : [value]) data += name + v;
  }
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** The same URL with and without an explicit default port: Twilio may sign either form. */
function urlVariants(url: string): string[] {
  try {
    const u = new URL(url);
    const defaultPort = u.protocol === "https:" ? "443" : "80";
    if (u.port) {
      if (u.port !== defaultPort) return [url];
      const without = new URL(url);
      without.port = "";
      return [url, without.toString()];
    }
    const withPort = `${u.protocol}//${u.hostname}:${defaultPort}${u.pathname}${u.search}`;
    return [url, withPort];
  } catch {
    return [url];
  }
}

export function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: FormParams,
  signature: string | undefined,
): boolean {
  if (!signature) return false;
  const given = Buffer.from(signature);
  return urlVariants(url).some((candidate) => {
    const expected = Buffer.from(twilioSignature(authToken, candidate, params));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
