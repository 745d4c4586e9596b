import type { LookupFunction } from "node:net";
import webpush from "web-push";
import { type PushEndpointPolicy, publicAddressLookup, pushEndpointProblem } from "../push-endpoint";
import type { VapidKeys } from "../vapid";
import { ProviderHttp } from "./http-client";
import { type OutgoingMessage, type SendContext, SendError, type SendResult, type Transport } from "./types";

// Web push (decision 015): the payload is encrypted for the browser (RFC 8291, aes128gcm) and
// signed with the VAPID key by the web-push library (generateRequestDetails); the POST to the
// push service is made here (http-client.ts), so the rate limit's gate sits right before the wire and
// the call has the dispatcher's timeout. The endpoint is a capability URL: it is never logged
// and never part of an error message. Anyone can hand the server an endpoint, so the endpoint
// rules are checked again here (a row stored under older rules) and the connection's own DNS
// lookup refuses addresses off the public internet (push-endpoint.ts).

/** A push service keeps an undelivered message this long (the phone may be off). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushTransportOptions {
  vapid: () => Promise<VapidKeys>;
  timeoutMs: number;
  endpoints: PushEndpointPolicy;
  /** The name resolution under the public-address check (tests: a stub); default the system's. */
  resolve?: LookupFunction;
}

/** A VAPID token is valid this long; it is signed once per push service origin and reused. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
/** A cached token is renewed when it has less than this left. */
const VAPID_RENEW_SECONDS = 60 * 60;

/**
 * VAPID Authorization headers per push service origin (the JWT's audience). Signing costs more
 * than encrypting the payload, and one token serves every message to that service for hours.
 */
export class VapidTokens {
  private readonly cache = new Map<string, { header: string; renewAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  authorization(endpoint: string, vapid: VapidKeys): string {
    const audience = new URL(endpoint).origin;
    const key = `${audience} ${vapid.publicKey}`;
    const cached = this.cache.get(key);
    const now = this.now();
    if (cached && cached.renewAt > now) return cached.header;
    const expiration = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
    const headers = webpush.getVapidHeaders(
      audience,
      vapid.subject,
      vapid.publicKey,
      vapid.privateKey,
      "aes128gcm",
      expiration,
    );
    const header = String(headers.Authorization);
    this.cache.set(key, { header, renewAt: now + (VAPID_TOKEN_SECONDS - VAPID_RENEW_SECONDS) * 1000 });
    return header;
  }
}

/** The request: body encrypted by web-push for the browser, TTL, Urgency, Topic and VAPID Authorization. */
export function pushRequest(message: OutgoingMessage, vapid: VapidKeys, tokens: VapidTokens) {
  if (message.message.channel !== "push" || !message.push)
    throw new SendError("not a push message", false, false);
  const { endpoint, p256dh, auth } = message.push;
  const request = webpush.generateRequestDetails(
    { endpoint, keys: { p256dh, auth } },
    JSON.stringify(message.message.payload),
    {
      TTL: PUSH_TTL_SECONDS,
      urgency: "high",
      // A newer message for the same alert replaces one the push service still holds.
      topic: message.message.payload.tag,
      contentEncoding: "aes128gcm",
    },
  );
  request.headers.Authorization = tokens.authorization(endpoint, vapid);
  return request;
}

function failure(status: number, retryAfterHeader: string | null): SendError {
  if (status === 404 || status === 410)
    return new SendError(`push subscription gone (HTTP ${status}): removed`, false, false, {
      providerCode: status,
      gone: true,
    });
  if (status === 429 || status >= 500) {
    const retryAfter = Number(retryAfterHeader);
    return new SendError(`push service answered HTTP ${status}`, true, false, {
      providerCode: status,
      retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
    });
  }
  // 400 (bad request), 403 (VAPID key mismatch), 413 (payload too large): trying again cannot help.
  return new SendError(`push service refused the message (HTTP ${status})`, false, false, {
    providerCode: status,
  });
}

export function createPushTransport(options: PushTransportOptions): Transport {
  const tokens = new VapidTokens();
  // Local fakes (tests, benchmarks) live on loopback addresses.
  const lookup = options.endpoints.allowLocalEndpoints
    ? options.resolve
    : publicAddressLookup(options.resolve);
  const http = new ProviderHttp("the push service", { lookup });
  return {
    name: "webpush",
    rateLimited: true,
    resendReplaces: true,
    async send(message: OutgoingMessage, context: SendContext): Promise<SendResult> {
      const problem = message.push && pushEndpointProblem(message.push.endpoint, options.endpoints);
      if (problem) throw new SendError(`refused: the push endpoint ${problem}`, false, false);
      const request = pushRequest(message, await options.vapid(), tokens);
      await context.gate();
      const answer = await http.call(request.endpoint, {
        method: "POST",
        headers: request.headers,
        body: request.body,
        timeoutMs: options.timeoutMs,
      });
      if (answer.status >= 200 && answer.status < 300) return { providerMessageId: null };
      throw failure(answer.status, (answer.headers["retry-after"] as string | undefined) ?? null);
    },
    async close() {
      await http.close();
    },
  };
}
