import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import webpush from "web-push";
import type { VapidKeys } from "../vapid";
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

interface PushAnswer {
  status: number;
  retryAfter: string | null;
}

const CONNECT_FAILURES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * One POST to the push service over kept-alive connections (node:http(s): far less work per
 * request than fetch, which matters at thousands of pushes a second).
 */
function post(
  agents: { http: HttpAgent; https: HttpsAgent },
  endpoint: string,
  headers: Record<string, string | number>,
  body: Buffer | null,
  timeoutMs: number,
): Promise<PushAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(endpoint);
    const secure = url.protocol === "https:";
    const send = secure ? httpsRequest : httpRequest;
    let written = false;
    const req = send(
      url,
      { method: "POST", headers, agent: secure ? agents.https : agents.http },
      (res: IncomingMessage) => {
        res.resume();
        res.on("end", () => {
          clearTimeout(timer);
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: (res.headers["retry-after"] as string) ?? null,
          });
        });
        res.on("error", () => reject(new SendError("push service connection failed", true, true)));
      },
    );
    // The whole call, connection to answer, is bounded by the provider timeout.
    const timer = setTimeout(
      () => req.destroy(Object.assign(new Error("timeout"), { code: "ETIMEDOUT" })),
      timeoutMs,
    );
    req.on("error", (error: Error & { code?: string }) => {
      clearTimeout(timer);
      if (error.code && CONNECT_FAILURES.has(error.code))
        reject(new SendError(`cannot reach the push service (${error.code})`, true, false));
      else if (error.code === "ETIMEDOUT")
        reject(new SendError("push service did not answer in time", true, true));
      // Once the request was written the push service may have taken it.
      else
        reject(
          new SendError(
            `push service connection failed${error.code ? ` (${error.code})` : ""}`,
            true,
            written,
          ),
        );
    });
    req.end(body ?? undefined, () => {
      written = true;
    });
  });
}

export function createPushTransport(options: PushTransportOptions): Transport {
  const tokens = new VapidTokens();
  const agents = {
    http: new HttpAgent({ keepAlive: true, maxSockets: 128 }),
    https: new HttpsAgent({ keepAlive: true, maxSockets: 128 }),
  };
  return {
    name: "webpush",
    rateLimited: true,
    resendReplaces: true,
    async send(message: OutgoingMessage, context: SendContext): Promise<SendResult> {
      const request = pushRequest(message, await options.vapid(), tokens);
      await context.gate();
      const answer = await post(agents, request.endpoint, request.headers, request.body, options.timeoutMs);
      if (answer.status >= 200 && answer.status < 300) return { providerMessageId: null };
      throw failure(answer.status, answer.retryAfter);
    },
    async close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
