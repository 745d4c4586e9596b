import webpush from "web-push";
import type { VapidKeys } from "../vapid";
import { describeFetchError } from "./twilio";
import { type OutgoingMessage, type SendContext, SendError, type SendResult, type Transport } from "./types";

// Web push (decision 015): the payload is encrypted for the browser (RFC 8291, aes128gcm) and
// signed with the VAPID key by the web-push library (generateRequestDetails); the POST to the
// push service is made here with fetch, so the rate limit's gate sits right before the wire and
// the call has the dispatcher's timeout. The endpoint is a capability URL: it is never logged
// and never part of an error message.

/** A push service keeps an undelivered message this long (the phone may be off). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

export interface PushTransportOptions {
  vapid: () => Promise<VapidKeys>;
  timeoutMs: number;
}

/** The request web-push prepares: encrypted body, TTL, Urgency, Topic and VAPID Authorization. */
export function pushRequest(message: OutgoingMessage, vapid: VapidKeys) {
  if (message.message.channel !== "push" || !message.push)
    throw new SendError("not a push message", false, false);
  const { endpoint, p256dh, auth } = message.push;
  return webpush.generateRequestDetails(
    { endpoint, keys: { p256dh, auth } },
    JSON.stringify(message.message.payload),
    {
      vapidDetails: vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: "high",
      // A newer message for the same alert replaces one the push service still holds.
      topic: message.message.payload.tag,
      contentEncoding: "aes128gcm",
    },
  );
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
  return {
    name: "webpush",
    rateLimited: true,
    async send(message: OutgoingMessage, context: SendContext): Promise<SendResult> {
      const request = pushRequest(message, await options.vapid());
      await context.gate();
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: "POST",
          headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
          body: request.body ?? undefined,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        // The answer's body means nothing to us; read it so the connection is reused.
        await response.arrayBuffer();
      } catch (error) {
        throw describeFetchError(error);
      }
      if (response.status >= 200 && response.status < 300) return { providerMessageId: null };
      throw failure(response.status, response.headers.get("retry-after"));
    },
  };
}
